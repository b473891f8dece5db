/// A test's argument, which Jinja takes in parentheses or, for one value, without them.
extension TemplateParser {
  /// `is divisibleby(3)`, `is divisibleby 3`, `is sameas none`, or no argument: Jinja reads
  /// one bare value when the next token can start one and is not `and`, `or` or `else`.
  mutating func parseTestArgument() throws(ExpressionError) -> [Expression.Argument] {
    if current.isSymbol("(") { return try parseArguments() }
    switch current.kind {
    case .name(let name) where ["and", "or", "else", "if", "is", "in", "not"].contains(name):
      return []
    case .name, .string, .integer, .float, .symbol("["), .symbol("{"):
      let value = try parsePostfix(try parsePrimary())
      return [Expression.Argument(name: nil, value: value)]
    default:
      return []
    }
  }
}
