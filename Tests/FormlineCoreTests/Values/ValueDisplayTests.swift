import Testing

@testable import FormlineCore

/// `valueTransformer`: how stored values are shown (display only).
struct ValueDisplayTests {
  static let cases: [(field: String, value: AnswerValue, shown: String)] = [
    ("{key: a}", .string("plain"), "plain"),
    ("{key: a}", .null, ""),
    ("{key: a, type: integer}", .integer(42), "42"),
    ("{key: a, type: boolean}", .bool(true), "yes"),
    ("{key: a, valueTransformer: uppercase}", .string("ada"), "ADA"),
    ("{key: a, valueTransformer: upper}", .string("Ada l"), "ADA L"),
    ("{key: a, valueTransformer: lowercase}", .string("ADA"), "ada"),
    ("{key: a, valueTransformer: lower}", .string("MiXeD"), "mixed"),
    ("{key: a, valueTransformer: capitalized}", .string("ada lovelace"), "Ada Lovelace"),
    ("{key: a, valueTransformer: capitalised}", .string("grace HOPPER"), "Grace Hopper"),
    ("{key: a, valueTransformer: uppercase}", .null, ""),
    ("{key: c, valueTransformer: countryName}", .string("fr"), "France"),
    ("{key: c, valueTransformer: countryName}", .string("DE"), "Germany"),
    ("{key: c, valueTransformer: countryName}", .string("jp"), "Japan"),
    ("{key: c, valueTransformer: countryName}", .string("no"), "Norway"),
    ("{key: c, valueTransformer: countryName}", .string("zz"), "zz"),
    ("{key: l, valueTransformer: languageName}", .string("de"), "German"),
    ("{key: l, valueTransformer: languageName}", .string("FR"), "French"),
    ("{key: l, valueTransformer: languageName}", .string("ja"), "Japanese"),
    ("{key: l, valueTransformer: languageName}", .string("qqq"), "qqq"),
    ("{key: n, type: integer, valueTransformer: {1: One, 2: Two}}", .integer(2), "Two"),
    ("{key: n, type: integer, valueTransformer: {1: One, 2: Two}}", .integer(3), "3"),
    (
      "{key: s, valueTransformer: {dev: Development, prod: Production}}", .string("prod"),
      "Production"
    ),
    ("{key: b, type: boolean, valueTransformer: {true: On, false: Off}}", .bool(false), "Off"),
    (
      "{key: d, type: date, valueTransformer: EEE d MMM yyyy}", .string("2026-11-27"),
      "Fri 27 Nov 2026"
    ),
    ("{key: d, type: date, valueTransformer: dd/MM/yyyy}", .string("2026-01-05"), "05/01/2026"),
    ("{key: d, type: date, valueTransformer: dd/MM/yyyy}", .string("soon"), "soon"),
    ("{key: t, type: time, valueTransformer: 'h:mm a'}", .string("14:30"), "2:30 PM"),
    (
      "{key: t, type: datetime, valueTransformer: 'yyyy-MM-dd HH:mm'}",
      .string("2026-11-27T17:00:00+01:00"), "2026-11-27 17:00"
    ),
    (
      "{key: t, type: datetime, valueTransformer: 'd MMM HH:mm'}", .string("2026-11-27T09:15:00Z"),
      "27 Nov 09:15"
    ),
    (
      "{key: s, options: [{value: s, title: Small}, {value: l, title: Large}]}", .string("l"),
      "Large"
    ),
    (
      "{key: s, options: [{value: s, title: Small}], valueTransformer: uppercase}", .string("s"),
      "SMALL"
    ),
    (
      "{key: t, type: multipleSelector, options: [fr, de], valueTransformer: countryName}",
      .array([.string("fr"), .string("de")]), "France, Germany"
    ),
  ]

  @Test(arguments: cases)
  func shows(field yaml: String, value: AnswerValue, shown: String) throws {
    let field = try TestForms.field(yaml)
    #expect(ValueDisplay.text(for: value, field: field) == shown)
  }

  @Test func reviewUsesTheTransformer() throws {
    var driver = try FillScript(
      "- {key: country, valueTransformer: countryName}\n- {key: code, valueTransformer: upper}")
    driver.fill(["fr", "abc"])
    #expect(driver.session.reviewItems().map(\.text) == ["France", "ABC"])
    #expect(driver.json == #"{"country":"fr","code":"abc"}"#)
  }

  @Test func optionsWithoutTitlesAreListedTransformed() throws {
    let field = try TestForms.field(
      "{key: c, options: [us, gb, {value: fr, title: Frankreich}], valueTransformer: countryName}")
    #expect(
      field.choices.options.map(\.title) == ["United States", "United Kingdom", "Frankreich"])
    let reader = TestForms.reader()
    #expect(reader.read("united k", for: field) == .value(.string("gb"), echo: "United Kingdom"))
    #expect(reader.read("gb", for: field) == .value(.string("gb"), echo: "United Kingdom"))
  }

  @Test func namesEchoTheirCapitalisation() throws {
    let field = try TestForms.field("{key: who, type: name}")
    #expect(
      TestForms.reader().read("ada lovelace", for: field)
        == .value(.string("Ada Lovelace"), echo: "Ada Lovelace"))
    #expect(TestForms.reader().read("Ada", for: field) == .value(.string("Ada"), echo: nil))
  }
}
