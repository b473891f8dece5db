/// What a check (`validate`) asks of a finished fill instead of its result.
extension FillSession {
  /// The warnings for answers given in advance that the result does not hold, after a check:
  /// none when the check found every one written, else found in the result, built for it.
  package func unusedPresetWarnings(after verdict: FillVerdict) -> [Diagnostic] {
    if case .valid(everyGivenAnswerWritten: true) = verdict { return [] }
    return unusedPresetWarnings()
  }

  /// Whether every answer given in advance is certainly written in the result, so that none
  /// went unused and the result need not be built to look for them (`UnusedPresets`).
  ///
  /// Only for a form whose result follows its flow (`ResultShape`): an answer given under
  /// a top-level field the result always holds is written (or names no field, and is never
  /// said to be unused); any other is looked for in the flow as the fill left it, which
  /// follows the final answers as the result does (each change of an answer drops the steps
  /// it can touch): it is written when a value step has its path, or lies inside it. False
  /// whenever that cannot be told; the caller then builds the result and searches it, as a
  /// fill does.
  mutating func everyGivenAnswerWritten() -> Bool {
    let shape = context.resultShape ?? ResultShape(form: form)
    guard shape.followsFlow else { return false }
    var elsewhere: [FieldPath] = []
    presets.origins.visit(
      topLevel: { name in
        if !shape.alwaysWritten.contains(name) { elsewhere.append(FieldPath([.key(name.text)])) }
      },
      nested: { path in
        // No answer is ever said to be unused at the root: it is the whole document. An item
        // of a list of options may be dropped as a repeat: looked for.
        guard !path.isRoot else { return }
        if let key = path.topLevelKey, shape.alwaysWritten.contains(MemberName(key)),
          path.components.allSatisfy({ if case .key = $0 { true } else { false } })
        {
          return
        }
        elsewhere.append(path)
      })
    guard !elsewhere.isEmpty else { return true }
    let written = fullFlow().lazy.filter { $0.role == .value && $0.field.producesValue }
      .map(\.path)
    // Few, as a rule (the answers of conditional fields): each is looked for along the flow.
    guard elsewhere.count > Self.answersLookedForInTurn else {
      return elsewhere.allSatisfy { given in
        written.contains { path in
          // The step's own answer, or a subform enclosing it.
          path.components.starts(with: given.components) || holds(given, inside: path)
        }
      }
    }
    // Many (a large form whose fields have conditions): the paths are filed once.
    var steps: Set<FieldPath> = []
    var enclosing: Set<FieldPath> = []
    for path in written {
      steps.insert(path)
      var outer = path.parent
      while !outer.isRoot, enclosing.insert(outer).inserted { outer = outer.parent }
    }
    return elsewhere.allSatisfy { given in
      if steps.contains(given) || enclosing.contains(given) { return true }
      var outer = given.parent
      while !outer.isRoot {
        if steps.contains(outer) { return holds(given, inside: outer) }
        outer = outer.parent
      }
      return false
    }
  }

  /// Past this many answers to look for, the flow's paths are filed in tables first.
  private static var answersLookedForInTurn: Int { 16 }

  /// Whether the answer given at `given`, inside the value of the step at `path`, is
  /// written: a key there names no field (never said to be unused); an item of a list of
  /// options is written when the list the fill kept has it.
  private func holds(_ given: FieldPath, inside path: FieldPath) -> Bool {
    guard given.components.count > path.components.count,
      given.components.starts(with: path.components)
    else { return false }
    return given.components.dropFirst(path.components.count).allSatisfy {
      if case .key = $0 { true } else { false }
    } || answer(at: given) != nil
  }
}
