/// The path rules formline needs, on strings, as `NSString`'s path methods apply them.
///
/// Written here rather than taken from Foundation: `NSString` is in the libraries that link
/// ICU's data into the static binary (and its `deletingLastPathComponent` traps on some
/// one-letter relative paths in this toolchain).
package enum PathText {
  /// `name` in `directory`: one slash between them, whatever the directory ends with;
  /// either alone when the other is empty (`appendingPathComponent`).
  package static func joined(_ directory: String, _ name: String) -> String {
    guard !directory.isEmpty else { return name }
    guard !name.isEmpty else { return directory }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// The directory a path lies in (`deletingLastPathComponent`): trailing and doubled
  /// slashes do not count, `/` for a name in the root and for the root itself, "" for a
  /// relative path of one name.
  package static func parent(of path: String) -> String {
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    let rooted = path.hasPrefix("/")
    guard components.count > 1 else { return rooted ? "/" : "" }
    let joined = components.dropLast().joined(separator: "/")
    return rooted ? "/" + joined : joined
  }

  /// The last name of a path (`lastPathComponent`): trailing slashes do not count; `/` for
  /// the root, "" for an empty path.
  package static func lastComponent(of path: String) -> String {
    guard let last = path.split(separator: "/", omittingEmptySubsequences: true).last else {
      return path.hasPrefix("/") ? "/" : ""
    }
    return String(last)
  }

  /// What follows the last dot of a path's last name: "" when there is none, when the dot
  /// starts the name (`.bashrc`) or ends it (`notes.`), as `pathExtension` reads it.
  package static func fileExtension(of path: String) -> String {
    let name = lastComponent(of: path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }
}
