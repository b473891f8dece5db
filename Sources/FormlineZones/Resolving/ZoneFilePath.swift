/// The file a zone name may be read from, as glibc finds it, without leaving the zone
/// directory.
enum ZoneFilePath {
  /// The path of `name` under `directory`, or nil when it would read another file: a `..`
  /// component, an absolute path elsewhere, or a NUL byte.
  ///
  /// - Parameters:
  ///   - name: `Europe/Paris`, or an absolute path such as `/usr/share/zoneinfo/UTC`.
  ///   - directory: The zone directory, such as `/usr/share/zoneinfo`, without a final `/`.
  /// - Returns: The path to read.
  static func resolve(_ name: String, in directory: String) -> String? {
    guard !name.isEmpty, !name.utf8.contains(0) else { return nil }
    let components = name.split(separator: "/", omittingEmptySubsequences: false)
    guard !components.contains("..") else { return nil }
    guard name.hasPrefix("/") else { return directory + "/" + name }
    return name.hasPrefix(directory + "/") ? name : nil
  }
}
