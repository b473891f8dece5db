import Testing

@testable import FormlineZones

/// Which file or rule a `TZ` value stands for, read through a closure that records what
/// was asked for.
struct ZoneResolverTests {
  /// A file system holding Paris at its usual places, and `EST5EDT` as a file, as tzdata
  /// installs it.
  final class Files {
    var read: [String] = []
    let contents: [String: [UInt8]]

    init() throws {
      let paris = try ZoneFixtures.bytes("zoneinfo/Europe/Paris")
      let newYork = try ZoneFixtures.bytes("zoneinfo/America/New_York")
      contents = [
        "/etc/localtime": paris, "/usr/share/zoneinfo/Europe/Paris": paris,
        "/usr/share/zoneinfo/EST5EDT": newYork,
        "/usr/share/zoneinfo/Broken": Array("not a zone".utf8),
      ]
    }

    func reader(_ path: String) -> [UInt8]? {
      read.append(path)
      return contents[path]
    }
  }

  let resolver = ZoneResolver()

  @Test func unsetMeansTheSystemZone() throws {
    let files = try Files()
    let zone = resolver.resolve(tz: nil, systemZoneName: "Europe/Paris", read: files.reader)
    #expect(zone.source == .file(path: "/etc/localtime"))
    #expect(zone.rules.identifier == "Europe/Paris")
    #expect(zone.rules.offset(at: 1_719_792_000).abbreviation == "CEST")
    #expect(files.read == ["/etc/localtime"])
  }

  @Test func unreadableSystemZoneIsUTCFlagged() {
    let zone = resolver.resolve(tz: nil, read: { _ in nil })
    #expect(zone.source == .fallback(.unreadable(path: "/etc/localtime")))
    #expect(zone.isFallback)
    #expect(zone.rules.offset(at: 0) == .utc)
  }

  @Test(arguments: [":Europe/Paris", "Europe/Paris", "/usr/share/zoneinfo/Europe/Paris"])
  func namesReadTheZoneDirectory(_ tz: String) throws {
    let files = try Files()
    let zone = resolver.resolve(tz: tz, read: files.reader)
    #expect(zone.source == .file(path: "/usr/share/zoneinfo/Europe/Paris"))
    #expect(zone.rules.offset(at: 1_719_792_000).seconds == 7200)
    #expect(!zone.isFallback)
  }

  @Test func aRuleIsReadAsARule() throws {
    let files = try Files()
    let zone = resolver.resolve(tz: "EST5EDT,M3.2.0,M11.1.0", read: files.reader)
    #expect(zone.source == .rule)
    #expect(zone.rules.identifier == "EST5EDT,M3.2.0,M11.1.0")
    #expect(zone.rules.offset(at: 1_719_792_000).abbreviation == "EDT")
    #expect(files.read == ["/usr/share/zoneinfo/EST5EDT,M3.2.0,M11.1.0"])
  }

  @Test(arguments: ["<+0330>-3:30", ":<+0330>-3:30", "UTC0"])
  func quotedAndPlainRules(_ tz: String) throws {
    let zone = resolver.resolve(tz: tz, read: { _ in nil })
    #expect(zone.source == .rule)
    #expect(zone.rules.offset(at: 0).seconds == (tz.hasSuffix("UTC0") ? 0 : 12_600))
  }

  /// glibc reads a file of that name before reading the name as a rule.
  @Test func aFileWinsOverARuleOfTheSameName() throws {
    let zone = resolver.resolve(tz: "EST5EDT", read: try Files().reader)
    #expect(zone.source == .file(path: "/usr/share/zoneinfo/EST5EDT"))
  }

  @Test(arguments: [
    "../../etc/passwd", ":../etc/passwd", "/etc/passwd", "Europe/../../../etc/shadow",
    "/usr/share/zoneinfo/../../../etc/passwd", "/usr/share/zoneinfoX/Paris",
  ])
  func pathsLeavingTheZoneDirectoryAreNeverRead(_ tz: String) throws {
    let files = try Files()
    let zone = resolver.resolve(tz: tz, read: files.reader)
    #expect(files.read.isEmpty)
    #expect(zone.isFallback)
    #expect(zone.rules.offset(at: 0).seconds == 0)
  }

  /// An unknown name is UTC, abbreviated by the letters it starts with, as glibc shows it.
  @Test func unknownNameIsUTCUnderItsLeadingName() throws {
    let zone = resolver.resolve(tz: "Europe/Pariss", read: try Files().reader)
    #expect(zone.source == .fallback(.unreadable(path: "/usr/share/zoneinfo/Europe/Pariss")))
    #expect(
      zone.rules.offset(at: 0) == ZoneOffset(seconds: 0, abbreviation: "Europe", isDaylight: false))
  }

  @Test func notAZoneFileIsUTCFlagged() throws {
    let zone = resolver.resolve(tz: "Broken", read: try Files().reader)
    #expect(zone.source == .fallback(.invalidFile(path: "/usr/share/zoneinfo/Broken", .notTZif)))
  }

  @Test(arguments: ["", ":"])
  func emptyMeansUTC(_ tz: String) {
    let zone = resolver.resolve(tz: tz, read: { _ in nil })
    #expect(zone.source == .emptyValue)
    #expect(zone.rules == .utc)
    #expect(!zone.isFallback)
  }

  @Test func anotherZoneDirectory() throws {
    let resolver = ZoneResolver(zoneDirectory: "/opt/zones")
    var asked: [String] = []
    _ = resolver.resolve(
      tz: "Europe/Paris",
      read: {
        asked.append($0)
        return nil
      })
    #expect(asked == ["/opt/zones/Europe/Paris"])
  }
}
