/// Expressions inside tags, by Jinja's precedence (lowest first): `x if c else y`, `or`,
/// `and`, `not`, comparisons and `in`, `+ -`, `~`, `* / // %`, `**`, unary `- +`, then
/// filters, tests and postfix access.
extension TemplateParser {
  mutating func parseExpression(allowsConditional: Bool = true) throws(ExpressionError)
    -> Expression
  {
    try enterNesting()
    defer { depth -= 1 }
    let value = try parseOr()
    guard allowsConditional, current.isName("if") else { return value }
    advance()
    let condition = try parseOr()
    var otherwise: Expression?
    if current.isName("else") {
      advance()
      otherwise = try parseExpression()
    }
    return .conditional(then: value, condition: condition, otherwise: otherwise)
  }

  private mutating func parseOr() throws(ExpressionError) -> Expression {
    var links: [Expression.Link] = []
    let first = try parseAnd()
    while current.isName("or") {
      let offset = current.offset
      advance()
      links.append(Expression.Link(op: .or, operand: try parseAnd(), offset: offset))
    }
    return Self.chain(first, links)
  }

  private mutating func parseAnd() throws(ExpressionError) -> Expression {
    var links: [Expression.Link] = []
    let first = try parseNot()
    while current.isName("and") {
      let offset = current.offset
      advance()
      links.append(Expression.Link(op: .and, operand: try parseNot(), offset: offset))
    }
    return Self.chain(first, links)
  }

  private mutating func parseNot() throws(ExpressionError) -> Expression {
    guard current.isName("not") else { return try parseComparison() }
    let offset = current.offset
    try enterNesting()
    defer { depth -= 1 }
    advance()
    return .unary(.not, try parseNot(), offset: offset)
  }

  /// The first term alone, or the chain it starts.
  private static func chain(_ first: Expression, _ links: [Expression.Link]) -> Expression {
    links.isEmpty ? first : .chain(first, links)
  }

  private static let comparisons: [String: Expression.BinaryOperator] = [
    "==": .equal, "!=": .notEqual, "<": .less, ">": .greater, "<=": .lessOrEqual,
    ">=": .greaterOrEqual,
  ]

  private mutating func parseComparison() throws(ExpressionError) -> Expression {
    var links: [Expression.Link] = []
    let first = try parseSum()
    while true {
      let offset = current.offset
      let op: Expression.BinaryOperator
      if case .symbol(let symbol) = current.kind, let comparison = Self.comparisons[symbol] {
        advance()
        op = comparison
      } else if current.isName("in") {
        advance()
        op = .in
      } else if current.isName("not"), peek(1).isName("in") {
        advance()
        advance()
        op = .notIn
      } else {
        return Self.chain(first, links)
      }
      links.append(Expression.Link(op: op, operand: try parseSum(), offset: offset))
    }
  }

  private mutating func parseSum() throws(ExpressionError) -> Expression {
    var links: [Expression.Link] = []
    let first = try parseConcatenation()
    while current.isSymbol("+") || current.isSymbol("-") {
      let offset = current.offset
      let op: Expression.BinaryOperator = current.isSymbol("+") ? .add : .subtract
      advance()
      links.append(Expression.Link(op: op, operand: try parseConcatenation(), offset: offset))
    }
    return Self.chain(first, links)
  }

  private mutating func parseConcatenation() throws(ExpressionError) -> Expression {
    var links: [Expression.Link] = []
    let first = try parseProduct()
    while current.isSymbol("~") {
      let offset = current.offset
      advance()
      links.append(Expression.Link(op: .concatenate, operand: try parseProduct(), offset: offset))
    }
    return Self.chain(first, links)
  }

  private static let products: [String: Expression.BinaryOperator] = [
    "*": .multiply, "/": .divide, "//": .floorDivide, "%": .remainder,
  ]

  private mutating func parseProduct() throws(ExpressionError) -> Expression {
    var links: [Expression.Link] = []
    let first = try parsePower()
    while case .symbol(let symbol) = current.kind, let op = Self.products[symbol] {
      let offset = current.offset
      advance()
      links.append(Expression.Link(op: op, operand: try parsePower(), offset: offset))
    }
    return Self.chain(first, links)
  }

  private mutating func parsePower() throws(ExpressionError) -> Expression {
    var links: [Expression.Link] = []
    let first = try parseUnary()
    while current.isSymbol("**") {
      let offset = current.offset
      advance()
      links.append(Expression.Link(op: .power, operand: try parseUnary(), offset: offset))
    }
    return Self.chain(first, links)
  }

  private mutating func parseUnary() throws(ExpressionError) -> Expression {
    let offset = current.offset
    let operand: Expression
    if current.isSymbol("-") || current.isSymbol("+") {
      let op: Expression.UnaryOperator = current.isSymbol("-") ? .minus : .plus
      advance()
      operand = .unary(op, try parseUnaryOperand(), offset: offset)
    } else {
      operand = try parsePostfix(try parsePrimary())
    }
    return try parseFiltersAndTests(operand)
  }

