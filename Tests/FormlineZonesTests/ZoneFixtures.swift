import FoundationEssentials

/// The zone files in `Fixtures/` and what Python's `zoneinfo` said about them
/// (`Scripts/zone-expectations.py` wrote `expectations.json`).
enum ZoneFixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The bytes of a fixture, by its path under `Fixtures/` (`zoneinfo/Europe/Paris`).
  static func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: directory.appendingPathComponent(path)))
  }

  static let expectations: [ZoneExpectation] = {
    do {
      let data = try Data(contentsOf: directory.appendingPathComponent("expectations.json"))
      return try JSONDecoder().decode(ExpectationFile.self, from: data).zones
    } catch {
      // A test over no zones must not pass silently: `allZonesLoaded` checks the count.
      return []
    }
  }()

  /// The names of the zones with expectations, for parameterised tests.
  static let zoneNames = expectations.map(\.name)
}

struct ExpectationFile: Decodable {
  var zones: [ZoneExpectation]
}

/// One zone's expected readings.
struct ZoneExpectation: Decodable, Sendable {
  var name: String
  var file: String
  var changes: Int
  var offsets: [OffsetRow]
  var local: [LocalRow]
}

/// `[instant, seconds, abbreviation, isDaylight]`.
struct OffsetRow: Decodable, Sendable {
  var instant: Int64
  var seconds: Int
  var abbreviation: String
  var isDaylight: Bool

  init(from decoder: any Decoder) throws {
    var row = try decoder.unkeyedContainer()
    instant = try row.decode(Int64.self)
    seconds = try row.decode(Int.self)
    abbreviation = try row.decode(String.self)
    isDaylight = try row.decode(Bool.self)
  }
}

/// `[wallSeconds, [candidate instants]]`.
struct LocalRow: Decodable, Sendable {
  var wall: Int64
  var candidates: [Int64]

  init(from decoder: any Decoder) throws {
    var row = try decoder.unkeyedContainer()
    wall = try row.decode(Int64.self)
    candidates = try row.decode([Int64].self)
  }
}
