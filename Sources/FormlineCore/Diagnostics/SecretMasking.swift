import FoundationEssentials

/// Keeps a secret answer out of the messages about it.
///
/// Readers and validators quote what was given (`'abc1' is not a whole number`); for a
/// secret field every quoted span becomes `'•••'`, the `--set name=value` note loses its
/// value, and the answers file's line is not shown.
package enum SecretMasking {
  /// What a secret's value is shown as.
  package static let mask = "•••"

  /// The message with every `'…'` span masked.
  ///
  /// ✅ `message("'abc1' is not a whole number")` → `'•••' is not a whole number`
  package static func message(_ message: String) -> String {
    var result = ""
    var quoted = false
    for scalar in message.unicodeScalars {
      if scalar == "'" {
        result += quoted ? mask + "'" : "'"
        quoted.toggle()
      } else if !quoted {
        result.unicodeScalars.append(scalar)
      }
    }
    // An unpaired quote hides the rest: it may be the start of the value.
    return quoted ? result + mask : result
  }

  /// A message written by the form (a copier `validator`), with every occurrence of the
  /// secret's text masked; the quoted spans are masked by `message(_:)` afterwards.
  ///
  /// ✅ `message("too short: hunter2", hiding: "hunter2")` → `too short: •••`
  package static func message(_ message: String, hiding value: String) -> String {
    guard !value.isEmpty else { return message }
    return message.replacingLiterally(value, with: mask)
  }

  /// Where a secret came from, without the value: `--set token=•••`.
  static func origin(_ origin: AnswerOrigin) -> String {
    guard case .setOption(let argument) = origin else { return origin.description }
    let name = argument.unicodeScalars.prefix { $0 != "=" }
    return "--set \(String(String.UnicodeScalarView(name)))=\(mask)"
  }
}
