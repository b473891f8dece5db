import Testing

@testable import FormlineCore

/// `JSONParser.locate` finds the place and field path of a value by walking the bytes, as
/// `SchemaInstanceCheck.place` finds them in a tree parsed with positions.
@Suite struct JSONLocatingTests {
  static let documents: [(text: String, options: JSONParseOptions)] = [
    ("{\"a\": 1, \"b\": {\"c\": [10, {\"d\": \"x\"}, [1, 2]]}, \"e\": null}", .strict),
    (
      """
      {
        "name": "with \\"escaped\\" quotes, a \\\\ and a ] and }",
        "list": [
          {"key": "k1", "value": 1.5e3},
          {"key": "k/2", "value": [true, false, null]},
          {"key": "k~3", "value": {}}
        ],
        "empty": [],
        "last": {"deep": {"deeper": {"deepest": -0.5}}}
      }

      """, .strict
    ),
    ("[[], [[]], [1, [2, [3, {\"a\": [4]}]]]]", .strict),
    (
      """
      // a comment before the value
      {
        "a": /* inline */ [1, 2,],
        "b": {"c": 3,}, // trailing commas, as --jsonc allows
      }
      """, .jsonc
    ),
    ("\r\n{\r\n\"a\":\r\n  [0,\r\n 1]\r\n}", .strict),
    ("\"a string document\"", .strict),
    ("42", .strict),
  ]

  static let pointers = [
    "", "/a", "/b", "/b/c", "/b/c/0", "/b/c/1", "/b/c/1/d", "/b/c/2/1", "/b/c/3", "/e",
    "/name", "/list", "/list/0/value", "/list/1/value/2", "/list/2/value", "/list/1/key",
    "/list/5", "/list/x", "/empty", "/empty/0", "/last/deep/deeper/deepest", "/last/nope/x",
    "/0", "/1/0", "/2/1/1/1/a/0", "/2/1/1/1/a/1", "/a/1", "/b/c/0", "/missing", "/-1",
    "/list/01",
  ]

  @Test(arguments: documents.indices)
  func placesAgreeWithTheParsedTree(_ index: Int) throws {
    let (text, options) = Self.documents[index]
    let bytes = Array(text.utf8)
    var depthOptions = options
    depthOptions.maximumDepth = DocumentParser.maximumDepth
    #expect(JSONParser.asciiValue(of: bytes, options: depthOptions) != nil)
    let tree = try #require(try DocumentParser.parse(text, file: "t.json", options: options))
    for pointer in Self.pointers {
      let expected = SchemaInstanceCheck.place(pointer, in: tree)
      let found = JSONParser.locate(
        JSONPointer.tokens(pointer), in: bytes, file: "t.json", options: depthOptions)
      #expect(found?.location == expected.0, "\(pointer) in document \(index)")
      #expect(found?.path == expected.1, "\(pointer) in document \(index)")
    }
  }

  @Test func aDocumentThatIsNotOneValueIsNotLocated() {
    // The walk skips the first member's value to look for the second, and finds no end.
    let bytes = Array("{\"a\": [1, 2, \"b\": 1".utf8)
    #expect(JSONParser.locate(["b"], in: bytes, file: "t.json", options: .strict) == nil)
  }
}
