import FoundationEssentials
import Glibc

/// The property names of a schema object (`properties`, and the names
/// `additionalProperties` passes over), each with its subschema, looked up by code points.
///
/// Every member of every object evaluated is looked up here, often twice: a few names are
/// scanned by length and first and last byte, then compared with `memcmp`, because hashing
/// a `String` (and checking the code points of the name a hash found) was a tenth of judging
/// a small config. Many names are looked up through a dictionary.
///
/// A class: `properties` is bound for every object evaluated, and a copy of a reference is
/// one count where a copy of the six arrays was six.
final class PropertyNames: Sendable {
  /// The names in order, their subschemas, and each name's UTF-8 bytes end to end.
  private let names: [String]
  private let schemas: [Int]
  private let bytes: [UInt8]
  /// Where each name's bytes start in `bytes`; one more entry, the end.
  private let starts: [Int]
  /// Each name's length and its first and last byte in one word, compared first.
  private let summaries: [UInt64]
  /// Name → position, for a list too long to scan.
  private let positions: [MemberName: Int]?

  /// Up to this many names are scanned rather than hashed.
  static let scanLimit = 32

  /// - Parameter entries: Names (distinct) and their subschemas, in the schema's order.
  init(_ entries: [(name: String, schema: Int)]) {
    names = entries.map(\.name)
    schemas = entries.map(\.schema)
    var bytes: [UInt8] = []
    var starts: [Int] = []
    var summaries: [UInt64] = []
    for name in names {
      starts.append(bytes.count)
      bytes.append(contentsOf: name.utf8)
      summaries.append(PropertyNames.summary(Array(name.utf8)))
    }
    starts.append(bytes.count)
    self.bytes = bytes
    self.starts = starts
    self.summaries = summaries
    positions =
      names.count > PropertyNames.scanLimit
      ? Dictionary(
        names.enumerated().map { (MemberName($1), $0) }, uniquingKeysWith: { first, _ in first })
      : nil
  }

  var isEmpty: Bool { names.isEmpty }

  /// The names, in the schema's order.
  var allNames: [String] { names }

  /// The subschema of the property named exactly `name` (the same code points).
  func schema(for name: String) -> Int? {
    position(of: name).map { schemas[$0] }
  }

  /// Whether a property is named exactly `name`.
  func contains(_ name: String) -> Bool {
    position(of: name) != nil
  }

  private func position(of name: String) -> Int? {
    if let positions {
      return positions[MemberName(name)]
    }
    // In place, without a copy of the name (its storage counted up and down for each of
    // every object's members).
    if let found = name.utf8.withContiguousStorageIfAvailable({ position(ofBytes: $0) }) {
      return found
    }
    return Array(name.utf8).withUnsafeBufferPointer { position(ofBytes: $0) }
  }

  private func position(ofBytes key: UnsafeBufferPointer<UInt8>) -> Int? {
    let summary = PropertyNames.summary(key)
    for candidate in summaries.indices where summaries[candidate] == summary {
      let start = starts[candidate]
      let same = bytes.withUnsafeBufferPointer { all in
        guard let wanted = key.baseAddress, let stored = all.baseAddress else { return true }
        return memcmp(wanted, stored + start, key.count) == 0
      }
      if same { return candidate }
    }
    return nil
  }

  /// A name's length in bytes with its first and last byte: equal names have equal
  /// summaries.
  private static func summary<Bytes: BidirectionalCollection<UInt8>>(_ name: Bytes) -> UInt64 {
    guard let first = name.first, let last = name.last else { return 0 }
    return UInt64(name.count) << 16 | UInt64(first) << 8 | UInt64(last)
  }
}
