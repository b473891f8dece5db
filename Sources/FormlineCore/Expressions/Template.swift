/// A text with Jinja tags, parsed once at load time and rendered against the answers so far:
/// formline's safe Jinja subset (no code execution, no loops, no assignments).
///
/// ✅ `"{{ cookiecutter.project_name | lower | replace(' ', '_') }}"` with
/// `project_name: "My App"` renders `my_app`.
/// ❌ `"{% for x in y %}"` fails to parse: `'{% for %}' is not supported`.
package struct Template: Sendable, Hashable {
  indirect enum Node: Sendable, Hashable {
    struct Branch: Sendable, Hashable {
      var condition: Expression
      var body: [Node]
    }

    case text(String)
    case output(Expression)
    case branches([Branch], otherwise: [Node]?)
    /// jinja2-time's `{% now 'utc', '%Y' %}`.
    case now(timeZone: Expression, format: Expression?, offset: Int)
  }

  /// The text as written.
  package let source: String
  let nodes: [Node]

  /// Parses template text.
  /// - Parameters:
  ///   - source: The text with its tags.
  ///   - syntax: The delimiters (copier can change them).
  /// - Returns: The parsed template.
  /// - Throws: `ExpressionError` naming the first construct outside the subset, at its
  ///   offset in scalars.
  package static func parse(_ source: String, syntax: TemplateSyntax = TemplateSyntax())
    throws(ExpressionError) -> Template
  {
    let tokens = try ExpressionLexer.tokens(of: source, syntax: syntax)
    var parser = TemplateParser(tokens: tokens)
    return Template(source: source, nodes: try parser.parseTemplate())
  }

  /// Top-level variables the template reads (`cookiecutter.x` counts as `x`), in order.
  package var variables: [String] {
    var names: [String] = []
    Template.collect(nodes, into: &names)
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  /// Whether rendering gives the same text whatever the answers and the clock.
  package var isPlainText: Bool {
    nodes.allSatisfy { if case .text = $0 { true } else { false } }
  }

  private static func collect(_ nodes: [Node], into names: inout [String]) {
    for node in nodes {
      switch node {
      case .text: break
      case .output(let expression): expression.collectVariables(into: &names)
      case .branches(let branches, let otherwise):
        for branch in branches {
          branch.condition.collectVariables(into: &names)
          collect(branch.body, into: &names)
        }
        collect(otherwise ?? [], into: &names)
      case .now(let zone, let format, _):
        zone.collectVariables(into: &names)
        format?.collectVariables(into: &names)
      }
    }
  }
}
