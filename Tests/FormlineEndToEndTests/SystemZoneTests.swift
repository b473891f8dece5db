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
}