  private mutating func parseUnaryOperand() throws(ExpressionError) -> Expression {
    let offset = current.offset
    if current.isSymbol("-") || current.isSymbol("+") {
      let op: Expression.UnaryOperator = current.isSymbol("-") ? .minus : .plus
      try enterNesting()
      defer { depth -= 1 }
      advance()
      return .unary(op, try parseUnaryOperand(), offset: offset)
    }
    return try parsePostfix(try parsePrimary())
  }

  private mutating func parseFiltersAndTests(_ base: Expression) throws(ExpressionError)
    -> Expression
  {
    if case .access(let inner, let postfix) = base {
      return try parseFiltersAndTests(after: inner, steps: postfix)
    }
    return try parseFiltersAndTests(after: base, steps: [])
  }

  /// Filters and tests appended to the steps `base` already has, into one flat node.
  private mutating func parseFiltersAndTests(after base: Expression, steps: [Expression.Step])
    throws(ExpressionError) -> Expression
  {
    var steps = steps
    while true {
      if current.isSymbol("|") {
        advance()
        let offset = current.offset
        guard case .name(let name) = current.kind else {
          throw ExpressionError(message: "expected a filter name after '|'", offset: offset)
        }
        guard ExpressionFilters.names.contains(name) else {
          let why = JinjaFilters.refused[name].map { " (\($0))" } ?? ""
          throw ExpressionError(
            message: "filter '\(name)' is not supported\(why)", offset: offset)
        }
        advance()
        let arguments = current.isSymbol("(") ? try parseArguments() : []
        steps.append(.filter(name: name, arguments: arguments, offset: offset))
      } else if current.isName("is") {
        advance()
        var negated = false
        if current.isName("not") {
          negated = true
          advance()
        }
        let offset = current.offset
        guard case .name(let name) = current.kind, ExpressionPredicates.names.contains(name) else {
          throw ExpressionError(
            message: "test '\(current.display)' is not supported", offset: offset)
        }
        advance()
        steps.append(
          .test(
            name: name, negated: negated, arguments: try parseTestArgument(), offset: offset))
      } else {
        return steps.isEmpty ? base : .access(base, steps)
      }
    }
  }

  mutating func parsePostfix(_ base: Expression) throws(ExpressionError) -> Expression {
    var steps: [Expression.Step] = []
    while true {
      let offset = current.offset
      if current.isSymbol(".") {
        advance()
        guard case .name(let name) = current.kind else {
          throw ExpressionError(message: "expected a name after '.'", offset: current.offset)
        }
        let nameOffset = current.offset
        advance()
        if current.isSymbol("(") {
          guard ExpressionMethods.names.contains(name) || LoopMethods.names.contains(name) else {
            throw ExpressionError(
              message: "method '.\(name)()' is not supported", offset: nameOffset)
          }
          steps.append(
            .method(name: name, arguments: try parseArguments(), offset: nameOffset))
        } else {
          steps.append(.attribute(name: name, offset: nameOffset))
        }
      } else if current.isSymbol("[") {
        advance()
        steps.append(try parseSubscript(offset: offset))
      } else if current.isSymbol("(") {
        throw ExpressionError(message: "calling a value is not supported", offset: offset)
      } else {
        return steps.isEmpty ? base : .access(base, steps)
      }
    }
  }

  private mutating func parseSubscript(offset: Int) throws(ExpressionError) -> Expression.Step {
    var start: Expression?
    if !current.isSymbol(":") { start = try parseExpression() }
    guard current.isSymbol(":") else {
      try expect(.symbol("]"))
      guard let start else {
        throw ExpressionError(message: "expected an index", offset: offset)
      }
      return .item(start, offset: offset)
    }
    advance()
    var end: Expression?
    if !current.isSymbol("]") && !current.isSymbol(":") { end = try parseExpression() }
    var stride: Expression?
    if current.isSymbol(":") {
      advance()
      if !current.isSymbol("]") { stride = try parseExpression() }
    }
    try expect(.symbol("]"))
    return .slice(start: start, end: end, step: stride, offset: offset)
  }

  /// `(a, b, name=c)`.
  mutating func parseArguments() throws(ExpressionError) -> [Expression.Argument] {
    try expect(.symbol("("))
    var arguments: [Expression.Argument] = []
    while !current.isSymbol(")") {
      var name: String?
      if case .name(let keyword) = current.kind, peek(1).isSymbol("=") {
        name = keyword
        advance()
        advance()
      }
      arguments.append(Expression.Argument(name: name, value: try parseExpression()))
      guard current.isSymbol(",") else { break }
      advance()
    }
    try expect(.symbol(")"))
    return arguments
  }
}
