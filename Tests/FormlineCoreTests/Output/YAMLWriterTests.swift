import OrderedCollections
import Testing

@testable import FormlineCore

struct YAMLWriterTests {
  @Test func writesTheSampleResultInBlockStyle() throws {
    let expected = """
      name: Ada Lovelace
      age: 36
      ratio: 0.5
      score: 3.0
      active: true
      nick: null
      answer: 'yes'
      zip: '0123'
      motto: ' spaced: # out '
      bio: |
        line one
        line two
      city: Zürich 🚀
      userURL: https://example.com/a?b=c&d=e
      address:
        street: 1 Main St
        city: Paris
        country: null
      contacts:
      - name: Bob
        email: bob@example.com
      - name: O'Hara
        email: null
      tags:
      - a
      - b c
      empty: []

      """
    #expect(try YAMLWriter.render(SampleResult.value) == expected)
  }

  @Test func theSampleResultReadsBackTheSame() throws {
    let text = try YAMLWriter.render(SampleResult.value)
    let parsed = try YamsOracle.load(text)
    #expect(parsed == ParsedValue.sortedKeys(SampleResult.value))
  }

  static let trickyStrings: [String] = [
    "yes", "no", "on", "off", "y", "n", "Yes", "NO", "true", "False", "null", "Null", "~", "",
    "0123", "1e3", "1_000", "0x1F", "0o17", "0b101", "12:30", "1:30:00", ".5", "-1", "+1",
    "3.14", ".inf", "-.inf", ".nan", "2026-11-22", "2026-11-22T10:00:00Z", "<<", "=",
    " leading", "trailing ", " both ", "key: value", "a #comment", "#hash", "- dash", "-",
    "? question", ": colon", "ends with colon:", "[flow]", "{map}", "*alias", "&anchor",
    "!tag", "|pipe", ">fold", "'single'", "\"double\"", "%percent", "@at", "`tick`",
    "---", "...", "it's", "say \"hi\"", "back\\slash", "tab\there", "multi\nline",
    "trailing newline\n", "two trailing\n\n", "\nleading newline", "  indented\nblock",
    "line with trailing space \nnext", "crlf\r\nline", "bell\u{07}", "esc\u{1B}[0m",
    "nel\u{85}", "ls\u{2028}ps\u{2029}", "bom\u{FEFF}", "Zürich", "日本語", "emoji 🚀👍🏽",
    "a, b, c", "   ", "\n", "\n\n", "x\n \ny",
  ]

  @Test(arguments: trickyStrings)
  func trickyStringsReadBackAsTheSameString(text: String) throws {
    let value = AnswerValue.object(["key": .string(text), "list": .array([.string(text)])])
    let yaml = try YAMLWriter.render(value)
    let parsed = try YamsOracle.load(yaml)
    #expect(parsed == ParsedValue.sortedKeys(value), "YAML was:\n\(yaml)")
  }

  @Test(arguments: trickyStrings)
  func trickyKeysReadBackAsTheSameKey(text: String) throws {
    let value = AnswerValue.object([MemberName(text): .integer(1)])
    let yaml = try YAMLWriter.render(value)
    #expect(try YamsOracle.load(yaml) == value, "YAML was:\n\(yaml)")
  }

  @Test(arguments: [
    ("yes", "v: 'yes'\n"), ("0123", "v: '0123'\n"), ("it's", "v: it's\n"),
    (" x", "v: ' x'\n"), ("a: b", "v: 'a: b'\n"), ("tab\tx", "v: 'tab\tx'\n"),
    ("esc\u{1B}", "v: \"esc\\e\"\n"), ("a\nb", "v: |-\n  a\n  b\n"),
    ("a\n\n", "v: |+\n  a\n\n"), (" a\nb\n", "v: |2\n   a\n  b\n"),
    ("plain words", "v: plain words\n"),
  ])
  func choosesTheStyle(text: String, expected: String) throws {
    #expect(try YAMLWriter.render(.object(["v": .string(text)])) == expected)
  }

  @Test func writesNestedCollections() throws {
    let value = AnswerValue.object([
      "matrix": .array([.array([.integer(1), .integer(2)]), .array([])]),
      "items": .array([.object(["a": .object(["b": .string("c")]), "d": .array([.null])])]),
      "empty": .object([:]),
    ])
    let expected = """
      matrix:
      - - 1
        - 2
      - []
      items:
      - a:
          b: c
        d:
        - null
      empty: {}

      """
    let yaml = try YAMLWriter.render(value)
    #expect(yaml == expected)
    #expect(try YamsOracle.load(yaml) == ParsedValue.sortedKeys(value))
  }

  @Test(arguments: [
    (AnswerValue.null, "null\n"), (.integer(-7), "-7\n"), (.number(1e-7), "1e-07\n"),
    (.number(2), "2.0\n"), (.array([]), "[]\n"), (.object([:]), "{}\n"),
    (.string("yes"), "'yes'\n"),
    (.string("a\nb"), "|-\n  a\n  b\n"), (.string(" a\nb"), "|2-\n   a\n  b\n"),
  ])
  func writesValuesAtTheRoot(value: AnswerValue, expected: String) throws {
    let yaml = try YAMLWriter.render(value)
    #expect(yaml == expected)
    #expect(try YamsOracle.load(yaml) == value)
  }

  @Test func floatsKeepTheirValue() throws {
    for number in [0.1, -2.5e-300, 1.7976931348623157e308, 123_456_789.123, 3] {
      let yaml = try YAMLWriter.render(.object(["x": .number(number)]))
      #expect(try YamsOracle.load(yaml) == .object(["x": .number(number)]))
    }
  }
}
