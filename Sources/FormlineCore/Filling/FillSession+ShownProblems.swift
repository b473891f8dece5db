/// The session's problems as they are shown to a person: a place inside a keyed map named
/// by the item's name (`jobs.build.strategy`), not by where the answers keep it
/// (`jobs[0].value.strategy`). The session itself keeps its problems at its own paths,
/// which it compares with the steps'.
extension FillSession {
  package var shownProblems: [Diagnostic] {
    problems.map { problem in
      guard let path = problem.path else { return problem }
      var shown = problem
      shown.path = KeyedMap.shownPath(path, in: form, answers: answers)
      return shown
    }
  }
}
