import OrderedCollections
import Testing

@testable import FormlineCore

@Suite struct JSONParserTests {
  private func parse(_ text: String, options: JSONParseOptions = .strict) throws -> JSONNode {
    try JSONParser.parse(text, file: "t.json", options: options)
  }

  private func problem(_ text: String, options: JSONParseOptions = .strict) -> Diagnostic? {
    do {
      _ = try JSONParser.parse(text, file: "t.json", options: options)
      return nil
    } catch {
      return error
    }
  }

  @Test func surrogatePairEscapesAreJoined() throws {
    let node = try parse(#"["\ud83d\ude00", "\u00e9\u4e2d", "\ud840\udc00"]"#)
    #expect(node.answerValue == .array([.string("😀"), .string("é中"), .string("\u{20000}")]))
  }

  @Test(arguments: [
    "\u{7F}", "\u{85}", "\u{9F}", "\u{FFFE}", "\u{FFFF}", "\u{10FFFF}", "\u{2028}", "\u{FEFF}",
  ])
  func everyCodePointJSONAllowsIsRead(raw: String) throws {
    let node = try parse("{\"k\(raw)\": \"a\(raw)b\"}")
    #expect(node.answerValue == .object([MemberName("k\(raw)"): .string("a\(raw)b")]))
  }

  @Test func escapesOfEveryKind() throws {
    let node = try parse(#""\"\\\/\b\f\n\r\t\u0000\u001f""#)
    #expect(node.answerValue == .string("\"\\/\u{08}\u{0C}\n\r\t\u{00}\u{1F}"))
  }

  /// A long string with escapes at both ends is read whole; appending it scalar by scalar
  /// after the first escape took minutes.
  @Test func aLongStringWithEscapesIsRead() throws {
    let middle = String(repeating: "aé| lower", count: 200_000)
    let node = try parse("[\"\\\"" + middle + "\\n\\u00e9\"]")
    #expect(node.answerValue == .array([.string("\"" + middle + "\né")]))
  }

  @Test func keysOfAnyLength() throws {
    let key = String(repeating: "k", count: 5000)
    #expect(try parse("{\"\(key)\": 1}").answerValue == .object([MemberName(key): .integer(1)]))
  }

  @Test(arguments: [
    "1.0", "1e400", "-0", "123456789012345678901234567890", "1E+2", "0.10", "-1.5e-7",
  ])
  func numbersKeepTheirSpelling(text: String) throws {
    let value = try parse("[\(text)]").answerValue
    #expect(value == .array([.numberLiteral(try #require(NumberLiteral(text)))]))
    #expect(JSONWriter.render(value, pretty: false) == "[\(text)]\n")
  }

  @Test func ordinaryNumbersStayIntegersAndDoubles() throws {
    #expect(
      try parse("[12, -3, 0.5, 1.25]").answerValue
        == .array([.integer(12), .integer(-3), .number(0.5), .number(1.25)]))
  }

  @Test func duplicateKeyIsReportedAtTheRepeat() throws {
    let error = try #require(problem("{\n  \"a\": 1,\n  \"a\": 2\n}"))
    #expect(error.message == "duplicate key 'a'")
    #expect(error.location == SourceLocation(file: "t.json", line: 3, column: 3))
    #expect(error.notes == ["first given at 2:3"])
  }

  /// Repeated keys are looked for once an object is read; the problem told is still the
  /// first one in the text, in a small object and in one past the keys compared in turn.
  @Test(arguments: [3, 40])
  func theFirstProblemInTheTextIsTold(members: Int) throws {
    let before = (0..<members).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    // The key repeated, then a later problem in the same object.
    var error = try #require(problem("{\(before), \"k1\": 9, \"x\" 1}"))
    #expect(error.message == "duplicate key 'k1'")
    #expect(error.notes == ["first given at 1:11"])
    // The repeated key's own value broken.
    error = try #require(problem("{\(before), \"k0\": [1, }"))
    #expect(error.message == "duplicate key 'k0'")
    #expect(error.notes == ["first given at 1:2"])
    // A later problem in a member's value, nested deeper.
    error = try #require(problem("{\(before), \"k2\": 1, \"y\": {\"z\": tru}}"))
    #expect(error.message == "duplicate key 'k2'")
    // A problem before the repeat is the one told.
    error = try #require(problem("{\(before), \"x\" 1, \"k1\": 9}"))
    #expect(error.message.contains("expected ':' after the key"))
    // A repeat inside an earlier member's value comes first in the text.
    error = try #require(problem("{\"o\": {\"a\": 1, \"a\": 2}, \(before), \"k0\": 1}"))
    #expect(error.message == "duplicate key 'a'")
    #expect(error.location == SourceLocation(file: "t.json", line: 1, column: 16))
    // An outer repeat before an inner one.
    error = try #require(problem("{\(before), \"k0\": {\"b\": 1, \"b\": 2}}"))
    #expect(error.message == "duplicate key 'k0'")
    // Every key different: read.
    let node = try parse("{\(before)}")
    #expect(node.answerValue.objectValue?.count == members)
  }

  /// A key repeated far into a large object is found, at its repeat.
  @Test func aRepeatInALargeObjectIsFoundAtItsPlace() throws {
    let lines = (0..<5_000).map { "  \"key\($0)\": \($0)" } + ["  \"key4321\": 0"]
    let error = try #require(problem("{\n" + lines.joined(separator: ",\n") + "\n}"))
    #expect(error.message == "duplicate key 'key4321'")
    #expect(error.location == SourceLocation(file: "t.json", line: 5_002, column: 3))
    #expect(error.notes == ["first given at 4323:3"])
  }

  /// JSON tells `"é"` (U+00E9) and `"é"` (U+0065 U+0301) apart: both are kept, each with
  /// its own value, in the order written, by both readers.
  @Test func namesDifferingInNormalizationAreTwoMembers() throws {
    let text = #"{"\u00e9": 1, "e\u0301": 2, "x": {"e\u0301": true, "\u00e9": false}}"#
    let expected = AnswerValue.object([
      "\u{e9}": .integer(1), "e\u{301}": .integer(2),
      "x": .object(["e\u{301}": .bool(true), "\u{e9}": .bool(false)]),
    ])
    let value = try parse(text).answerValue
    #expect(value == expected)
    guard case .object(let members) = value else { return }
    #expect(
      members.keys.map { Array($0.text.unicodeScalars) } == [["\u{e9}"], ["e", "\u{301}"], ["x"]])
    #expect(members["e\u{301}"] == .integer(2))
    #expect(members["\u{e9}"] == .integer(1))
    #expect(JSONParser.asciiValue(of: Array(text.utf8), options: .strict) == expected)
  }

