import FormlineTestSupport
import Testing

@testable import FormlineZones

/// Damaged and hostile TZif bytes end in an error naming the damage, never in a trap.
struct TZifDamageTests {
  @Test func wellFormedBuiltFileReads() throws {
    var file = TZifBuilder()
    file.transitions = [0, 100]
    file.transitionTypes = [1, 0]
    file.types = [(0, 0, 0), (3600, 1, 4)]
    file.abbreviations = Array("UTC\0UTC1\0".utf8)
    let zone = try ZoneRules(tzif: file.bytes, identifier: "built")
    #expect(
      zone.offset(at: 50) == ZoneOffset(seconds: 3600, abbreviation: "UTC1", isDaylight: true))
    #expect(zone.offset(at: 100) == .utc)
  }

  /// Every strict prefix of a real file, down to nothing, is refused.
  @Test func everyTruncationIsAnError() throws {
    let paris = try ZoneFixtures.bytes("zoneinfo/Europe/Paris")
    for length in 0..<paris.count {
      #expect(throws: ZoneDataError.self) {
        try ZoneRules(tzif: Array(paris.prefix(length)), identifier: "cut")
      }
    }
  }

  static let damaged: [(String, TZifBuilder, ZoneDataError)] = [
    ("no abbreviation bytes", modified { $0.abbreviations = [] }, .invalidCounts),
    ("no types", modified { $0.types = [] }, .invalidCounts),
    ("4 billion transitions", modified { $0.counts[3] = .max }, .truncated),
    ("4 billion types", modified { $0.counts[4] = .max }, .invalidCounts),
    ("257 types", modified { $0.counts[4] = 257 }, .invalidCounts),
    ("4 billion leap seconds", modified { $0.counts[2] = .max }, .truncated),
    ("indicators not one per type", modified { $0.counts[0] = 2 }, .invalidCounts),
    ("version 1", modified { $0.version = UInt8(ascii: "1") }, .unsupportedVersion(49)),
    ("type index out of range", transitions([0], types: [3]), .typeIndexOutOfRange),
    ("transitions out of order", transitions([10, 5], types: [0, 0]), .transitionsOutOfOrder),
    ("repeated transition", transitions([10, 10], types: [0, 0]), .transitionsOutOfOrder),
    ("daylight flag 2", modified { $0.types = [(0, 2, 0)] }, .invalidTimeType),
    ("offset -2^31", modified { $0.types = [(.min, 0, 0)] }, .invalidTimeType),
    ("abbreviation past the end", modified { $0.types = [(0, 0, 9)] }, .abbreviationOutOfRange),
    (
      "abbreviation never ends", modified { $0.abbreviations = Array("UTC".utf8) },
      .abbreviationOutOfRange
    ),
    ("no footer", modified { $0.footer = nil }, .missingFooter),
    (
      "footer not a rule", modified { $0.footer = "UTC" },
      .invalidFooter(PosixRuleError(expected: "an offset", offset: 3))
    ),
  ]

  @Test(arguments: damaged)
  func damageIsNamed(_ what: String, _ file: TZifBuilder, _ error: ZoneDataError) {
    #expect(throws: error, "\(what)") { try ZoneRules(tzif: file.bytes, identifier: what) }
  }

  @Test func wrongMagic() {
    var bytes = TZifBuilder().bytes
    bytes[3] = UInt8(ascii: "x")
    #expect(throws: ZoneDataError.notTZif) { try ZoneRules(tzif: bytes, identifier: "x") }
  }

  /// The most extreme values a file can hold still answer every query.
  @Test func extremeTimesAndOffsetsAnswer() throws {
    var file = Self.transitions([.min, -1, .max], types: [1, 0, 1])
    file.types = [(.max, 0, 0), (-Int32.max, 1, 0)]
    file.footer = "<+24>-24<-24>24,J1/-167,J365/167"
    let zone = try ZoneRules(tzif: file.bytes, identifier: "extreme")
    for instant: Int64 in [.min, -(1 << 41), -1, 0, 1 << 41, .max] {
      _ = zone.offset(at: instant)
      _ = zone.instants(forLocal: instant)
      _ = zone.transitions(from: instant, through: instant &+ 86_400 * 800)
    }
  }

  /// Seeded random damage to real files, as Scripts/zones-glibc-check.sh does at scale.
  @Test func randomDamageNeverTraps() throws {
    let originals = try ["zoneinfo/Europe/Paris", "zoneinfo/Australia/Lord_Howe"].map(
      ZoneFixtures.bytes)
    var generator = SplitMix(seed: 2025)
    for round in 0..<2000 {
      var bytes = originals[round % originals.count]
      for _ in 0...Int.random(in: 0..<8, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        bytes[index] = UInt8.random(in: 0...255, using: &generator)
      }
      if round % 3 == 0 { bytes.removeLast(Int.random(in: 0..<bytes.count, using: &generator)) }
      if let zone = try? ZoneRules(tzif: bytes, identifier: "damaged") {
        _ = zone.offset(at: 1_700_000_000)
        _ = zone.instants(forLocal: 1_700_000_000)
      }
    }
  }

  private static func modified(_ change: (inout TZifBuilder) -> Void) -> TZifBuilder {
    var file = TZifBuilder()
    change(&file)
    return file
  }

  private static func transitions(_ times: [Int64], types: [UInt8]) -> TZifBuilder {
    var file = TZifBuilder()
    file.transitions = times
    file.transitionTypes = types
    return file
  }
}
