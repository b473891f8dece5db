import OrderedCollections

/// A value in a result: the JSON data model, with objects keeping their keys in form order.
package enum AnswerValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  /// A number that `.integer` and `.number` would not write back as it was written
  /// (`1.0`, `1e400`, integers beyond 64 bits): see `AnswerValue.number(written:)`.
  case numberLiteral(NumberLiteral)
  case string(String)
  case array([AnswerValue])
  /// A Python tuple (`dictsort`'s pairs, `(a, b)`), made only while a template is worked
  /// out, so that it prints as Jinja2 prints it (`('a', 1)`); templates render to text, so
  /// it never reaches a result. Everywhere else it is read as an array.
  case tuple([AnswerValue])
  case object(ObjectMembers)

  package var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// Empty in the sense of `required`: null, "", [] and {}.
  package var isEmpty: Bool {
    switch self {
    case .null: true
    case .string(let text): text.isEmpty
    case .array(let items), .tuple(let items): items.isEmpty
    case .object(let members): members.isEmpty
    case .bool, .integer, .number, .numberLiteral: false
    }
  }

  package var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  package var boolValue: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }

  /// The numeric value of an integer or a number.
  package var doubleValue: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .number(let value): value
    case .numberLiteral(let literal): literal.double
    default: nil
    }
  }

  /// The exact value of a number, for comparing without rounding.
  package var exactNumber: ExactDecimal? {
    switch self {
    case .integer(let value): ExactDecimal(value)
    case .number(let value): ExactDecimal(value)
    case .numberLiteral(let literal): literal.exact
    default: nil
    }
  }

  package var arrayValue: [AnswerValue]? {
    switch self {
    case .array(let items), .tuple(let items): items
    default: nil
    }
  }

  package var objectValue: ObjectMembers? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The name of the JSON type, for messages ("expected a number, got a string").
  package var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .integer: "integer"
    case .number, .numberLiteral: "number"
    case .string: "string"
    case .array, .tuple: "array"
    case .object: "object"
    }
  }

  /// Text as a person would type it back at a prompt: the inverse of input reading for
  /// scalars, used to pre-fill an editable line.
  package var editableText: String {
    switch self {
    case .null: ""
    case .bool(let flag): flag ? "yes" : "no"
    case .integer(let value): String(value)
    case .number(let value): AnswerValue.format(value)
    case .numberLiteral(let literal): literal.text
    case .string(let text): text
    case .array(let items), .tuple(let items): items.map(\.editableText).joined(separator: ", ")
    case .object: ""
    }
  }

  /// Formats a double without a trailing `.0` when it is whole, as JSON writers do.
  static func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int(value))
    }
    return String(value)
  }
}
