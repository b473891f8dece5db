import FormlineCore
import FoundationEssentials

/// Computes Tab completion for option words and file paths.
///
/// Pure apart from listing directories, so the rules (case-insensitive words, `~` expansion,
/// `/` after directories, extension filters) are tested without a terminal.
struct Completer {
  /// What to complete.
  var completion: LineCompletion
  /// Directory relative paths are resolved against.
  var currentDirectory: String
  /// What a leading `~` expands to.
  var homeDirectory: String

  /// Completes `typed`, the text before the cursor.
  ///
  /// - Parameter typed: Text before the cursor.
  /// - Returns: What the editor should do.
  func complete(_ typed: String) -> CompletionOutcome {
    switch completion {
    case .none:
      return .none
    case .words(let words):
      let matches = words.filter { $0.lowercased().hasPrefix(typed.lowercased()) }
      return Self.outcome(typed: typed, candidates: matches, shown: matches)
    case .listItems(let words):
      // `dog,o` completes `o` and keeps `dog,`; spaces and a sign stay with the kept part.
      let itemStart = typed.lastIndex(of: ",").map { typed.index(after: $0) } ?? typed.startIndex
      let item = typed[itemStart...]
      let lead = item.prefix { $0 == " " || $0 == "+" || $0 == "-" }
      let kept = String(typed[..<itemStart]) + lead
      let partial = item.dropFirst(lead.count).lowercased()
      let matches = words.filter { $0.lowercased().hasPrefix(partial) }
      return Self.outcome(typed: typed, candidates: matches.map { kept + $0 }, shown: matches)
    case .paths(let extensions):
      return completePath(typed, extensions: extensions.map { $0.lowercased() })
    }
  }

  private func completePath(_ typed: String, extensions: [String]) -> CompletionOutcome {
    let slash = typed.lastIndex(of: "/")
    let directoryPart = slash.map { String(typed[...$0]) } ?? ""
    let namePart = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
    if directoryPart.isEmpty, namePart.hasPrefix("~"), !namePart.contains("/") {
      // "~" alone: offer the home directory itself, as shells do.
      return namePart == "~" ? .replace("~/") : .none
    }
    let directory = resolve(directoryPart.isEmpty ? "." : directoryPart)
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return .none
    }
    var names: [String] = []
    for entry in entries.sorted() where entry.hasPrefix(namePart) {
      if entry.hasPrefix("."), !namePart.hasPrefix(".") { continue }
      var isDirectory = false
      let full = PathText.joined(directory, entry)
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else {
        continue
      }
      if isDirectory {
        names.append(entry + "/")
      } else if extensions.isEmpty
        || extensions.contains(PathText.fileExtension(of: entry).lowercased())
      {
        names.append(entry)
      }
    }
    return Self.outcome(
      typed: typed, candidates: names.map { directoryPart + $0 }, shown: names)
  }

  /// Expands `~` and makes relative paths absolute against ``currentDirectory``.
  func resolve(_ path: String) -> String {
    if path == "~" || path.hasPrefix("~/") {
      return homeDirectory + path.dropFirst()
    }
    if path.hasPrefix("/") { return path }
    return PathText.joined(currentDirectory, path)
  }

  /// Shared decision: unique → complete, longer common prefix → extend, otherwise list.
  static func outcome(typed: String, candidates: [String], shown: [String]) -> CompletionOutcome {
    guard let first = candidates.first else { return .none }
    if candidates.count == 1 { return .replace(first) }
    let common = commonPrefix(candidates)
    if common.unicodeScalars.count > typed.unicodeScalars.count { return .replace(common) }
    // Listed, never typed in: a file named with an escape sequence shows it, not obeys it.
    return .list(shown.map(SafeText.neutraliseSingleLine))
  }

  /// Longest case-insensitive common prefix, spelled as in the first word.
  static func commonPrefix(_ words: [String]) -> String {
    guard let first = words.first else { return "" }
    var prefix = Array(first.unicodeScalars)
    for word in words.dropFirst() {
      let scalars = Array(word.unicodeScalars)
      var count = 0
      while count < min(prefix.count, scalars.count),
        String(prefix[count]).lowercased() == String(scalars[count]).lowercased()
      {
        count += 1
      }
      prefix = Array(prefix[..<count])
    }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: prefix)
    return String(view)
  }
}
