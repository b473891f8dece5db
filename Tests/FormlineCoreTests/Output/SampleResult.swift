import OrderedCollections

@testable import FormlineCore

/// A realistic result shared by the writer tests: a subform, an array of objects, nulls,
/// Unicode and strings that YAML, TOML and sh would misread if written carelessly.
enum SampleResult {
  static let value: AnswerValue = .object([
    "name": .string("Ada Lovelace"),
    "age": .integer(36),
    "ratio": .number(0.5),
    "score": .number(3),
    "active": .bool(true),
    "nick": .null,
    "answer": .string("yes"),
    "zip": .string("0123"),
    "motto": .string(" spaced: # out "),
    "bio": .string("line one\nline two\n"),
    "city": .string("Zürich 🚀"),
    "userURL": .string("https://example.com/a?b=c&d=e"),
    "address": .object([
      "street": .string("1 Main St"),
      "city": .string("Paris"),
      "country": .null,
    ]),
    "contacts": .array([
      .object(["name": .string("Bob"), "email": .string("bob@example.com")]),
      .object(["name": .string("O'Hara"), "email": .null]),
    ]),
    "tags": .array([.string("a"), .string("b c")]),
    "empty": .array([]),
  ])
}
