/// A text with Jinja tags, parsed once at load time and rendered against the answers so far:
/// formline's sandboxed Jinja (no code execution, no file, network or Python object).
///
/// ✅ `"{{ cookiecutter.project_name | lower | replace(' ', '_') }}"` with
/// `project_name: "My App"` renders `my_app`.
/// ❌ `"{% macro m() %}…"` fails to parse: `'{% macro %}' is not supported`.
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
    /// `{% set a = x %}`, `{% set a, b = pair %}`.
    case set(targets: [String], value: Expression, offset: Int)
    /// `{% set a | upper %}body{% endset %}`: the rendered body, through the filters.
    case setBlock(target: String, filters: [Expression.Step], body: [Node])
    /// `{% filter upper %}body{% endfilter %}`.
    case filterBlock(filters: [Expression.Step], body: [Node])
    /// `{% for a, b in items if cond %}body{% else %}empty{% endfor %}`.
    case loop(Loop)
    /// `{% with a = x, b = y %}body{% endwith %}`: names set for the body only, each value
    /// read in the enclosing scope.
    case with([Assignment], body: [Node])
    /// `{% break %}` and `{% continue %}` (Jinja's `loopcontrols` extension).
    case loopControl(LoopControl)

    struct Assignment: Sendable, Hashable {
      var name: String
      var value: Expression
    }

    enum LoopControl: Sendable, Hashable {
      case `break`, `continue`
    }

    struct Loop: Sendable, Hashable {
      var targets: [String]
      var iterable: Expression
      var condition: Expression?
      var body: [Node]
      var otherwise: [Node]?
      var offset: Int
    }
  }

  /// The text as written.
  package let source: String
  let nodes: [Node]
  /// Where the text is written; nil for a template made in code.
  ///
  /// An error found while rendering is placed at its operator in the file. Not part of the
  /// template's identity.
  var origin: TemplateOrigin?

  package static func == (left: Template, right: Template) -> Bool {
    left.source == right.source && left.nodes == right.nodes
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(source)
    hasher.combine(nodes)
  }

  /// The file position of an error found while rendering, when the text's place is known.
  func location(of error: ExpressionError) -> SourceLocation? {
    origin?.location(of: error.offset, in: source)
  }

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
    parser.allowsLoopControls = syntax.loopControls
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

  /// The text every rendering gives, when the template has no tags (`isPlainText`).
  var literalText: String? {
    var text = ""
    for node in nodes {
      guard case .text(let part) = node else { return nil }
      text += part
    }
    return text
  }

  /// Names read, skipping those the template sets itself (`set`, loop targets, `loop`).
  private static func collect(
    _ nodes: [Node], bound: Set<String> = [], into names: inout [String]
  ) {
    var bound = bound
    func read(_ expression: Expression?) {
      var found: [String] = []
      expression?.collectVariables(into: &found)
      names += found.filter { !bound.contains($0) }
    }
    func read(_ steps: [Expression.Step]) {
      var found: [String] = []
      for step in steps { step.collectVariables(into: &found) }
      names += found.filter { !bound.contains($0) }
    }
    for node in nodes {
      switch node {
      case .text: break
      case .output(let expression): read(expression)
      case .branches(let branches, let otherwise):
        for branch in branches {
          read(branch.condition)
          collect(branch.body, bound: bound, into: &names)
        }
        collect(otherwise ?? [], bound: bound, into: &names)
      case .now(let zone, let format, _):
        read(zone)
        read(format)
      case .set(let targets, let value, _):
        read(value)
        bound.formUnion(targets)
      case .setBlock(let target, let filters, let body):
        read(filters)
        collect(body, bound: bound, into: &names)
        bound.insert(target)
      case .filterBlock(let filters, let body):
        read(filters)
        collect(body, bound: bound, into: &names)
      case .loop(let loop):
        read(loop.iterable)
        let inner = bound.union(loop.targets).union(["loop"])
        var found: [String] = []
        loop.condition?.collectVariables(into: &found)
        names += found.filter { !inner.contains($0) }
        collect(loop.body, bound: inner, into: &names)
        collect(loop.otherwise ?? [], bound: bound, into: &names)
      case .with(let assignments, let body):
        for assignment in assignments { read(assignment.value) }
        collect(body, bound: bound.union(assignments.map(\.name)), into: &names)
      case .loopControl: break
      }
    }
  }
}
