package import Foundation

/// Paths to files the tests use, found from this source file so tests run from any
/// working directory.
package enum Fixture {
  /// The package root.
  package static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
