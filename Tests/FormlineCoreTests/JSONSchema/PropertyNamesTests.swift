import OrderedCollections
import Testing

@testable import FormlineCore

/// Property names looked up by code points, by scanning a few and hashing many.
struct PropertyNamesTests {
  /// Names that share a length and first and last bytes, an empty one, a decomposed one.
  static let names = ["port", "pert", "host", "", "e\u{301}", "a", "hostname", "ab", "ba"]

  @Test(arguments: [3, 40])
  func eachNameFindsItsOwnSchemaAndNothingElseMatches(padding: Int) {
    // Forty more names than the scan limit take the dictionary's way.
    let all = Self.names + (0..<padding).map { "name\($0)" }
    let table = PropertyNames(all.enumerated().map { ($1, $0 * 10) })
    for (position, name) in all.enumerated() {
      #expect(table.schema(for: name) == position * 10)
      #expect(table.contains(name))
    }
    for absent in ["ports", "por", "Port", "é", "b", "hostnam", "aa", "name"] {
      #expect(table.schema(for: absent) == nil, "\(absent)")
      #expect(!table.contains(absent))
    }
  }

  @Test func aPrecomposedNameIsNotItsDecomposedTwin() {
    // Swift's `==` takes them for one string; JSON does not.
    let table = PropertyNames([("caf\u{E9}", 1)])
    #expect(table.schema(for: "caf\u{E9}") == 1)
    #expect(table.schema(for: "cafe\u{301}") == nil)
    let many = PropertyNames((0..<40).map { ("n\($0)", $0) } + [("caf\u{E9}", 99)])
    #expect(many.schema(for: "caf\u{E9}") == 99)
    #expect(many.schema(for: "cafe\u{301}") == nil)
  }

  @Test func noNames() {
    let table = PropertyNames([])
    #expect(table.isEmpty)
    #expect(table.schema(for: "") == nil)
    #expect(!table.contains("a"))
  }

  @Test func aSchemaJudgesMembersByTheirExactNames() throws {
    let schema = AnswerValue.object([
      "properties": .object([
        "caf\u{E9}": .object(["type": .string("integer")]),
        "port": .object(["maximum": .integer(10)]),
      ]),
      "additionalProperties": .object(["type": .string("string")]),
    ])
    let compiled = try CompiledSchema(schema)
    #expect(compiled.isValid(.object(["caf\u{E9}": .integer(1), "port": .integer(3)])))
    #expect(!compiled.isValid(.object(["port": .integer(11)])))
    // The decomposed name is no declared property: `additionalProperties` judges it.
    #expect(compiled.isValid(.object(["cafe\u{301}": .string("x")])))
    #expect(!compiled.isValid(.object(["cafe\u{301}": .integer(1)])))
    #expect(!compiled.isValid(.object(["caf\u{E9}": .string("x")])))
  }
}

/// `enum` and `const` compare strings and member names by code points.
struct JSONEqualityCodePointTests {
  @Test func namesAndStringsCompareByCodePoints() {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(JSONEquality.equal(.string(composed), .string(composed)))
    #expect(!JSONEquality.equal(.string(composed), .string(decomposed)))
    #expect(!JSONEquality.equal(.string("ab"), .string("abc")))
    #expect(JSONEquality.equal(.string(""), .string("")))
    #expect(
      JSONEquality.equal(
        .object([MemberName(composed): .integer(1)]), .object([MemberName(composed): .integer(1)])))
    #expect(
      !JSONEquality.equal(
        .object([MemberName(composed): .integer(1)]), .object([MemberName(decomposed): .integer(1)])
      ))
    #expect(
      !JSONEquality.equal(
        .object([MemberName(composed): .integer(1)]), .object([MemberName(composed): .integer(2)])))
  }
}
