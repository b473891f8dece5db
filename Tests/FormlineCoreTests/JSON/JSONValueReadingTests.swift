import FormlineTestSupport
import OrderedCollections
import Testing

@testable import FormlineCore

/// A batch reads JSON documents of ASCII straight to values and reads a document again
/// with positions only when it has problems: both readings must accept the same documents
/// and give the same values.
@Suite struct JSONValueReadingTests {
  private func both(_ text: String, options: JSONParseOptions = .strict) -> (
    quick: AnswerValue?, full: AnswerValue?
  ) {
    let quick = JSONParser.asciiValue(of: Array(text.utf8), options: options)
    let full = try? JSONParser.parse(text, file: "t.json", options: options).answerValue
    return (quick, full)
  }

  @Test(arguments: [
    "0", "-0", "1", "-1", "1.0", "1e400", "-1.5E-3", "123456789012345678",
    "999999999999999999", "9223372036854775807", "9223372036854775808",
    "123456789012345678901234567890", "-123456789012345678", "0.1", "1E2", "2e+5",
    "true", "false", "null", #""text""#, #""esc\"aped\\\/\b\f\n\r\t\u0041\u00e9""#,
    #""\ud83d\ude00""#, "[]", "{}", "[1, [2, [3]], {\"a\": {}}]", " \n\t\r{\"a\" : 1 } ",
    #"{"b": 1, "a": 2, "c": [true, null]}"#,
  ])
  func validDocumentsReadAlike(text: String) {
    let read = both(text)
    #expect(read.full != nil)
    #expect(read.quick == read.full)
  }

  @Test(arguments: [
    "", "   ", "01", "-", "1.", ".5", "1e", "+1", "tru", "truex", "nul", "[1,]", "{\"a\": 1,}",
    "{\"a\" 1}", "{a: 1}", "{\"a\": 1, \"a\": 2}", "[1 2]", "\"open", "\"\\x\"", "\"\\ud83d\"",
    "\"\\ude00\"", "\"tab\there\"", "[1] [2]", "// c\n1", "{\"a\": [}", "]", "NaN", "Infinity",
  ])
  func invalidDocumentsAreRefusedAlike(text: String) {
    let read = both(text)
    #expect(read.full == nil)
    #expect(read.quick == nil)
  }

  /// The quick reading finds a repeated key by its bytes among an object's first keys,
  /// and through the dictionary past them or when a key has an escape.
  @Test func repeatedKeysAreFoundWhereverTheyAre() {
    func object(_ keys: [String]) -> String {
      "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
    }
    let many = (0..<40).map { "key\($0)" }
    let repeated = [
      #"{"a": 1, "\u0061": 2}"#, #"{"\u0061": 1, "a": 2}"#, object(["a", "b", "c", "b"]),
      object(many + ["key35"]), object(many + ["key3"]), object(["x"] + many + ["x"]),
      #"{"o": {"a": 1, "b": {"a": 2}, "a": 3}}"#,
    ]
    for text in repeated {
      let read = both(text)
      #expect(read.full == nil, "\(text)")
      #expect(read.quick == nil, "\(text)")
    }
    let distinct = [
      object(many), #"{"a": {"a": {"a": 1}}, "b": [{"a": 1}, {"a": 2}]}"#,
      #"{"ab": 1, "ba": 2, "a": 3, "b": 4, "": 5, "\u00e9": 6}"#, object(many.reversed()),
    ]
    for text in distinct {
      let read = both(text)
      #expect(read.full != nil, "\(text)")
      #expect(read.quick == read.full, "\(text)")
      #expect(read.quick?.objectValue?.keys.elements == read.full?.objectValue?.keys.elements)
    }
  }

  @Test func commentsAndTrailingCommasFollowTheOptions() {
    let text = "// head\n{\"a\": [1, 2,], /* mid */ \"b\": 2,}"
    #expect(both(text).quick == nil)
    let read = both(text, options: .jsonc)
    #expect(read.full != nil)
    #expect(read.quick == read.full)
  }

  @Test func nestingBeyondTheLimitIsRefusedAlike() {
    var options = JSONParseOptions.strict
    options.maximumDepth = 64
    let inside = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    let beyond = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
    #expect(both(inside, options: options).quick != nil)
    #expect(both(beyond, options: options).full == nil)
    #expect(both(beyond, options: options).quick == nil)
  }

  @Test func textBeyondASCIIIsLeftToTheFullReading() {
    #expect(JSONParser.asciiValue(of: Array("\"é\"".utf8), options: .strict) == nil)
    #expect(JSONParser.asciiValue(of: [0xEF, 0xBB, 0xBF, 0x31], options: .strict) == nil)
  }

  /// Random documents over JSON's own characters, most of them broken somewhere: both
  /// readings agree on each.
  @Test func randomDocumentsReadAlike() {
    let pieces = [
      "{", "}", "[", "]", ",", ":", " ", "\"a\"", "\"b\"", "\"\\u0041\"", "1", "-0", "2.5",
      "1e3", "true", "null", "\"x", "\\", "0", "9", ".", "e", "-",
    ]
    var generator = SplitMix(seed: 26)
    for _ in 0..<20_000 {
      var text = ""
      for _ in 0..<Int(generator.next() % 12 + 1) {
        text += pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      for options in [JSONParseOptions.strict, .jsonc] {
        let read = both(text, options: options)
        #expect(read.quick == read.full, "\(text)")
      }
    }
  }
}
