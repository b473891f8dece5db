/// Rendering a template against the answers so far.
extension Template {
  /// The template's text with every tag evaluated.
  /// - Parameter context: The answers and the clock.
  /// - Returns: The rendered text; values print as Python's `str()` does (`True`, `None`).
  /// - Throws: `ExpressionError` when a variable is undefined or a value does not fit an
  ///   operation; never a partial text.
  package func render(in context: TemplateContext) throws(ExpressionError) -> String {
    var output = ""
    try Template.render(nodes, in: context, into: &output)
    return output
  }

  private static func render(
    _ nodes: [Node], in context: TemplateContext, into output: inout String
  )
    throws(ExpressionError)
  {
    let evaluator = ExpressionEvaluator(context: context)
    for node in nodes {
      switch node {
      case .text(let text):
        output += text
      case .output(let expression):
        let text = PythonText.str(try evaluator.evaluate(expression))
        try ResultBudget.ensure(
          output.utf8.count + text.utf8.count, "the template's text",
          offset: expression.offset ?? 0)
        output += text
      case .branches(let branches, let otherwise):
        var taken = false
        for branch in branches where try PythonText.isTruthy(evaluator.evaluate(branch.condition)) {
          try render(branch.body, in: context, into: &output)
          taken = true
          break
        }
        if !taken, let otherwise { try render(otherwise, in: context, into: &output) }
      case .now(let zone, let format, let offset):
        output += try evaluator.now(zone: zone, format: format, offset: offset)
      }
    }
  }
}
