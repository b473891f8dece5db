/// An expression of formline's Jinja subset, as parsed; offsets point into the template's
/// source for messages.
indirect enum Expression: Sendable, Hashable {
  struct Argument: Sendable, Hashable {
    /// Set for keyword arguments (`truncate(10, end='…')`).
    var name: String?
    var value: Expression
  }

  struct Entry: Sendable, Hashable {
    var key: Expression
    var value: Expression
  }

  enum UnaryOperator: String, Sendable, Hashable {
    case not
    case minus = "-"
    case plus = "+"
  }

  enum BinaryOperator: String, Sendable, Hashable {
    case or
    case and
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case greater = ">"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case `in`
    case notIn = "not in"
    case add = "+"
    case subtract = "-"
    case concatenate = "~"
    case multiply = "*"
    case divide = "/"
    case floorDivide = "//"
    case remainder = "%"
    case power = "**"
  }

  case literal(AnswerValue)
  case variable(String, offset: Int)
  case list([Expression])
  case dictionary([Entry])
  /// `value.name`: a member of a mapping.
  case attribute(Expression, name: String, offset: Int)
  /// `value[index]`.
  case item(Expression, index: Expression, offset: Int)
  /// `value[start:end]`.
  case slice(Expression, start: Expression?, end: Expression?, offset: Int)
  /// `value.name(arguments)`: one of the Python string methods.
  case method(Expression, name: String, arguments: [Argument], offset: Int)
  /// `value | name(arguments)`.
  case filter(Expression, name: String, arguments: [Argument], offset: Int)
  /// `value is [not] name`.
  case test(Expression, name: String, negated: Bool, offset: Int)
  case unary(UnaryOperator, Expression, offset: Int)
  case binary(BinaryOperator, Expression, Expression, offset: Int)
  /// `then if condition else otherwise`; without `else` the value is empty.
  case conditional(then: Expression, condition: Expression, otherwise: Expression?)

  /// The top-level variable names the expression reads, for load-time checks.
  func collectVariables(into names: inout [String]) {
    switch self {
    case .literal: break
    case .variable(let name, _): names.append(name)
    case .list(let items): for item in items { item.collectVariables(into: &names) }
    case .dictionary(let entries):
      for entry in entries {
        entry.key.collectVariables(into: &names)
        entry.value.collectVariables(into: &names)
      }
    case .attribute(let base, let name, _):
      // `cookiecutter.name` reads `name`.
      if case .variable("cookiecutter", _) = base {
        names.append(name)
      } else {
        base.collectVariables(into: &names)
      }
    case .item(let base, let index, _):
      base.collectVariables(into: &names)
      index.collectVariables(into: &names)
    case .slice(let base, let start, let end, _):
      base.collectVariables(into: &names)
      start?.collectVariables(into: &names)
      end?.collectVariables(into: &names)
    case .method(let base, _, let arguments, _), .filter(let base, _, let arguments, _):
      base.collectVariables(into: &names)
      for argument in arguments { argument.value.collectVariables(into: &names) }
    case .test(let base, _, _, _), .unary(_, let base, _):
      base.collectVariables(into: &names)
    case .binary(_, let left, let right, _):
      left.collectVariables(into: &names)
      right.collectVariables(into: &names)
    case .conditional(let then, let condition, let otherwise):
      then.collectVariables(into: &names)
      condition.collectVariables(into: &names)
      otherwise?.collectVariables(into: &names)
    }
  }
}
