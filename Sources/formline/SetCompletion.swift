import FormlineCore
import Foundation

/// Tab completion of `--set`: the field paths of the form named on the command line, so a
/// person completes `contacts[0].em` to `contacts[0].email=` instead of guessing keys.
///
/// The shells run `formline` again with the words typed so far; the form is loaded
/// quietly (a broken form offers nothing rather than printing into the command line).
enum SetCompletion {
  /// Options whose value is a file that is not the form.
  private static let fileOptions: Set<String> = [
    "-a", "--answers", "-o", "--output", "--template", "--edit", "--transcript", "--each",
  ]

  /// - Parameters:
  ///   - words: The command line's words as the shell gives them.
  ///   - prefix: The part of the word being completed before the cursor.
  /// - Returns: The assignments that start with `prefix`.
  static func candidates(words: [String], prefix: String) -> [String] {
    guard let file = formFile(in: words) else { return [] }
    let dialect = words.firstIndex(of: "--from").flatMap { index in
      index + 1 < words.count ? FormDialect(rawValue: words[index + 1]) : nil
    }
    let loader = FormLoader(
      dialect: dialect, surroundings: Ambient.read().surroundings(now: Date()))
    guard let loaded = try? loader.load(path: file) else { return [] }
    return FieldPathCompletions.assignments(in: loaded.form).filter { $0.hasPrefix(prefix) }
  }

  /// The first word that names an existing form file and is no other option's value.
  static func formFile(in words: [String]) -> String? {
    let extensions: Set<String> = ["yaml", "yml", "json", "jsonc", "toml"]
    for (index, word) in words.enumerated().dropFirst() where !word.hasPrefix("-") {
      if fileOptions.contains(words[index - 1]) { continue }
      let path = NSString(string: word).expandingTildeInPath
      guard extensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased()) else {
        continue
      }
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        return path
      }
    }
    return nil
  }
}
