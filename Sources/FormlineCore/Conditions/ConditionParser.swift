/// Builds a condition's syntax tree by recursive descent: OR over AND over NOT over comparisons.
///
/// Recursion only happens for `(` and `NOT`, and both count against `maximumDepth`, so hostile
/// input such as ten thousand `(` is an error instead of a stack overflow.
struct ConditionParser {
  typealias Node = ConditionExpression.Node
  typealias Operand = ConditionExpression.Operand

  /// How many `(` and `NOT` may be open at once; real forms use two or three.
  static let maximumDepth = 64

  private let tokens: [ConditionToken]
  private var index = 0
  private var depth = 0

  private init(tokens: [ConditionToken]) {
    self.tokens = tokens
  }

  /// Parses a whole condition.
  /// - Throws: `ConditionError` at the first problem, lexical or grammatical.
  static func parse(_ text: String) throws(ConditionError) -> Node {
    let tokens = try ConditionLexer.tokens(of: text)
    var parser = ConditionParser(tokens: tokens)
    if parser.current.isEnd {
      throw ConditionError(message: "empty condition", offset: 0)
    }
    let node = try parser.parseOr(after: nil)
    let extra = parser.current
    guard extra.isEnd else {
      if extra.symbol == .rightParen {
        throw ConditionError(message: "unmatched ')'", offset: extra.offset)
      }
      throw parser.unexpected(extra, expected: parser.continuation)
    }
    return node
  }

  // MARK: Predicates

  /// What may follow the last parsed predicate, for messages about the next token.
  private var continuation = "AND, OR or the end"

  private mutating func parseOr(after opener: ConditionToken?) throws(ConditionError) -> Node {
    var nodes = [try parseAnd(after: opener)]
    while current.keyword == .or || current.symbol == .or {
      let operatorToken = advance()
      nodes.append(try parseAnd(after: operatorToken))
    }
    return nodes.count == 1 ? nodes[0] : .any(nodes)
  }

  private mutating func parseAnd(after opener: ConditionToken?) throws(ConditionError) -> Node {
    var nodes = [try parseUnary(after: opener)]
    while current.keyword == .and || current.symbol == .and {
      let operatorToken = advance()
      nodes.append(try parseUnary(after: operatorToken))
    }
    return nodes.count == 1 ? nodes[0] : .all(nodes)
  }

  private mutating func parseUnary(after opener: ConditionToken?) throws(ConditionError) -> Node {
    guard current.keyword == .not || current.symbol == .not else {
      return try parsePrimary(after: opener)
    }
    let notToken = advance()
    try enter(notToken)
    defer { depth -= 1 }
    return .not(try parseUnary(after: notToken))
  }

  private mutating func parsePrimary(after opener: ConditionToken?) throws(ConditionError) -> Node {
    guard current.symbol == .leftParen else { return try parseComparison(after: opener) }
    let open = advance()
    try enter(open)
    defer { depth -= 1 }
    let inner = try parseOr(after: open)
    guard current.symbol == .rightParen else {
      var message = "expected ')' to close '(' at \(open.offset)"
      if !current.isEnd { message += ", found \(current.quoted)" }
      throw ConditionError(message: message, offset: current.offset)
    }
    advance()
    continuation = "AND, OR or the end"
    return inner
  }

  private mutating func parseComparison(after opener: ConditionToken?) throws(ConditionError)
    -> Node
  {
    let what = opener.map { "a condition after \($0.quoted)" } ?? "a condition"
    let quantifierToken = current
    let quantifier = Self.quantifier(quantifierToken)
    if quantifier != nil { advance() }
    let (left, _) = try parseOperand(
      expected: quantifier == nil ? what : "a field after \(quantifierToken.quoted)")
    guard let operation = Self.comparisonOperator(current) else {
      if quantifier != nil {
        throw ConditionError(
          message: "expected an operator after \(quantifierToken.quoted)'s operand"
            + (current.isEnd ? "" : ", found \(current.quoted)"),
          offset: current.offset)
      }
      if case .word(let word) = current.kind {
        throw ConditionError(message: "unknown keyword '\(word)'", offset: current.offset)
      }
      continuation = "an operator, AND, OR or the end"
      return .truthy(left)
    }
    let operatorToken = advance()
    let modifiers = try parseModifiers(for: operation, after: operatorToken)
    let (right, rightToken) = try parseOperand(expected: "a value after \(operatorToken.quoted)")
    try check(operation, operatorToken, right, rightToken)
    continuation = "AND, OR or the end"
    let comparison = ConditionExpression.Comparison(
      left: left, operation: operation, modifiers: modifiers, right: right)
    if let quantifier { return .quantified(quantifier, comparison) }
    return .comparison(comparison)
  }

  private static func quantifier(_ token: ConditionToken) -> ConditionExpression.Quantifier? {
    switch token.keyword {
    case .any?, .some?: .any
    case .all?: .all
    case .none?: ConditionExpression.Quantifier.none
    default: nil
    }
  }

  /// Rejects right-hand sides that can never work, while the offset is still known.
  private func check(
    _ operation: ConditionExpression.Operator, _ operatorToken: ConditionToken,
    _ right: Operand, _ rightToken: ConditionToken
  ) throws(ConditionError) {
    switch (operation, right) {
    case (.between, .set(let items)) where items.count != 2:
      throw ConditionError(
        message: "expected two values after \(operatorToken.quoted), like {1, 5}",
        offset: rightToken.offset)
    case (.between, .literal):
      throw ConditionError(
        message: "expected two values after \(operatorToken.quoted), like {1, 5}",
        offset: rightToken.offset)
    case (.matches, .literal(.string(let pattern))):
      if !RegexCheck.isValid(pattern) {
        throw ConditionError(
          message: "invalid regular expression \(rightToken.text)", offset: rightToken.offset)
      }
    default:
      break
    }
  }

