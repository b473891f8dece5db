public import Foundation

/// Paths to files the tests use, found from this source file so tests run from any
/// working directory.
public enum Fixture {
  /// The package root.
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
