import Testing

@testable import FormlineZones

/// Each fixture zone read by FormlineZones gives what Python's `zoneinfo` gives for the
/// same bytes: offsets, abbreviations and daylight flags from 1900 to 2100 around every
/// change, and the instants of wall-clock readings in gaps and overlaps.
struct ZoneRulesExpectationTests {
  @Test func allZonesLoaded() {
    #expect(ZoneFixtures.expectations.count == 8)
    #expect(ZoneFixtures.expectations.allSatisfy { $0.offsets.count > 300 && !$0.local.isEmpty })
  }

  @Test(arguments: ZoneFixtures.zoneNames)
  func offsetsMatchPython(_ name: String) throws {
    let (rules, expected) = try Self.zone(name)
    var mismatches: [String] = []
    for row in expected.offsets {
      let offset = rules.offset(at: row.instant)
      if offset
        != ZoneOffset(
          seconds: row.seconds, abbreviation: row.abbreviation, isDaylight: row.isDaylight)
      {
        mismatches.append("\(row.instant): \(offset), expected \(row.seconds) \(row.abbreviation)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test(arguments: ZoneFixtures.zoneNames)
  func localInstantsMatchPython(_ name: String) throws {
    let (rules, expected) = try Self.zone(name)
    var mismatches: [String] = []
    for row in expected.local where rules.instants(forLocal: row.wall).candidates != row.candidates
    {
      mismatches.append("\(row.wall): \(rules.instants(forLocal: row.wall).candidates)")
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// Every change Python saw between 1900 and 2100 is one `transitions` lists.
  @Test(arguments: ZoneFixtures.zoneNames)
  func transitionsIncludeEveryChange(_ name: String) throws {
    let (rules, expected) = try Self.zone(name)
    let listed = Set(rules.transitions(from: -2_208_988_800, through: 4_133_980_799))
    let changes = zip(expected.offsets, expected.offsets.dropFirst()).filter { (before, after) in
      after.instant == before.instant + 1
        && (before.seconds, before.abbreviation, before.isDaylight)
          != (after.seconds, after.abbreviation, after.isDaylight)
    }
    #expect(changes.count == expected.changes)
    #expect(changes.allSatisfy { listed.contains($0.1.instant) })
  }

  private static func zone(_ name: String) throws -> (ZoneRules, ZoneExpectation) {
    let expected = try #require(ZoneFixtures.expectations.first { $0.name == name })
    let rules = try ZoneRules(tzif: ZoneFixtures.bytes(expected.file), identifier: name)
    return (rules, expected)
  }
}
