import OrderedCollections
import Testing

@testable import FormlineCore

/// NSPredicate's `@count` and the `ANY`/`SOME`/`ALL`/`NONE` quantifiers on collections.
struct ConditionAggregateTests {
  static let context = DictionaryContext([
    "tags": .array([.string("swift"), .string("linux"), .string("x")]),
    "scores": .array([.integer(4), .integer(9)]),
    "emptyTags": .array([]), "name": .string("Ann"), "nothing": .null,
    "flags": .array([.bool(true), .bool(true)]),
    "address": .object(["city": .string("Paris"), "zip": .string("75001")]),
  ])

  static let cases: [(String, Bool)] = [
    ("$tags.@count == 3", true), ("$tags.@count > 2", true), ("$tags.@count < 3", false),
    ("$emptyTags.@count == 0", true), ("$missing.@count == 0", true),
    ("$nothing.@count == 0", true), ("$name.@count == 1", true),
    ("$address.@count == 2", true), ("$tags.@count BETWEEN {1, 5}", true),
    ("ANY $tags == 'x'", true), ("any $tags == 'go'", false), ("SOME $tags == 'x'", true),
    ("ANY $tags ==[c] 'SWIFT'", true), ("ANY $tags beginswith 'li'", true),
    ("ALL $scores > 3", true), ("ALL $scores > 4", false), ("all $flags == 1", true),
    ("NONE $scores > 9", true), ("NONE $tags == 'x'", false),
    ("ANY $tags IN {'go', 'linux'}", true), ("ALL $tags IN {'swift', 'linux'}", false),
    ("ALL $emptyTags == 'x'", true), ("ANY $emptyTags == 'x'", false),
    ("NONE $emptyTags == 'x'", true), ("ANY $missing == 'x'", false),
    ("ANY $name == 'Ann'", true), ("NOT ANY $tags == 'x'", false),
    ("ANY $tags == 'x' AND $tags.@count == 3", true),
  ]

  @Test(arguments: cases)
  func evaluates(text: String, expected: Bool) throws {
    #expect(try ConditionExpression.parse(text).evaluate(in: Self.context) == expected)
  }

  @Test func referencesLeaveOutTheAggregate() throws {
    let expression = try ConditionExpression.parse("ANY $tags == 'x' OR $list.@count > 2")
    #expect(expression.references.map(\.description) == ["tags", "list"])
  }

  static let invalidCases: [(String, Int, String)] = [
    ("$tags.@sum > 1", 6, "unknown collection operator; expected '@count'"),
    ("ANY $tags", 9, "expected an operator after 'ANY'"),
    ("ALL", 3, "expected a field after 'ALL'"),
  ]

  @Test(arguments: invalidCases)
  func reportsMistakes(text: String, offset: Int, message: String) {
    #expect {
      _ = try ConditionExpression.parse(text)
    } throws: { error in
      guard let error = error as? ConditionError else { return false }
      return error.offset == offset && error.message.contains(message)
    }
  }
}
