/// An answer judged at its prompt by the JSON Schema it will be written for: the
/// subschemas that apply at its path whatever the other answers are (the whole result is
/// judged once complete).
extension FillSession {
  /// The schema's errors and `format` warnings for `value` at `step`, each message naming
  /// the path below the step's when it is deeper (an item of a list answered whole).
  func schemaProblems(_ value: AnswerValue, for step: FillStep) -> [Diagnostic] {
    // The fill's own bookkeeping (whether an optional object was added, the variant of a
    // union) is no part of the result the schema judges.
    guard let check = options.schemaCheck, !value.isNull, !step.isOfferMenu else { return [] }
    let bookkeeping: Set<FieldPath.Component> = [
      .key(OptionalPresence.key), .key(UnionChoice.key),
    ]
    guard !step.path.components.contains(where: bookkeeping.contains) else { return [] }
    return check.diagnostics(forAnswer: value, at: step.path).map { problem in
      guard let path = problem.path, path != step.path else { return problem }
      var named = problem
      named.message = "\(path): \(problem.message)"
      return named
    }
  }

  /// The echo of an accepted answer with its `format` warnings: said at the prompt to a
  /// person, who may go back and change it; kept as warnings of a run without one.
  mutating func warned(_ echo: String?, _ problems: [Diagnostic], origin: AnswerOrigin)
    -> String?
  {
    let warnings = problems.filter { $0.severity == .warning }
    guard !warnings.isEmpty else { return echo }
    guard options.interactive else {
      for warning in warnings {
        var placed = warning
        placed.location = origin.location
        self.problems.append(placed)
      }
      return echo
    }
    let said = warnings.map { "warning: \($0.message)" }.joined(separator: "; ")
    return echo.map { "\($0) (\(said))" } ?? said
  }
}
