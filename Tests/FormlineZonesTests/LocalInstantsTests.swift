import Testing

@testable import FormlineZones

/// Wall-clock readings that happen twice or never, in zone files and in rules.
/// (`ZoneRulesExpectationTests` compares many more with Python's `zoneinfo`.)
struct LocalInstantsTests {
  /// 02:30 on 31 March 2024 does not happen in Paris.
  ///
  /// The clocks go from 02:00 CET to 03:00 CEST at 01:00 UTC; a lenient reader gets 03:30
  /// CEST.
  @Test func springGapInParis() throws {
    let paris = try ZoneRules(tzif: ZoneFixtures.bytes("zoneinfo/Europe/Paris"), identifier: "P")
    let local = paris.instants(forLocal: 1_711_852_200)
    #expect(local.candidates.isEmpty)
    let skipped = try #require(local.skipped)
    #expect(skipped.transition == 1_711_846_800)
    #expect(skipped.before.abbreviation == "CET")
    #expect(skipped.after.abbreviation == "CEST")
    #expect(local.lenient == 1_711_848_600)
  }

  /// 02:30 on 27 October 2024 happens twice in Paris, in CEST then in CET.
  @Test func autumnOverlapInParis() throws {
    let paris = try ZoneRules(tzif: ZoneFixtures.bytes("zoneinfo/Europe/Paris"), identifier: "P")
    let local = paris.instants(forLocal: 1_729_996_200)
    #expect(local.candidates == [1_729_989_000, 1_729_992_600])
    #expect(local.skipped == nil)
    #expect(local.lenient == 1_729_989_000)
  }

  /// Samoa skipped 30 December 2011: from 23:59:59 −10 on the 29th to 00:00 +14 on the 31st.
  @Test func apiaSkippedADay() throws {
    let apia = try ZoneRules(tzif: ZoneFixtures.bytes("zoneinfo/Pacific/Apia"), identifier: "A")
    #expect(apia.offset(at: 1_325_239_199).seconds == -36_000)
    #expect(apia.offset(at: 1_325_239_200).seconds == 50_400)
    let noon = apia.instants(forLocal: 1_325_246_400)  // 2011-12-30 12:00
    #expect(noon.candidates.isEmpty)
    #expect(noon.skipped?.transition == 1_325_239_200)
  }

  /// Lord Howe Island moves its clocks by half an hour: 02:15 on 6 October 2024 is skipped.
  @Test func halfHourGapOnLordHowe() throws {
    let bytes = try ZoneFixtures.bytes("zoneinfo/Australia/Lord_Howe")
    let lordHowe = try ZoneRules(tzif: bytes, identifier: "L")
    let local = lordHowe.instants(forLocal: 1_728_180_900)  // 2024-10-06 02:15
    #expect(local.candidates.isEmpty)
    #expect(local.skipped?.before.seconds == 37_800)
    #expect(local.skipped?.after.seconds == 39_600)
  }

  /// Rules alone have gaps too, past any file's last transition.
  @Test func gapInARuleFarAhead() throws {
    let rule = try PosixTimeZone(rule: "EST5EDT,M3.2.0,M11.1.0")
    let zone = ZoneRules(rule: rule, identifier: "EST5EDT")
    // 2100-03-14 02:30, the second Sunday of March 2100.
    let local = zone.instants(forLocal: 4_108_674_600)
    #expect(local.candidates.isEmpty)
    #expect(local.skipped?.before.abbreviation == "EST")
    #expect(local.lenient == 4_108_692_600)  // 03:30 EDT
  }

  @Test func fixedZonesHaveOneInstantForEveryReading() {
    let zone = ZoneRules(
      fixed: ZoneOffset(seconds: 3600, abbreviation: "+01", isDaylight: false), identifier: "+01")
    for wall: Int64 in [.min, -1, 0, 1_700_000_000, .max] {
      let local = zone.instants(forLocal: wall)
      #expect(local.candidates.count == 1)
      #expect(local.lenient == local.candidates.first)
    }
  }
}
