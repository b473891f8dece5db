import FoundationEssentials
import OrderedCollections

/// Evaluates expressions of the Jinja subset with Python's semantics for the values
/// cookiecutter and copier handle: strings, numbers, booleans, None, lists and mappings.
struct ExpressionEvaluator {
  let context: TemplateContext

  func evaluate(_ expression: Expression) throws(ExpressionError) -> AnswerValue {
    guard context.undefinedIsEmpty else { return try evaluateStrictly(expression) }
    do {
      return try evaluateStrictly(expression)
    } catch  where Self.isUndefined(error) && Self.readsName(expression) {
      // Jinja's lenient Undefined prints as nothing, is false and has no length; a name
      // that is read (not computed) is what can be undefined.
      return .string("")
    }
  }

  private static func readsName(_ expression: Expression) -> Bool {
    switch expression {
    case .variable, .access: true
    default: false
    }
  }

  /// Evaluates without turning an undefined name into empty text: what `is defined` and
  /// `default` need to see.
  func evaluateStrictly(_ expression: Expression) throws(ExpressionError) -> AnswerValue {
    switch expression {
    case .literal(let value):
      return value
    case .variable(let name, let offset):
      guard let value = context.lookup(name) else { throw .undefined(name, offset: offset) }
      return value
    case .list(let items):
      var values: [AnswerValue] = []
      for item in items { values.append(try evaluate(item)) }
      return .array(values)
    case .tuple(let items):
      var values: [AnswerValue] = []
      for item in items { values.append(try evaluate(item)) }
      return .tuple(values)
    case .dictionary(let entries):
      var members: [(MemberName, AnswerValue)] = []
      for entry in entries {
        members.append(
          (MemberName(PythonText.str(try evaluate(entry.key))), try evaluate(entry.value)))
      }
      return .object(.init(members, uniquingKeysWith: { _, last in last }))
    case .call(let name, let arguments, let offset):
      return try ExpressionFunctions(context: context).call(
        name, arguments: try evaluateArguments(arguments), offset: offset)
    case .access(let base, let steps):
      return try access(base, steps)
    case .unary(let op, let operand, let offset):
      return try unary(op, try evaluate(operand), offset: offset)
    case .chain(let first, let links):
      return try chain(first, links)
    case .conditional(let then, let condition, let otherwise):
      if PythonText.isTruthy(try evaluate(condition)) { return try evaluate(then) }
      return try otherwise.map(evaluate) ?? .string("")
    }
  }

  func evaluateArguments(_ arguments: [Expression.Argument]) throws(ExpressionError)
    -> ExpressionArguments
  {
    var values: [(String?, AnswerValue)] = []
    for argument in arguments { values.append((argument.name, try evaluate(argument.value))) }
    return ExpressionArguments(values: values)
  }

  static func isUndefined(_ error: ExpressionError) -> Bool {
    if case .undefined = error.kind { return true }
    return false
  }

  private func unary(_ op: Expression.UnaryOperator, _ value: AnswerValue, offset: Int)
    throws(ExpressionError) -> AnswerValue
  {
    switch (op, value) {
    case (.not, _): return .bool(!PythonText.isTruthy(value))
    case (.minus, .integer(let number)):
      guard number != Int.min else { throw .evaluation("the result is too large", offset: offset) }
      return .integer(-number)
    case (.minus, .number(let number)): return .number(-number)
    case (.plus, .integer), (.plus, .number): return value
    default:
      throw .evaluation("bad operand for unary \(op.rawValue): \(value.typeName)", offset: offset)
    }
  }

  func item(of value: AnswerValue, at index: AnswerValue, name: String, offset: Int)
    throws(ExpressionError) -> AnswerValue
  {
    switch (value, index) {
    case (.object(let members), _):
      guard let member = members[PythonText.str(index)] else {
        throw .undefined(name + "[" + PythonText.repr(index) + "]", offset: offset)
      }
      return member
    case (.array(let items), .integer(let position)), (.tuple(let items), .integer(let position)):
      let resolved = position < 0 ? items.count + position : position
      guard items.indices.contains(resolved) else {
        throw .evaluation("index \(position) is out of range", offset: offset)
      }
      return items[resolved]
    case (.string(let text), .integer(let position)):
      let scalars = Array(text.unicodeScalars)
      let resolved = position < 0 ? scalars.count + position : position
      guard scalars.indices.contains(resolved) else {
        throw .evaluation("index \(position) is out of range", offset: offset)
      }
      return .string(String(scalars[resolved]))
    default:
      throw .evaluation(
        "cannot index \(value.typeName) with \(index.typeName)", offset: offset)
    }
  }

  /// Python's `value[start:end:step]` on a string or a list.
  func slice(
    _ value: AnswerValue, start: AnswerValue?, end: AnswerValue?, step: AnswerValue? = nil,
    offset: Int
  ) throws(ExpressionError) -> AnswerValue {
    func integer(_ given: AnswerValue?) throws(ExpressionError) -> Int? {
      guard let given, !given.isNull else { return nil }
      guard case .integer(let number) = given else {
        throw .evaluation("slice indices must be integers or None", offset: offset)
      }
      return number
    }
    let stride = try integer(step) ?? 1
    guard stride != 0 else { throw .evaluation("slice step cannot be zero", offset: offset) }
    let count: Int
    switch value {
    case .string(let text): count = text.unicodeScalars.count
    case .array(let items), .tuple(let items): count = items.count
    default: throw .evaluation("cannot slice \(value.typeName)", offset: offset)
    }
    let indices = PythonSlice.indices(
      count: count, start: try integer(start), end: try integer(end), step: stride)
    switch value {
    case .string(let text):
      let scalars = Array(text.unicodeScalars)
      var result = String.UnicodeScalarView()
      for index in indices { result.append(scalars[index]) }
      return .string(String(result))
    case .array(let items), .tuple(let items):
      return value.sequence(of: indices.map { items[$0] })
    default:
      throw .evaluation("cannot slice \(value.typeName)", offset: offset)
    }
  }

  /// `{% now 'utc', '%Y-%m-%d' %}`: the fill's clock in UTC, the local zone, or a named one.
  func now(zone: Expression, format: Expression?, offset: Int) throws(ExpressionError) -> String {
    let name = PythonText.str(try evaluate(zone))
    let timeZone: Zone
    switch name.lowercased() {
    case "utc": timeZone = .utc
    case "local": timeZone = context.timeZone
    default:
      guard let named = context.zone.named.zone(named: name) else {
        throw .evaluation(
          "'\(name)' is not a time zone (offsets such as 'utc' + 'days=1' are not supported)",
          offset: offset)
      }
      timeZone = named
    }
    let pattern = try format.map { expression throws(ExpressionError) in
      PythonText.str(try evaluate(expression))
    }
    return StrftimeFormatter(timeZone: timeZone).format(
      context.now, pattern: pattern ?? "%Y-%m-%d")
  }

  /// The expression as a dotted name, for "'x.y' is undefined".
  static func describe(_ expression: Expression) -> String {
    switch expression {
    case .variable(let name, _): name
    case .access(let base, let steps):
      steps.reduce(describe(base)) { name, step in
        if case .attribute(let member, _) = step { name + "." + member } else { "value" }
      }
    default: "value"
    }
  }
}
