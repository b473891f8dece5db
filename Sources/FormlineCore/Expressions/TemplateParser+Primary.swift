/// Literals, names, parentheses, lists and dictionaries.
extension TemplateParser {
  private static let constants: [String: AnswerValue] = [
    "true": .bool(true), "True": .bool(true), "false": .bool(false), "False": .bool(false),
    "none": .null, "None": .null,
  ]

  mutating func parsePrimary() throws(ExpressionError) -> Expression {
    let token = current
    switch token.kind {
    case .name(let name):
      advance()
      if let constant = Self.constants[name] { return .literal(constant) }
      if current.isSymbol("(") {
        guard ExpressionFunctions.names.contains(name) else {
          let why = ExpressionFunctions.refused[name].map { " (\($0))" } ?? ""
          throw ExpressionError(
            message: "function '\(name)()' is not supported\(why)", offset: token.offset)
        }
        return .call(name, arguments: try parseArguments(), offset: token.offset)
      }
      return .variable(name, offset: token.offset)
    case .string(var text):
      advance()
      // Adjacent literals join, as in Python: `'a' 'b'` is `'ab'`.
      while case .string(let more) = current.kind {
        text += more
        advance()
      }
      return .literal(.string(text))
    case .integer(let value):
      advance()
      return .literal(.integer(value))
    case .float(let value):
      advance()
      return .literal(.number(value))
    case .symbol("("):
      advance()
      if current.isSymbol(")") {
        // `()`, the empty tuple.
        advance()
        return .tuple([])
      }
      let inner = try parseExpression()
      if current.isSymbol(",") {
        var items = [inner]
        while current.isSymbol(",") {
          advance()
          if current.isSymbol(")") { break }
          items.append(try parseExpression())
        }
        try expect(.symbol(")"))
        return .tuple(items)
      }
      try expect(.symbol(")"))
      return inner
    case .symbol("["):
      advance()
      var items: [Expression] = []
      while !current.isSymbol("]") {
        items.append(try parseExpression())
        guard current.isSymbol(",") else { break }
        advance()
      }
      try expect(.symbol("]"))
      return .list(items)
    case .symbol("{"):
      advance()
      var entries: [Expression.Entry] = []
      while !current.isSymbol("}") {
        let key = try parseExpression()
        try expect(.symbol(":"))
        entries.append(Expression.Entry(key: key, value: try parseExpression()))
        guard current.isSymbol(",") else { break }
        advance()
      }
      try expect(.symbol("}"))
      return .dictionary(entries)
    default:
      throw ExpressionError(
        message: "expected a value, found \(token.display)", offset: token.offset)
    }
  }
}
