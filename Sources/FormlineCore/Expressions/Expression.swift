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

  /// One `op operand` after the first term of a chain.
  struct Link: Sendable, Hashable {
    var op: BinaryOperator
    var operand: Expression
    /// Where the operator is written.
    var offset: Int
  }

  /// One postfix step, applied to the value before it.
  enum Step: Sendable, Hashable {
    /// `.name`: a member of a mapping.
    case attribute(name: String, offset: Int)
    /// `[index]`.
    case item(Expression, offset: Int)
    /// `[start:end:step]`.
    case slice(start: Expression?, end: Expression?, step: Expression?, offset: Int)
    /// `.name(arguments)`: one of the Python string methods.
    case method(name: String, arguments: [Argument], offset: Int)
    /// `| name(arguments)`.
    case filter(name: String, arguments: [Argument], offset: Int)
    /// `is [not] name`, with its argument (`is divisibleby 3`, `is eq(2)`).
    case test(name: String, negated: Bool, arguments: [Argument], offset: Int)
  }

  case literal(AnswerValue)
  case variable(String, offset: Int)
  case list([Expression])
  /// `(a, b)`: a Python tuple, which prints in parentheses.
  case tuple([Expression])
  case dictionary([Entry])
  /// `name(arguments)`: one of the global functions (`range`, `dict`, cookiecutter's
  /// `uuid4` and `random_ascii_string`).
  case call(String, arguments: [Argument], offset: Int)
  /// A value followed by postfix steps (`.name`, `[i]`, `[a:b]`, `.m()`, `| f`, `is t`),
  /// left to right. Kept flat rather than as a tree, so that a chain of 100,000 filters
  /// costs no stack when it is parsed, evaluated, compared or freed.
  case access(Expression, [Step])
  case unary(UnaryOperator, Expression, offset: Int)
  /// `first op operand op operand …` of one precedence level, left to right; flat for the
  /// same reason as `access` (a 100,000-term `+ 1` chain is one node).
  case chain(Expression, [Link])
  /// `then if condition else otherwise`; without `else` the value is empty.
  case conditional(then: Expression, condition: Expression, otherwise: Expression?)

  /// The top-level variable names the expression reads, for load-time checks.
  func collectVariables(into names: inout [String]) {
    switch self {
    case .literal: break
    case .variable(let name, _): names.append(name)
    case .list(let items), .tuple(let items):
      for item in items { item.collectVariables(into: &names) }
    case .dictionary(let entries):
      for entry in entries {
        entry.key.collectVariables(into: &names)
        entry.value.collectVariables(into: &names)
      }
    case .call(_, let arguments, _):
      for argument in arguments { argument.value.collectVariables(into: &names) }
    case .access(let base, let steps):
      // `cookiecutter.name` reads `name`.
      if case .variable("cookiecutter", _) = base, case .attribute(let name, _)? = steps.first {
        names.append(name)
      } else {
        base.collectVariables(into: &names)
      }
      for step in steps { step.collectVariables(into: &names) }
    case .unary(_, let operand, _):
      operand.collectVariables(into: &names)
    case .chain(let first, let links):
      first.collectVariables(into: &names)
      for link in links { link.operand.collectVariables(into: &names) }
    case .conditional(let then, let condition, let otherwise):
      then.collectVariables(into: &names)
      condition.collectVariables(into: &names)
      otherwise?.collectVariables(into: &names)
    }
  }
}

extension Expression.Step {
  func collectVariables(into names: inout [String]) {
    switch self {
    case .attribute: break
    case .item(let index, _): index.collectVariables(into: &names)
    case .slice(let start, let end, let step, _):
      start?.collectVariables(into: &names)
      end?.collectVariables(into: &names)
      step?.collectVariables(into: &names)
    case .method(_, let arguments, _), .filter(_, let arguments, _),
      .test(_, _, let arguments, _):
      for argument in arguments { argument.value.collectVariables(into: &names) }
    }
  }
}

extension Expression {
  /// Where the expression is first written, for messages about its value; nil for a
  /// literal or a collection of them.
  var offset: Int? {
    switch self {
    case .literal: nil
    case .variable(_, let offset), .unary(_, _, let offset), .call(_, _, let offset): offset
    case .list(let items), .tuple(let items): items.lazy.compactMap(\.offset).first
    case .dictionary(let entries):
      entries.lazy.compactMap { $0.key.offset ?? $0.value.offset }.first
    case .access(let base, let steps): base.offset ?? steps.first?.offset
    case .chain(let first, let links): first.offset ?? links.first?.offset
    case .conditional(let then, let condition, _): then.offset ?? condition.offset
    }
  }
}
