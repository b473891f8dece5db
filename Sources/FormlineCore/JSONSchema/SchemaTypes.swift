/// The names of a `type` keyword, with the kinds of value they allow worked out when the
/// schema is compiled: every value evaluated meets a `type`, and comparing its name with
/// each of seven strings was a tenth of the evaluator's own work on a small config.
struct SchemaTypes: Sendable {
  /// The names as the schema wrote them, for messages.
  let names: [String]
  /// Whether a number written with a fraction or an exponent is never an integer (draft 4).
  let draft4Integers: Bool
  private let kinds: Kinds

  private struct Kinds: OptionSet, Sendable {
    let rawValue: UInt8
    static let null = Kinds(rawValue: 1)
    static let boolean = Kinds(rawValue: 2)
    static let string = Kinds(rawValue: 4)
    static let array = Kinds(rawValue: 8)
    static let object = Kinds(rawValue: 16)
    static let integer = Kinds(rawValue: 32)
    static let number = Kinds(rawValue: 64)

    /// A name no draft defines allows nothing.
    init(name: String) {
      switch name {
      case "null": self = .null
      case "boolean": self = .boolean
      case "string": self = .string
      case "array": self = .array
      case "object": self = .object
      case "integer": self = .integer
      case "number": self = .number
      default: self = []
      }
    }

    init(rawValue: UInt8) { self.rawValue = rawValue }
  }

  init(_ names: [String], draft4Integers: Bool) {
    self.names = names
    self.draft4Integers = draft4Integers
    kinds = names.reduce(into: Kinds()) { $0.formUnion(Kinds(name: $1)) }
  }

  /// Whether `value` is of one of the types: an integer is a number too, and a number
  /// with a zero fraction is an integer (before draft 6, only one written without a
  /// fraction or an exponent).
  func allow(_ value: AnswerValue) -> Bool {
    switch value {
    case .null: return kinds.contains(.null)
    case .bool: return kinds.contains(.boolean)
    case .string: return kinds.contains(.string)
    case .array: return kinds.contains(.array)
    case .object: return kinds.contains(.object)
    case .tuple: return false
    case .integer: return !kinds.isDisjoint(with: [.integer, .number])
    case .number(let number):
      return kinds.contains(.number)
        || kinds.contains(.integer) && !draft4Integers && number.rounded() == number
    case .numberLiteral(let literal):
      return kinds.contains(.number)
        || kinds.contains(.integer) && literal.isWhole
          && !(draft4Integers && literal.text.contains(where: { ".eE".contains($0) }))
    }
  }
}
