import FormlineCore
import FoundationEssentials
import Glibc

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
      let path = expandingTilde(word)
      guard extensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased()) else {
        continue
      }
      var isDirectory = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory {
        return path
      }
    }
    return nil
  }

  /// `~` and `~/…` under the home directory, `~name/…` under that account's, as a shell
  /// expands a word; anything else, or an unknown account, as it is.
  static func expandingTilde(_ word: String) -> String {
    guard word.hasPrefix("~") else { return word }
    let slash = word.firstIndex(of: "/") ?? word.endIndex
    let name = String(word[word.index(after: word.startIndex)..<slash])
    let home: String?
    if name.isEmpty {
      home = Ambient.read().homeDirectory
    } else {
      home = getpwnam(name).flatMap { $0.pointee.pw_dir.map { String(cString: $0) } }
    }
    guard let home, !home.isEmpty else { return word }
    return home + word[slash...]
  }
}
