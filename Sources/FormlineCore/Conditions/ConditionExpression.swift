/// A parsed XLForm predicate such as `$age >= 18 AND $country IN {'us','ca'}`.
///
/// Conditions are parsed when the form loads, so a typo is a form error with a location
/// rather than a surprise during a fill; evaluating a parsed condition never fails.
package struct ConditionExpression: Sendable, Hashable {
  let node: Node

  init(node: Node) {
    self.node = node
  }

  /// Parses the XLForm / NSPredicate subset described in formline(5).
  ///
  /// Keywords (`AND`, `contains`, `YES`, `nil`, …) are matched without regard to case; field
  /// references start with `$` and may end in `.value`, `.isHidden`, `.isDisabled` or
  /// `.@count`; `ANY`, `ALL` and `NONE` before a comparison apply it to each item.
  ///
  /// ✅ `parse("$age >= 18 AND $country IN {'us', 'ca'}")` → references `[age, country]`
  /// ✅ `parse("NOT ($plan == 'Free') || $other.isHidden")` → references `[plan, other]`
  /// ✅ `parse("$name contains[c] 'hide'")` → true when `name` is `"Hide me"`
  /// ✅ `parse("ANY $tags == 'x' OR $tags.@count > 2")` → references `[tags]`
  /// ❌ `parse("$a == ")` → `expected a value after '=='` at offset 6
  /// ❌ `parse("($a == 1")` → `expected ')' to close '(' at 0` at offset 8
  /// ❌ `parse("$a == 1 2")` → `expected AND, OR or the end, found '2'` at offset 8
  /// ❌ `parse("$a == 'x")` → `unterminated string` at offset 6
  /// ❌ `parse("$a matches '('")` → `invalid regular expression '('` at offset 11
  ///
  /// - Parameter text: The condition as written in the form.
  /// - Returns: The expression, ready to evaluate against any `ConditionContext`.
  /// - Throws: `ConditionError` with a short message and the 0-based offset (in Unicode
  ///   scalars) where the problem starts. Nothing else is thrown, and no input traps: nesting
  ///   deeper than 64 levels is reported as `nesting too deep`.
  package static func parse(_ text: String) throws(ConditionError) -> ConditionExpression {
    ConditionExpression(node: try ConditionParser.parse(text))
  }

  /// Field paths the expression reads, as written, in order of first appearance.
  ///
  /// A trailing `.value`, `.isHidden`, `.isDisabled` or `.@count` is left out, so callers can re-evaluate
  /// the condition whenever any of these fields changes or appears.
  package var references: [FieldPath] {
    var paths: [FieldPath] = []
    var seen: Set<FieldPath> = []
    node.visitFields { path in
      if seen.insert(path).inserted { paths.append(path) }
    }
    return paths
  }

  /// Evaluates against the answers and visibility the context provides.
  ///
  /// Type mismatches, missing fields and invalid patterns make a comparison false; nothing
  /// here throws or traps, because a condition is re-evaluated after every answer.
  /// - Parameter context: Where field values and hidden/disabled states come from.
  /// - Returns: Whether the condition holds.
  package func evaluate(in context: some ConditionContext) -> Bool {
    ConditionEvaluator(context: context).evaluate(node)
  }
}

extension ConditionExpression {
  /// The syntax tree: `AND`/`OR` chains are flat lists so long chains do not nest deeply.
  indirect enum Node: Sendable, Hashable {
    case not(Node)
    case all([Node])
    case any([Node])
    /// A bare operand used as a predicate (`$hasPets`), true when its value is truthy.
    case truthy(Operand)
    case comparison(Comparison)
    /// `ANY`/`ALL`/`NONE $tags == 'x'`: the comparison applied to each item of the left side.
    case quantified(Quantifier, Comparison)

    /// Calls `body` with every field path read, left to right.
    func visitFields(_ body: (FieldPath) -> Void) {
      switch self {
      case .not(let inner):
        inner.visitFields(body)
      case .all(let nodes), .any(let nodes):
        for node in nodes { node.visitFields(body) }
      case .truthy(let operand):
        operand.visitFields(body)
      case .comparison(let comparison), .quantified(_, let comparison):
        comparison.left.visitFields(body)
        comparison.right.visitFields(body)
      }
    }
  }

  /// A value in a comparison: a field, a literal, or a set literal of those.
  indirect enum Operand: Sendable, Hashable {
    case field(FieldPath, ConditionFieldAccess)
    case literal(AnswerValue)
    case set([Operand])

    func visitFields(_ body: (FieldPath) -> Void) {
      switch self {
      case .field(let path, _): body(path)
      case .literal: break
      case .set(let items): for item in items { item.visitFields(body) }
      }
    }
  }

  /// How many items of a collection must satisfy a quantified comparison.
  enum Quantifier: Sendable, Hashable {
    /// At least one (`ANY`, `SOME`).
    case any
    /// Every item; true for an empty collection, as in NSPredicate.
    case all
    /// No item.
    case none
  }

  /// `left operator[modifiers] right`.
  struct Comparison: Sendable, Hashable {
    var left: Operand
    var operation: Operator
    var modifiers: Modifiers
    var right: Operand
  }

  /// The binary operators, with `=`/`==` and `!=`/`<>` already folded together.
  enum Operator: Sendable, Hashable {
    case equal
    case notEqual
    case less
    case lessEqual
    case greater
    case greaterEqual
    case contains
    case beginsWith
    case endsWith
    case like
    case matches
    case `in`
    case between

    /// Whether `[c]`/`[d]` may follow: string comparisons, and operators built on equality.
    var acceptsModifiers: Bool {
      switch self {
      case .less, .lessEqual, .greater, .greaterEqual, .between: false
      default: true
      }
    }
  }

  /// The `[c]`, `[d]` and `[cd]` string comparison modifiers.
  struct Modifiers: Sendable, Hashable {
    var caseInsensitive = false
    var diacriticInsensitive = false

    static let none = Modifiers()
  }
}
