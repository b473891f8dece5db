import OrderedCollections
import TOMLKit
import Testing

@testable import FormlineCore

struct TOMLWriterTests {
  @Test func writesTheSampleResultWithTablesAfterValues() throws {
    let expected = #"""
      name = "Ada Lovelace"
      age = 36
      ratio = 0.5
      score = 3.0
      active = true
      answer = "yes"
      zip = "0123"
      motto = " spaced: # out "
      bio = """
      line one
      line two
      """
      city = "Zürich 🚀"
      userURL = "https://example.com/a?b=c&d=e"
      tags = ["a", "b c"]
      empty = []

      [address]
      street = "1 Main St"
      city = "Paris"

      [[contacts]]
      name = "Bob"
      email = "bob@example.com"

      [[contacts]]
      name = "O'Hara"

      """#
    #expect(try TOMLWriter.render(SampleResult.value) == expected)
  }

  @Test func theSampleResultReadsBackWithoutItsNulls() throws {
    let text = try TOMLWriter.render(SampleResult.value)
    let parsed = ParsedValue.fromTOML(try TOMLTable(string: text))
    #expect(parsed == ParsedValue.sortedKeys(SampleResult.value, droppingNulls: true))
  }

  @Test func nestsTablesInsideArraysOfTables() throws {
    let value = AnswerValue.object([
      "servers": .array([
        .object([
          "host": .string("a"), "tls": .object(["cert": .string("/x.pem")]),
          "ports": .array([.integer(80), .integer(443)]),
        ])
      ]),
      "owner": .object(["name": .string("Ada"), "dates": .object(["born": .string("1815")])]),
    ])
    let expected = """
      [[servers]]
      host = "a"
      ports = [80, 443]

      [servers.tls]
      cert = "/x.pem"

      [owner]
      name = "Ada"

      [owner.dates]
      born = "1815"

      """
    let text = try TOMLWriter.render(value)
    #expect(text == expected)
    #expect(ParsedValue.fromTOML(try TOMLTable(string: text)) == ParsedValue.sortedKeys(value))
  }

  @Test func writesMixedArraysInline() throws {
    let value = AnswerValue.object([
      "mixed": .array([.integer(1), .object(["a": .string("x"), "b": .null]), .array([])])
    ])
    let text = try TOMLWriter.render(value)
    #expect(text == "mixed = [1, { a = \"x\" }, []]\n")
  }

  @Test func quotesKeysThatAreNotBare() throws {
    let value = AnswerValue.object([
      "a.b": .integer(1), "with space": .integer(2), "ünï": .integer(3), "ok_key-1": .integer(4),
    ])
    let text = try TOMLWriter.render(value)
    #expect(text == "\"a.b\" = 1\n\"with space\" = 2\n\"ünï\" = 3\nok_key-1 = 4\n")
    #expect(ParsedValue.fromTOML(try TOMLTable(string: text)) == ParsedValue.sortedKeys(value))
  }

  @Test(arguments: YAMLWriterTests.trickyStrings + ["\"\"\"", "a\"\"\"b\n", "ends\"\n"])
  func trickyStringsReadBackAsTheSameString(text: String) throws {
    let value = AnswerValue.object(["key": .string(text)])
    let toml = try TOMLWriter.render(value)
    let parsed = ParsedValue.fromTOML(try TOMLTable(string: toml))
    #expect(parsed == value, "TOML was:\n\(toml)")
  }

  @Test func aNullInsideAnArrayIsAnErrorNamingItsPath() throws {
    let value = AnswerValue.object([
      "contacts": .array([.object(["tags": .array([.string("a"), .null])])])
    ])
    let error = try #require(throws: OutputError.self) { try TOMLWriter.render(value) }
    #expect(error.path?.description == "contacts[0].tags[1]")
    #expect(error.message.contains("TOML has no null"))
  }

  @Test(arguments: [AnswerValue.array([]), .string("x"), .null])
  func theRootMustBeAnObject(value: AnswerValue) throws {
    let error = try #require(throws: OutputError.self) { try TOMLWriter.render(value) }
    #expect(error.message.hasPrefix("a TOML document must be a table"))
  }

  @Test func floatsKeepTheirValueAndType() throws {
    for number in [0.1, -2.5e-300, 1e20, 3, -0.0, .infinity, -.infinity] {
      let text = try TOMLWriter.render(.object(["x": .number(number)]))
      #expect(ParsedValue.fromTOML(try TOMLTable(string: text)) == .object(["x": .number(number)]))
    }
  }
}
