/// Jinja's tests (`x is defined`, `x is divisibleby 3`), the built-in ones with Jinja's
/// exact answers; `select`, `reject` and their `attr` forms run them too.
struct ExpressionPredicates {
  let context: TemplateContext

  static let names: Set<String> = [
    "defined", "undefined", "none", "string", "number", "integer", "float", "boolean",
    "mapping", "sequence", "iterable", "callable", "true", "false", "odd", "even",
    "divisibleby", "lower", "upper", "escaped", "sameas", "in", "filter", "test",
    "eq", "equalto", "==", "ne", "!=", "lt", "lessthan", "<", "le", "<=", "gt", "greaterthan",
    ">", "ge", ">=",
  ]

  /// Runs the test `name`.
  /// - Parameters:
  ///   - name: One of `names`.
  ///   - value: nil when the tested expression is undefined.
  ///   - arguments: The test's argument (`divisibleby 3`), if any.
  ///   - offset: Where the test is written, for errors.
  /// - Returns: Whether the value passes.
  /// - Throws: `ExpressionError` when a test other than `defined` meets an undefined value,
  ///   or its values do not fit (`'a' is odd`).
  func run(
    _ name: String, on value: AnswerValue?, arguments: ExpressionArguments = .none,
    offset: Int
  ) throws(ExpressionError) -> Bool {
    switch name {
    case "defined": return value != nil
    case "undefined": return value == nil
    default: break
    }
    guard let value else {
      throw ExpressionError(
        .undefined(name: "value"), message: "the tested value is undefined", offset: offset)
    }
    let argument = arguments.positional(0)
    switch name {
    case "none": return value.isNull
    case "string": return value.stringValue != nil
    case "number":
      switch value {
      case .integer, .number, .bool: return true
      default: return false
      }
    case "integer": if case .integer = value { return true } else { return false }
    case "float": if case .number = value { return true } else { return false }
    case "boolean": return value.boolValue != nil
    case "mapping": return value.objectValue != nil
    case "sequence", "iterable":
      switch value {
      case .array, .tuple, .string, .object: return true
      default: return false
      }
    // Answers are data: nothing in them can be called.
    case "callable": return false
    // formline's text carries no "already escaped" mark (autoescaping is off in both tools).
    case "escaped": return false
    case "true": return value == .bool(true)
    case "false": return value == .bool(false)
    case "odd", "even":
      guard let number = Self.integer(value) else {
        throw .evaluation("\(name) needs an integer", offset: offset)
      }
      return (number % 2 != 0) == (name == "odd")
    case "divisibleby":
      guard let number = Self.integer(value), let divisor = argument.flatMap(Self.integer)
      else {
        throw .evaluation("divisibleby needs integers", offset: offset)
      }
      guard divisor != 0 else { throw .evaluation("integer modulo by zero", offset: offset) }
      return divisor == -1 || number % divisor == 0
    case "lower", "upper":
      let text = PythonText.str(value)
      return name == "lower" ? PythonCase.isLower(text) : PythonCase.isUpper(text)
    case "sameas":
      // Python's `is`: the same singleton (None, True, False), or equal small values.
      return Self.identical(value, argument ?? .null)
    case "filter":
      return value.stringValue.map { ExpressionFilters.names.contains($0) } ?? false
    case "test":
      return value.stringValue.map { Self.names.contains($0) } ?? false
    default:
      guard let op = Self.comparisons[name] else {
        throw ExpressionError(message: "test '\(name)' is not supported", offset: offset)
      }
      guard let argument else {
        throw .evaluation("test '\(name)' needs a value to compare with", offset: offset)
      }
      return PythonText.isTruthy(
        try ExpressionOperators.apply(op, value, argument, offset: offset))
    }
  }

  private static let comparisons: [String: Expression.BinaryOperator] = [
    "eq": .equal, "equalto": .equal, "==": .equal, "ne": .notEqual, "!=": .notEqual,
    "lt": .less, "lessthan": .less, "<": .less, "le": .lessOrEqual, "<=": .lessOrEqual,
    "gt": .greater, "greaterthan": .greater, ">": .greater, "ge": .greaterOrEqual,
    ">=": .greaterOrEqual, "in": .in,
  ]

  private static func integer(_ value: AnswerValue) -> Int? {
    switch value {
    case .integer(let number): number
    case .bool(let flag): flag ? 1 : 0
    default: nil
    }
  }

  private static func identical(_ left: AnswerValue, _ right: AnswerValue) -> Bool {
    switch (left, right) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.integer(let a), .integer(let b)): a == b && (-5...256).contains(a)
    default: false
    }
  }
}

extension ExpressionArguments {
  static let none = ExpressionArguments(values: [])
}