  private static func comparisonOperator(_ token: ConditionToken)
    -> ConditionExpression.Operator?
  {
    switch token.kind {
    case .symbol(.equal): .equal
    case .symbol(.notEqual): .notEqual
    case .symbol(.less): .less
    case .symbol(.lessEqual): .lessEqual
    case .symbol(.greater): .greater
    case .symbol(.greaterEqual): .greaterEqual
    case .keyword(.contains): .contains
    case .keyword(.beginsWith): .beginsWith
    case .keyword(.endsWith): .endsWith
    case .keyword(.like): .like
    case .keyword(.matches): .matches
    case .keyword(.in): .in
    case .keyword(.between): .between
    default: nil
    }
  }

  /// `[c]`, `[d]` or `[cd]` right after an operator.
  private mutating func parseModifiers(
    for operation: ConditionExpression.Operator, after operatorToken: ConditionToken
  ) throws(ConditionError) -> ConditionExpression.Modifiers {
    guard current.symbol == .leftBracket else { return .none }
    let open = advance()
    guard operation.acceptsModifiers else {
      throw ConditionError(
        message: "\(operatorToken.quoted) takes no modifiers; [c] and [d] follow string "
          + "operators, IN, == and !=",
        offset: open.offset)
    }
    var modifiers = ConditionExpression.Modifiers()
    switch current.kind {
    case .word, .keyword:
      for (position, letter) in current.text.unicodeScalars.enumerated() {
        switch letter {
        case "c", "C": modifiers.caseInsensitive = true
        case "d", "D": modifiers.diacriticInsensitive = true
        default:
          throw ConditionError(
            message: "unknown modifier '\(letter)'; expected c, d or cd",
            offset: current.offset + position)
        }
      }
      advance()
    default:
      throw ConditionError(message: "expected c, d or cd after '['", offset: current.offset)
    }
    guard current.symbol == .rightBracket else {
      throw ConditionError(
        message: "expected ']' to close '[' at \(open.offset)", offset: current.offset)
    }
    advance()
    return modifiers
  }

  // MARK: Operands

  private mutating func parseOperand(expected what: String) throws(ConditionError)
    -> (Operand, ConditionToken)
  {
    let token = current
    if token.symbol == .leftBrace {
      return (try parseSet(), token)
    }
    guard let operand = Self.scalarOperand(token) else {
      throw expectedOperand(what, found: token)
    }
    advance()
    return (operand, token)
  }

  private mutating func parseSet() throws(ConditionError) -> Operand {
    let open = advance()
    var items: [Operand] = []
    if current.symbol == .rightBrace {
      advance()
      return .set(items)
    }
    var what = "a value after '{'"
    while true {
      guard let item = Self.scalarOperand(current) else {
        if current.symbol == .leftBrace {
          throw ConditionError(message: "sets cannot be nested", offset: current.offset)
        }
        throw expectedOperand(what, found: current)
      }
      items.append(item)
      advance()
      if current.symbol == .rightBrace {
        advance()
        return .set(items)
      }
      guard current.symbol == .comma else {
        var message = "expected ',' or '}' to close '{' at \(open.offset)"
        if !current.isEnd { message += ", found \(current.quoted)" }
        throw ConditionError(message: message, offset: current.offset)
      }
      what = "a value after ','"
      advance()
    }
  }

  /// A field or a literal other than a set.
  private static func scalarOperand(_ token: ConditionToken) -> Operand? {
    switch token.kind {
    case .field(let path, let access): .field(path, access)
    case .string(let text): .literal(.string(text))
    case .integer(let value): .literal(.integer(value))
    case .number(let value): .literal(.number(value))
    case .keyword(.true), .keyword(.yes): .literal(.bool(true))
    case .keyword(.false), .keyword(.no): .literal(.bool(false))
    case .keyword(.nil), .keyword(.null): .literal(.null)
    default: nil
    }
  }

  // MARK: Errors and tokens

  private func expectedOperand(_ what: String, found token: ConditionToken) -> ConditionError {
    if case .word(let word) = token.kind {
      return ConditionError(
        message: "unknown keyword '\(word)'; field references start with '$'",
        offset: token.offset)
    }
    var message = "expected \(what)"
    if !token.isEnd { message += ", found \(token.quoted)" }
    return ConditionError(message: message, offset: token.offset)
  }

  private func unexpected(_ token: ConditionToken, expected: String) -> ConditionError {
    if case .word(let word) = token.kind {
      return ConditionError(message: "unknown keyword '\(word)'", offset: token.offset)
    }
    return ConditionError(
      message: "expected \(expected), found \(token.quoted)", offset: token.offset)
  }

  private mutating func enter(_ token: ConditionToken) throws(ConditionError) {
    guard depth < Self.maximumDepth else {
      throw ConditionError(message: "nesting too deep", offset: token.offset)
    }
    depth += 1
  }

  /// The token at the cursor; the lexer always ends the list with `.end`, which is returned
  /// again however far the parser looks.
  private var current: ConditionToken {
    index < tokens.count
      ? tokens[index] : ConditionToken(kind: .end, offset: tokens.last?.offset ?? 0, text: "")
  }

  @discardableResult
  private mutating func advance() -> ConditionToken {
    let token = current
    if index < tokens.count { index += 1 }
    return token
  }
}
