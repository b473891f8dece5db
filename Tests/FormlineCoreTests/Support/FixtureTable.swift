import Foundation
import Testing

/// A tab-separated table kept in `Fixtures/`, such as expectations recorded once with
/// another tool; lines starting with `#` are comments.
enum FixtureTable {
  /// - Parameters:
  ///   - path: The file's path under `Fixtures/`.
  ///   - columns: How many columns every row must have.
  /// - Returns: The rows, each with exactly `columns` fields (empty ones kept).
  /// - Throws: When the file is missing or a row has another number of columns.
  static func rows(_ path: String, columns: Int) throws -> [[String]] {
    let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    return try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      try #require(fields.count == columns, "\(path): \(line)")
      return fields.map(String.init)
    }
  }
}
