import Testing

@testable import FormlineCore

/// Numeric date order taken from the locale (formline(5) DATES).
struct DateOrderLocaleTests {
  @Test(arguments: [
    ("en_US.UTF-8", DateOrder.mdy), ("en_GB.UTF-8", .dmy), ("fr_FR.UTF-8", .dmy),
    ("de_DE@euro", .dmy), ("ja_JP.UTF-8", .ymd), ("zh_CN", .ymd), ("hu_HU.UTF-8", .ymd),
    ("en_PH", .mdy), ("C", .mdy), ("C.UTF-8", .mdy), ("POSIX", .mdy), ("en", .mdy),
    ("fr", .dmy), ("ja", .ymd), ("", .mdy), ("es_US.UTF-8", .mdy), ("sv_SE.UTF-8", .dmy),
  ])
  func readsTheLocaleName(name: String, order: DateOrder) {
    #expect(DateOrder.forLocale(name) == order)
  }

  @Test func lcAllWinsOverLcTimeOverLang() {
    #expect(DateOrder.fromEnvironment(["LANG": "en_US.UTF-8", "LC_TIME": "en_GB.UTF-8"]) == .dmy)
    #expect(
      DateOrder.fromEnvironment(["LC_ALL": "ja_JP", "LC_TIME": "en_GB", "LANG": "en_US"]) == .ymd)
    #expect(DateOrder.fromEnvironment(["LC_ALL": "", "LANG": "fr_FR"]) == .dmy)
    #expect(DateOrder.fromEnvironment([:]) == .mdy)
  }
}
