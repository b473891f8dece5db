/// What running a pattern under its step budget gave: the result, or the news that the
/// match ran over the budget and was stopped.
///
/// Running over is its own outcome rather than "no match": a pattern such as `^(a+)+$`
/// backtracks exponentially on some texts, and a caller may want to say so instead of
/// reporting a mismatch.
package enum BudgetedResult<Value: Sendable>: Sendable {
  case finished(Value)
  /// PCRE2 stopped at its match, depth or heap limit (`MatchBudget`).
  case tooCostly

  /// The result, or nil when the match was too costly.
  package var value: Value? {
    switch self {
    case .finished(let value): value
    case .tooCostly: nil
    }
  }
}

extension BudgetedResult: Equatable where Value: Equatable {}
