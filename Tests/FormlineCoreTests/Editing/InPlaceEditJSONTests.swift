import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// Edits of JSON and JSON with comments: exact texts expected.
struct InPlaceEditJSONTests {
  static func edit(
    _ text: String, dialect: AnswersDialect = .jsonc, _ change: (inout AnswerValue) -> Void
  ) throws -> String {
    try InPlaceEditYAMLTests.edit(text, change, dialect: dialect)
  }

  static let tsconfig = """
    {
      // Compiler settings
      "compilerOptions": {
        "target": "es2020", /* the runtime */
        "strict": true,
        "lib": ["dom", "es2020"],
      },
      "include": [
        "src", // sources
        "tests"
      ]
    }

    """

  @Test func aChangedValueReplacesOnlyItsText() throws {
    let edited = try Self.edit(Self.tsconfig) {
      $0.set(.string("es2022"), at: "compilerOptions.target")
    }
    #expect(
      edited == Self.tsconfig.replacingOccurrences(of: "\"es2020\", /*", with: "\"es2022\", /*"))
  }

  @Test func anAddedMemberFollowsTheTrailingCommaStyle() throws {
    let edited = try Self.edit(Self.tsconfig) { $0.set(.bool(true), at: "compilerOptions.noEmit") }
    #expect(
      edited
        == Self.tsconfig.replacingOccurrences(
          of: "\"es2020\"],\n  },", with: "\"es2020\"],\n    \"noEmit\": true,\n  },"))
  }

  @Test func anAddedItemGetsItsOwnLineAndACommaBeforeIt() throws {
    let edited = try Self.edit(Self.tsconfig) {
      $0.set(.array([.string("src"), .string("tests"), .string("tools")]), at: "include")
    }
    #expect(
      edited
        == Self.tsconfig.replacingOccurrences(
          of: "\"tests\"\n", with: "\"tests\",\n    \"tools\"\n"))
  }

  @Test func removedItemsAndMembersTakeTheirLinesAndSeparators() throws {
    #expect(
      try Self.edit(Self.tsconfig) { $0.set(.array([.string("src")]), at: "include") }
        == Self.tsconfig.replacingOccurrences(
          of: "\"src\", // sources\n    \"tests\"\n", with: "\"src\" // sources\n"))
    #expect(
      try Self.edit(Self.tsconfig) {
        $0.set(.array([.string("es2020")]), at: "compilerOptions.lib")
      }
        == Self.tsconfig.replacingOccurrences(of: "[\"dom\", \"es2020\"]", with: "[\"es2020\"]"))
    #expect(
      try Self.edit(Self.tsconfig) { $0.remove(at: "compilerOptions.strict") }
        == Self.tsconfig.replacingOccurrences(of: "    \"strict\": true,\n", with: ""))
  }

  @Test func strictJSONGetsNoTrailingCommaAndKeepsItsIndentation() throws {
    let text = "{\n    \"a\": 1,\n    \"b\": {\n        \"c\": 2\n    }\n}\n"
    let edited = try Self.edit(text, dialect: .json) {
      $0.set(.object(["x": .array([.integer(1)])]), at: "d")
    }
    #expect(
      edited
        == "{\n    \"a\": 1,\n    \"b\": {\n        \"c\": 2\n    },\n    \"d\": {\n        \"x\": [\n            1\n        ]\n    }\n}\n"
    )
  }

  @Test func commentsAreReadOnlyInTheDialectThatAllowsThem() throws {
    #expect(throws: Diagnostic.self) {
      _ = try AnswersDocument.value(Self.tsconfig, file: "t.json", dialect: .json)
    }
    let value = try AnswersDocument.value(Self.tsconfig, file: "t.jsonc", dialect: .jsonc)
    #expect(value.objectValue?["include"] == .array([.string("src"), .string("tests")]))
  }
}
