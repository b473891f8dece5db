/// Python's `os.path` (POSIX) and `ntpath` functions that ansible's path filters wrap;
/// they only split text and never read the file system.
enum PythonPath {
  static func apply(_ name: String, _ path: String) -> AnswerValue {
    switch name {
    case "basename": return .string(split(path, separators: ["/"]).tail)
    case "dirname": return .string(split(path, separators: ["/"]).head)
    case "splitext":
      let (root, ext) = splitExtension(path)
      return .tuple([.string(root), .string(ext)])
    case "win_basename":
      let (_, rest) = splitDrive(path)
      return .string(split(rest, separators: ["/", "\\"]).tail)
    case "win_dirname":
      let (drive, rest) = splitDrive(path)
      return .string(drive + split(rest, separators: ["/", "\\"]).head)
    default:
      let (drive, rest) = splitDrive(path)
      return .tuple([.string(drive), .string(rest)])
    }
  }

  /// `os.path.split`: the part after the last separator, and the part before it without
  /// its trailing separators (unless it is only separators).
  private static func split(_ path: String, separators: Set<Character>)
    -> (head: String, tail: String)
  {
    guard let last = path.lastIndex(where: { separators.contains($0) }) else { return ("", path) }
    let tail = String(path[path.index(after: last)...])
    var head = String(path[...last])
    if !head.allSatisfy({ separators.contains($0) }) {
      while let end = head.last, separators.contains(end) { head.removeLast() }
    }
    return (head, tail)
  }

  /// `os.path.splitext`: the extension from the last dot of the last component, unless
  /// that component is only dots before it (`.bashrc` has none).
  private static func splitExtension(_ path: String) -> (String, String) {
    let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    guard let dot = path[nameStart...].lastIndex(of: "."),
      path[nameStart..<dot].contains(where: { $0 != "." })
    else { return (path, "") }
    return (String(path[..<dot]), String(path[dot...]))
  }

  /// `ntpath.splitdrive`: `C:` or a `\\server\share` prefix.
  private static func splitDrive(_ path: String) -> (String, String) {
    let characters = Array(path)
    if characters.count >= 2, characters[1] == ":" {
      return (String(characters[0..<2]), String(characters[2...]))
    }
    return ("", path)
  }
}
