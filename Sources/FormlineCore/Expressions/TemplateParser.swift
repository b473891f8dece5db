/// Parses template tokens into nodes: text, outputs, `if` chains, loops, assignments,
/// filter blocks and jinja2-time's `now`.
///
/// Expressions inside tags are in `TemplateParser+Expressions`.
struct TemplateParser {
  let tokens: [ExpressionToken]
  var index = 0
  /// How many expressions and `{% if %}` blocks enclose the current token.
  var depth = 0
  /// Whether `{% break %}`/`{% continue %}` exist (Jinja's `loopcontrols` extension).
  var allowsLoopControls = false
  /// How many `for` bodies enclose the current token.
  var loopDepth = 0

  /// How deep expressions and blocks may nest: as deep as Mustache sections.
  ///
  /// Every
  /// recursion of the parser, and so of the evaluator and of the parsed tree, is bounded
  /// by it; long flat chains (`a + b + …`, `x | f | g …`) are parsed in loops and do not
  /// count.
  static let maximumDepth = 100

  init(tokens: [ExpressionToken]) {
    self.tokens = tokens
  }

  /// Jinja statements formline does not run, named in the error so the author knows what
  /// to rewrite.
  private static let knownStatements: Set<String> = [
    "for", "set", "macro", "call", "filter", "block", "extends", "include", "import", "from",
    "raw", "with", "autoescape", "do", "break", "continue", "trans",
  ]

  mutating func parseTemplate() throws(ExpressionError) -> [Template.Node] {
    let (nodes, stop) = try parseNodes(until: [])
    if let stop {
      throw ExpressionError(
        message: "'{% \(stop.name) %}' without '{% \(Self.opener(of: stop.name)) %}'",
        offset: stop.offset)
    }
    return nodes
  }

  /// Nodes until the end of the text or a block tag named in `stops`, which is returned
  /// after its name has been read.
  mutating func parseNodes(until stops: Set<String>) throws(ExpressionError)
    -> ([Template.Node], (name: String, offset: Int)?)
  {
    var nodes: [Template.Node] = []
    while true {
      let token = current
      switch token.kind {
      case .end:
        return (nodes, nil)
      case .text(let text):
        advance()
        nodes.append(.text(text))
      case .variableBegin:
        advance()
        let expression = try parseExpression()
        try expect(.variableEnd)
        nodes.append(.output(expression))
      case .blockBegin:
        advance()
        guard case .name(let name) = current.kind else {
          throw ExpressionError(message: "expected a statement name", offset: current.offset)
        }
        let offset = current.offset
        advance()
        if Self.closers.contains(name) {
          guard stops.contains(name) else {
            throw ExpressionError(
              message: "'{% \(name) %}' without '{% \(Self.opener(of: name)) %}'",
              offset: offset)
          }
          return (nodes, (name, offset))
        }
        nodes.append(try parseStatement(name, offset: offset))
      default:
        throw ExpressionError(message: "unexpected \(token.display)", offset: token.offset)
      }
    }
  }

  private mutating func parseStatement(_ name: String, offset: Int) throws(ExpressionError)
    -> Template.Node
  {
    switch name {
    case "if":
      return try parseIf()
    case "for":
      return try parseFor(offset: offset)
    case "set":
      return try parseSet(offset: offset)
    case "filter":
      return try parseFilterBlock()
    case "with":
      return try parseWith()
    case "break", "continue":
      guard allowsLoopControls else {
        throw ExpressionError(
          message:
            "'{% \(name) %}' needs Jinja's loopcontrols extension (copier: "
            + "_jinja_extensions: [jinja2.ext.loopcontrols])", offset: offset)
      }
      guard loopDepth > 0 else {
        throw ExpressionError(message: "'{% \(name) %}' outside a loop", offset: offset)
      }
      try expect(.blockEnd)
      return .loopControl(name == "break" ? .break : .continue)
    case "now":
      let zone = try parseExpression(allowsConditional: false)
      var format: Expression?
      if current.isSymbol(",") {
        advance()
        format = try parseExpression(allowsConditional: false)
      }
      try expect(.blockEnd)
      return .now(timeZone: zone, format: format, offset: offset)
    default:
      let what = Self.knownStatements.contains(name) ? "'{% \(name) %}'" : "statement '\(name)'"
      throw ExpressionError(message: "\(what) is not supported", offset: offset)
    }
  }

  private mutating func parseIf() throws(ExpressionError) -> Template.Node {
    try enterNesting()
    defer { depth -= 1 }
    var branches: [Template.Node.Branch] = []
    var condition = try parseExpression()
    try expect(.blockEnd)
    while true {
      let (body, stop) = try parseNodes(until: ["elif", "else", "endif"])
      branches.append(Template.Node.Branch(condition: condition, body: body))
      guard let stop else {
        throw ExpressionError(message: "missing '{% endif %}'", offset: current.offset)
      }
      switch stop.name {
      case "elif":
        condition = try parseExpression()
        try expect(.blockEnd)
      case "else":
        try expect(.blockEnd)
        let (otherwise, end) = try parseNodes(until: ["endif"])
        guard end != nil else {
          throw ExpressionError(message: "missing '{% endif %}'", offset: current.offset)
        }
        try expect(.blockEnd)
        return .branches(branches, otherwise: otherwise)
      default:
        try expect(.blockEnd)
        return .branches(branches, otherwise: nil)
      }
    }
  }

  /// Counts one more level of nesting at the current token.
  mutating func enterNesting() throws(ExpressionError) {
    guard depth < Self.maximumDepth else {
      throw ExpressionError(
        message: "nested more than \(Self.maximumDepth) levels deep", offset: current.offset)
    }
    depth += 1
  }

  // MARK: Cursor

  var current: ExpressionToken { tokens[min(index, tokens.count - 1)] }

  func peek(_ ahead: Int) -> ExpressionToken { tokens[min(index + ahead, tokens.count - 1)] }

  mutating func advance() { index += 1 }

  mutating func expect(_ kind: ExpressionToken.Kind) throws(ExpressionError) {
    guard current.kind == kind else {
      let wanted: String
      switch kind {
      case .variableEnd, .blockEnd: wanted = "the end of the tag"
      case .symbol(let symbol): wanted = "'\(symbol)'"
      default: wanted = "\(kind)"
      }
      throw ExpressionError(
        message: "expected \(wanted), found \(current.display)", offset: current.offset)
    }
    advance()
  }
}
