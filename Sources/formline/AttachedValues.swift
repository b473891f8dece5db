/// Splits `--name=value` in two when its value starts with a combining mark.
///
/// In `--output=́x.json`, `=` and the mark are one `Character`, so swift-argument-parser,
/// which looks for the `=` Character, would read the whole word as an unknown option. Such
/// a word is passed on as two, `--name value`, which every option taking a value reads the
/// same way.
enum AttachedValues {
  /// - Parameter arguments: The command line without the program name.
  /// - Returns: The same words, with each such `--name=value` split in two; words after `--`
  ///   are operands and stay as they are.
  static func separated(_ arguments: [String]) -> [String] {
    var result: [String] = []
    for (index, argument) in arguments.enumerated() {
      if argument == "--" {
        result += arguments[index...]
        break
      }
      let scalars = argument.unicodeScalars
      guard argument.hasPrefix("--"), argument.firstIndex(of: "=") == nil,
        let equals = scalars.firstIndex(of: "=")
      else {
        result.append(argument)
        continue
      }
      result.append(String(scalars[..<equals]))
      result.append(String(scalars[scalars.index(after: equals)...]))
    }
    return result
  }
}