  /// The same code points twice are still one key repeated.
  @Test func aNameRepeatedInTheSameNormalizationIsADuplicate() throws {
    let error = try #require(problem(#"{"e\u0301": 1, "e\u0301": 2}"#))
    #expect(error.message == "duplicate key 'e\u{301}'")
    #expect(error.notes == ["first given at 1:2"])
  }

  @Test func trailingCommasAreRefusedUnlessAsked() throws {
    let error = try #require(problem("{\"a\": [1, 2,], \"b\": 1}"))
    #expect(error.message == "syntax error: trailing comma before ']'")
    #expect(error.location == SourceLocation(file: "t.json", line: 1, column: 12))
    #expect(
      try parse("{\"a\": [1, 2,], \"b\": 1,}", options: .jsonc).answerValue
        == .object(["a": .array([.integer(1), .integer(2)]), "b": .integer(1)]))
  }

  @Test func commentsOnlyWithTheJSONCOption() throws {
    let text = "// settings\n{\n  /* the name */ \"a\": 1 // one\n}\n"
    #expect(problem(text)?.message == "syntax error: unexpected '/': expected a value")
    #expect(try parse(text, options: .jsonc).answerValue == .object(["a": .integer(1)]))
    #expect(
      problem("{/* open", options: .jsonc)?.message
        == "syntax error: comment not closed: expected '*/'")
  }

  @Test(arguments: [
    ("{\"a\" 1}", "syntax error: unexpected '1': expected ':' after the key", 1, 6),
    ("[1 2]", "syntax error: unexpected '2' after an array element: expected ',' or ']'", 1, 4),
    ("[01]", "syntax error: a number cannot start with 0 followed by digits", 1, 2),
    ("[1.]", "syntax error: a number needs digits after '.'", 1, 2),
    ("\"a\u{09}b\"", "syntax error: character U+0009 must be escaped in a string (\\u0009)", 1, 3),
    (
      "[\"\\ud83d\"]", "syntax error: \\ud83d is half of a surrogate pair without its other half",
      1, 3
    ),
    ("[\"\\x\"]", "syntax error: unknown escape '\\x' in a string", 1, 3),
    ("{'a': 1}", "syntax error: unexpected ''': expected a key in double quotes", 1, 2),
    ("[tru]", "syntax error: unexpected 't': expected a value", 1, 2),
    ("[1]\n[2]", "syntax error: unexpected '[' after the document's value", 2, 1),
    ("  ", "syntax error: empty document: expected a JSON value", 1, 3),
    ("[\"é\", x]", "syntax error: unexpected 'x': expected a value", 1, 7),
  ])
  func syntaxErrorsSayWhatAndWhere(text: String, message: String, line: Int, column: Int) throws {
    let error = try #require(problem(text))
    #expect(error.message == message)
    #expect(error.location == SourceLocation(file: "t.json", line: line, column: column))
  }

  @Test func positionsAndRangesOfMembers() throws {
    let text = "{\r\n  \"naïve\": [true, null],\n  \"b\": \"x\"\n}"
    let node = try parse(text)
    guard case .object(let members) = node.content else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.keyLocation.line) == [2, 3])
    #expect(members[0].value.location == SourceLocation(file: "t.json", line: 2, column: 12))
    let bytes = Array(text.utf8)
    #expect(String(decoding: bytes[members[0].value.range], as: UTF8.self) == "[true, null]")
    #expect(String(decoding: bytes[members[1].keyRange], as: UTF8.self) == "\"b\"")
  }

  @Test func depthIsLimited() {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(problem(deep)?.message == "syntax error: document nested deeper than 512 levels")
  }
}
