import FormlineZones
import Testing

@testable import formline

/// The system zone's name is read from the `/etc/localtime` link's target, as the C library
/// and Foundation name it.
struct SystemZoneTests {
  @Test(arguments: [
    ("/usr/share/zoneinfo/Europe/Paris", "Europe/Paris"),
    ("../usr/share/zoneinfo/America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"),
    ("/usr/share/zoneinfo/posix/zoneinfo/Etc/UTC", "Etc/UTC"),
    ("/usr/share/zoneinfo/", nil),
    ("/etc/zone", nil),
    ("", nil),
  ])
  func namesTheLinkedZone(target: String, expected: String?) {
    #expect(SystemZone.zoneName(ofLink: Array(target.utf8)[...]) == expected)
  }

  /// Names that mean UTC are not reported when no file stands for them: UTC is what they
  /// mean.
  @Test func namesOfUTCAreNeverReported() {
    let unreadable = ResolvedZone.Source.fallback(.unreadable(path: "/nowhere"))
    for name in ["UTC", ":UTC", "GMT", "Etc/UTC", "Zulu"] {
      #expect(SystemZone.fallbackWarning(tz: name, source: unreadable) == nil, "\(name)")
    }
    #expect(SystemZone.fallbackWarning(tz: "Mars/Olympus", source: unreadable) != nil)
    #expect(SystemZone.fallbackWarning(tz: "Mars/Olympus", source: .rule) == nil)
  }
}
