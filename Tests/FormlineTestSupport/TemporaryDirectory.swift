import Foundation

/// A directory under the system temp folder, removed when the value is released.
///
/// Tests that touch files (path completion, editors) get a private, predictable tree.
package final class TemporaryDirectory {
  /// Absolute path of the directory.
  package let path: String

  /// Creates a fresh, empty directory.
  ///
  /// - Throws: Any error from creating it.
  package init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("formline-test-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Creates files (empty, or with `contents`) at relative paths, making folders as needed.
  ///
  /// - Parameters:
  ///   - files: Relative paths.
  ///   - contents: Text written to each file.
  /// - Throws: Any error from writing.
  package func create(files: [String], contents: String = "") throws {
    for file in files {
      let url = URL(fileURLWithPath: path).appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
  }

  /// The absolute path of `name` inside the directory.
  package func file(_ name: String) -> String {
    URL(fileURLWithPath: path).appendingPathComponent(name).path
  }
}
