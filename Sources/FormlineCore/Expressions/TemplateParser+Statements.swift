/// `{% for %}`, `{% set %}` and `{% filter %}`: the statements questionnaires compute with.
extension TemplateParser {
  /// Block tags that end or divide another statement's body.
  static let closers: Set<String> = [
    "elif", "else", "endif", "endfor", "endset", "endfilter", "endwith",
  ]

  /// What opens the block a closer belongs to, for "'{% endfor %}' without '{% for %}'".
  static func opener(of closer: String) -> String {
    switch closer {
    case "endfor": "for"
    case "endset": "set"
    case "endfilter": "filter"
    case "endwith": "with"
    default: "if"
    }
  }

  /// `for a, b in items if condition %}`, after the name.
  mutating func parseFor(offset: Int) throws(ExpressionError) -> Template.Node {
    try enterNesting()
    defer { depth -= 1 }
    let targets = try parseTargets()
    guard current.isName("in") else {
      throw ExpressionError(
        message: "expected 'in', found \(current.display)", offset: current.offset)
    }
    advance()
    let iterable = try parseExpression(allowsConditional: false)
    var condition: Expression?
    if current.isName("if") {
      advance()
      condition = try parseExpression(allowsConditional: false)
    }
    if current.isName("recursive") {
      throw ExpressionError(message: "a recursive loop is not supported", offset: current.offset)
    }
    try expect(.blockEnd)
    loopDepth += 1
    let (body, stop) = try parseNodes(until: ["else", "endfor"])
    loopDepth -= 1
    var otherwise: [Template.Node]?
    guard let stop else {
      throw ExpressionError(message: "missing '{% endfor %}'", offset: current.offset)
    }
    try expect(.blockEnd)
    if stop.name == "else" {
      let (rest, end) = try parseNodes(until: ["endfor"])
      guard end != nil else {
        throw ExpressionError(message: "missing '{% endfor %}'", offset: current.offset)
      }
      try expect(.blockEnd)
      otherwise = rest
    }
    return .loop(
      Template.Node.Loop(
        targets: targets, iterable: iterable, condition: condition, body: body,
        otherwise: otherwise, offset: offset))
  }

  /// `set a = value`, `set a, b = pair`, or `set a | filters %}body{% endset`.
  mutating func parseSet(offset: Int) throws(ExpressionError) -> Template.Node {
    let targets = try parseTargets()
    if current.isSymbol(".") {
      throw ExpressionError(
        message: "assigning to an attribute (a namespace) is not supported",
        offset: current.offset)
    }
    if current.isSymbol("=") {
      advance()
      let value = try parseExpression()
      try expect(.blockEnd)
      return .set(targets: targets, value: value, offset: offset)
    }
    guard targets.count == 1 else {
      throw ExpressionError(message: "expected '='", offset: current.offset)
    }
    try enterNesting()
    defer { depth -= 1 }
    let filters = current.isSymbol("|") ? try parseFilterChain(leadingBar: true) : []
    try expect(.blockEnd)
    let (body, stop) = try parseNodes(until: ["endset"])
    guard stop != nil else {
      throw ExpressionError(message: "missing '{% endset %}'", offset: current.offset)
    }
    try expect(.blockEnd)
    return .setBlock(target: targets[0], filters: filters, body: body)
  }

  /// `filter upper | replace('a', 'b') %}body{% endfilter`.
  mutating func parseFilterBlock() throws(ExpressionError) -> Template.Node {
    try enterNesting()
    defer { depth -= 1 }
    let filters = try parseFilterChain(leadingBar: false)
    try expect(.blockEnd)
    let (body, stop) = try parseNodes(until: ["endfilter"])
    guard stop != nil else {
      throw ExpressionError(message: "missing '{% endfilter %}'", offset: current.offset)
    }
    try expect(.blockEnd)
    return .filterBlock(filters: filters, body: body)
  }

  /// `with a = x, b = y %}body{% endwith` (no assignment at all is allowed).
  mutating func parseWith() throws(ExpressionError) -> Template.Node {
    try enterNesting()
    defer { depth -= 1 }
    var assignments: [Template.Node.Assignment] = []
    while current.kind != .blockEnd {
      if !assignments.isEmpty { try expect(.symbol(",")) }
      let nameOffset = current.offset
      let names = try parseTargets()
      guard names.count == 1 else {
        throw ExpressionError(message: "'{% with %}' sets one name at a time", offset: nameOffset)
      }
      let name = names[0]
      try expect(.symbol("="))
      assignments.append(.init(name: name, value: try parseExpression()))
    }
    try expect(.blockEnd)
    let (body, stop) = try parseNodes(until: ["endwith"])
    guard stop != nil else {
      throw ExpressionError(message: "missing '{% endwith %}'", offset: current.offset)
    }
    try expect(.blockEnd)
    return .with(assignments, body: body)
  }

  /// `a`, `a, b` or `(a, b)`.
  private mutating func parseTargets() throws(ExpressionError) -> [String] {
    let parenthesized = current.isSymbol("(")
    if parenthesized { advance() }
    var names: [String] = []
    while true {
      guard case .name(let name) = current.kind else {
        throw ExpressionError(
          message: "expected a name, found \(current.display)", offset: current.offset)
      }
      if ["loop", "true", "false", "none", "True", "False", "None"].contains(name) {
        throw ExpressionError(message: "cannot assign to '\(name)'", offset: current.offset)
      }
      names.append(name)
      advance()
      guard current.isSymbol(",") else { break }
      advance()
    }
    if parenthesized { try expect(.symbol(")")) }
    return names
  }

  /// `| name(args) | name …` (the first bar optional), as filter steps.
  private mutating func parseFilterChain(leadingBar: Bool) throws(ExpressionError)
    -> [Expression.Step]
  {
    var steps: [Expression.Step] = []
    var first = true
    while current.isSymbol("|") || (first && !leadingBar) {
      if current.isSymbol("|") { advance() }
      first = false
      let offset = current.offset
      guard case .name(let name) = current.kind else {
        throw ExpressionError(message: "expected a filter name", offset: offset)
      }
      guard ExpressionFilters.names.contains(name) else {
        let why = JinjaFilters.refused[name].map { " (\($0))" } ?? ""
        throw ExpressionError(message: "filter '\(name)' is not supported\(why)", offset: offset)
      }
      advance()
      let arguments = current.isSymbol("(") ? try parseArguments() : []
      steps.append(.filter(name: name, arguments: arguments, offset: offset))
    }
    return steps
  }
}
