import OrderedCollections

/// Rendering a template against the answers so far.
extension Template {
  /// The most loop iterations one rendering may run (nested loops multiply).
  static let maximumIterations = 100_000

  /// The template's text with every tag evaluated.
  /// - Parameter context: The answers and the clock.
  /// - Returns: The rendered text; values print as Python's `str()` does (`True`, `None`).
  /// - Throws: `ExpressionError` when a variable is undefined or a value does not fit an
  ///   operation; never a partial text.
  package func render(in context: TemplateContext) throws(ExpressionError) -> String {
    var output = ""
    var scope = context
    var iterations = 0
    _ = try Template.render(nodes, in: &scope, iterations: &iterations, into: &output)
    return output
  }

  /// Renders nodes in a scope that `set` changes; a loop's body gets a copy, so what it
  /// sets stays inside it, as in Jinja.
  /// - Returns: The `{% break %}` or `{% continue %}` that stopped the nodes, if any, for
  ///   the enclosing loop.
  private static func render(
    _ nodes: [Node], in scope: inout TemplateContext, iterations: inout Int,
    into output: inout String
  ) throws(ExpressionError) -> Node.LoopControl? {
    for node in nodes {
      let evaluator = ExpressionEvaluator(context: scope)
      switch node {
      case .text(let text):
        try append(text, to: &output, offset: 0)
      case .output(let expression):
        let text = PythonText.str(try evaluator.evaluate(expression))
        try append(text, to: &output, offset: expression.offset ?? 0)
      case .branches(let branches, let otherwise):
        var taken = false
        var control: Node.LoopControl?
        for branch in branches where try PythonText.isTruthy(evaluator.evaluate(branch.condition)) {
          control = try render(branch.body, in: &scope, iterations: &iterations, into: &output)
          taken = true
          break
        }
        if !taken, let otherwise {
          control = try render(otherwise, in: &scope, iterations: &iterations, into: &output)
        }
        if let control { return control }
      case .now(let zone, let format, let offset):
        output += try evaluator.now(zone: zone, format: format, offset: offset)
      case .set(let targets, let value, let offset):
        let result = try evaluator.evaluate(value)
        for (name, item) in try unpack(result, into: targets, offset: offset) {
          scope.variables[name] = item
        }
      case .setBlock(let target, let filters, let body):
        var text = ""
        var inner = scope
        _ = try render(body, in: &inner, iterations: &iterations, into: &text)
        scope.variables[target] = try filtered(.string(text), filters, evaluator)
      case .filterBlock(let filters, let body):
        var text = ""
        var inner = scope
        let control = try render(body, in: &inner, iterations: &iterations, into: &text)
        let result = PythonText.str(try filtered(.string(text), filters, evaluator))
        try append(result, to: &output, offset: 0)
        if let control { return control }
      case .loop(let loop):
        try run(loop, in: scope, iterations: &iterations, into: &output)
      case .with(let assignments, let body):
        var inner = scope
        for assignment in assignments {
          inner.variables[assignment.name] = try evaluator.evaluate(assignment.value)
        }
        if let control = try render(body, in: &inner, iterations: &iterations, into: &output) {
          return control
        }
      case .loopControl(let control):
        return control
      }
    }
    return nil
  }

  private static func append(_ text: String, to output: inout String, offset: Int)
    throws(ExpressionError)
  {
    try ResultBudget.ensure(
      output.utf8.count + text.utf8.count, "the template's text", offset: offset)
    output += text
  }

  private static func filtered(
    _ value: AnswerValue, _ filters: [Expression.Step], _ evaluator: ExpressionEvaluator
  ) throws(ExpressionError) -> AnswerValue {
    guard !filters.isEmpty else { return value }
    return try evaluator.evaluate(.access(.literal(value), filters))
  }

  /// `for` with Jinja's `loop` variable (`index`, `index0`, `revindex`, `revindex0`,
  /// `first`, `last`, `length`, `previtem`, `nextitem`, `depth`, `depth0`, `cycle(…)`,
  /// `changed(…)`).
  private static func run(
    _ loop: Node.Loop, in scope: TemplateContext, iterations: inout Int,
    into output: inout String
  ) throws(ExpressionError) {
    let evaluator = ExpressionEvaluator(context: scope)
    var items = try JinjaFilters.items(
      of: try evaluator.evaluate(loop.iterable), offset: loop.offset)
    if let condition = loop.condition {
      var kept: [AnswerValue] = []
      for item in items {
        var inner = scope
        for (name, value) in try unpack(item, into: loop.targets, offset: loop.offset) {
          inner.variables[name] = value
        }
        if PythonText.isTruthy(try ExpressionEvaluator(context: inner).evaluate(condition)) {
          kept.append(item)
        }
      }
      items = kept
    }
    guard !items.isEmpty else {
      if let otherwise = loop.otherwise {
        var inner = scope
        _ = try render(otherwise, in: &inner, iterations: &iterations, into: &output)
      }
      return
    }
    let memory = LoopMemory()
    for (index, item) in items.enumerated() {
      iterations += 1
      guard iterations <= maximumIterations else {
        throw .evaluation(
          "the template loops more than \(maximumIterations) times", offset: loop.offset)
      }
      var inner = scope
      for (name, value) in try unpack(item, into: loop.targets, offset: loop.offset) {
        inner.variables[name] = value
      }
      var state: ObjectMembers = [
        "index": .integer(index + 1), "index0": .integer(index),
        "revindex": .integer(items.count - index), "revindex0": .integer(items.count - index - 1),
        "first": .bool(index == 0), "last": .bool(index == items.count - 1),
        "length": .integer(items.count), "depth": .integer(1), "depth0": .integer(0),
      ]
      if index > 0 { state["previtem"] = items[index - 1] }
      if index + 1 < items.count { state["nextitem"] = items[index + 1] }
      inner.variables["loop"] = .object(state)
      inner.loopMemory = memory
      let control = try render(loop.body, in: &inner, iterations: &iterations, into: &output)
      if control == .break { break }
    }
  }

  /// The names and values of `a, b = pair`; one name takes the whole value.
  private static func unpack(_ value: AnswerValue, into targets: [String], offset: Int)
    throws(ExpressionError) -> [(String, AnswerValue)]
  {
    guard targets.count > 1 else { return targets.map { ($0, value) } }
    let items = try JinjaFilters.items(of: value, offset: offset)
    guard items.count == targets.count else {
      throw .evaluation(
        "cannot unpack \(items.count) values into \(targets.count) names", offset: offset)
    }
    return Array(zip(targets, items))
  }
}
