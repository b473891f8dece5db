// STUB: replaced by the condition-language work (lexer, parser, evaluator).
import Foundation

// Only the public surface below is relied on by the rest of the core.

/// A parsed XLForm predicate such as `$age >= 18 AND $country IN {'us','ca'}`.
public struct ConditionExpression: Sendable, Hashable {
  let constant: Bool

  /// Parses predicate text.
  /// - Throws: `ConditionError` with the offset of the problem.
  public static func parse(_ text: String) throws(ConditionError) -> ConditionExpression {
    switch text.trimmingCharacters(in: .whitespaces).lowercased() {
    case "true", "yes": return ConditionExpression(constant: true)
    case "false", "no": return ConditionExpression(constant: false)
    default: throw ConditionError(message: "conditions are not supported yet", offset: 0)
    }
  }

  /// Field paths the expression reads, as written (without `.isHidden` and the like).
  public var references: [FieldPath] { [] }

  /// Evaluates against the answers and visibility the context provides.
  public func evaluate(in context: some ConditionContext) -> Bool { constant }
}
