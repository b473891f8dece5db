package import Foundation

/// Golden files: output compared with a committed file, re-recorded with
/// `RECORD_SNAPSHOTS=1`.
///
/// A recording run must fail (the caller records an issue when ``golden(_:at:)`` returns
/// nil), so it is never mistaken for a pass.
package enum Snapshot {
  /// Whether this run records instead of comparing.
  package static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  }

  /// The committed text to compare `text` with; when recording, `text` is written there
  /// and nil returned.
  ///
  /// - Parameters:
  ///   - text: The output as produced now.
  ///   - file: The golden file.
  /// - Returns: The golden file's text, or nil after recording.
  /// - Throws: When the golden file cannot be read or written.
  package static func golden(_ text: String, at file: URL) throws -> String? {
    guard isRecording else { return try String(contentsOf: file, encoding: .utf8) }
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return nil
  }
}
