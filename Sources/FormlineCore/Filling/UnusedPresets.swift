import OrderedCollections

/// Answers given in advance that the result does not hold, because a condition hid their
/// field or section: each is reported, never dropped without a word.
///
/// Worked out from the form, the answers given and the result only.
struct UnusedPresets {
  let form: Form
  let presets: PresetAnswers

  /// One warning per given answer that did not reach the result.
  /// - Parameter result: The result the fill gives, built only when needed.
  /// - Returns: The warnings, by path; one for a whole hidden subform or collection.
  func warnings(result: () -> AnswerValue) -> [Diagnostic] {
    guard !presets.origins.isEmpty else { return [] }
    // Looked up in the result, not gathered from it first: a large answers file names
    // every field, and a set of every path of the result was the peak of its memory.
    let result = Answers(result().objectValue ?? [:])
    // Gathered one by one, not filtered into a dictionary: nearly every given answer is used.
    // Top-level answers are looked for in the result in the order given, which is mostly
    // its own order (`member(_:after:)`).
    var cursor = 0
    let unused = presets.origins.sorted(
      topLevel: { name, _ in
        guard let value = result.root.member(name, after: &cursor) else { return true }
        return !isUsed(value, givenAt: FieldPath([.key(name)]))
      },
      nested: { path, _ in
        guard !path.isRoot, let value = result[path] else { return true }
        return !isUsed(value, givenAt: path)
      })
    var warnings: [Diagnostic] = []
    var reported: Set<FieldPath> = []
    // A condition may hide thousands of given answers: each is found in a table of the
    // form's top-level fields, made once when first needed, not by a search of the form.
    var topLevel: [MemberName: Field]?
    for (path, origin) in unused {
      // One warning for a whole hidden subform or collection, not one per member: the
      // path's own enclosing values are looked up, not every path reported so far.
      if Self.lies(path, inAnyOf: reported) { continue }
      guard let field = field(at: path, topLevel: &topLevel), field.producesValue else {
        continue
      }
      reported.insert(path)
      let reason =
        otherVariant(around: path, result: result)
        ?? "hidden by condition \(conditionText(for: path, topLevel: &topLevel))"
      warnings.append(
        .warning(
          "\(reason); answer not used",
          at: origin.location, path: path,
          notes: origin.location == nil ? ["from \(origin)"] : []))
    }
    return warnings
  }

  /// Whether the result's `value` uses the answer given at `path`.
  private func isUsed(_ value: AnswerValue, givenAt path: @autoclosure () -> FieldPath) -> Bool {
    // `{}` given (`workflow_dispatch: {}`, an event with no settings) and written is used.
    // (The result's value is looked at first: most are not objects, and then the given
    // value need not be looked up, nor its path built.)
    if case .object = value, case .object(let given)? = presets.values[path()], given.isEmpty {
      return true
    }
    return UnusedPresets.holdsValue(value)
  }

  /// Whether `path` or a value enclosing it is among `reported`.
  private static func lies(_ path: FieldPath, inAnyOf reported: Set<FieldPath>) -> Bool {
    guard !reported.isEmpty else { return false }
    var current = path
    while true {
      if reported.contains(current) { return true }
      if current.isRoot { return false }
      current = current.parent
    }
  }

  /// The field at `path`, as `FieldLookup` finds it; a top-level one from `topLevel` (made
  /// here the first time).
  private func field(at path: FieldPath, topLevel: inout [MemberName: Field]?) -> Field? {
    guard let key = path.topLevelKey else { return FieldLookup.field(at: path, in: form) }
    if topLevel == nil { topLevel = LevelFields.firstFields(of: form) }
    return topLevel?[MemberName(key)].map { $0.expanded ?? $0 }
  }

  /// Whether a value of the result holds anything but empty objects: a collection or a
  /// scalar (null included) counts, as each is written out.
  private static func holdsValue(_ value: AnswerValue) -> Bool {
    guard case .object(let members) = value else { return true }
    return members.values.contains(where: holdsValue)
  }

  /// Why a member of a union's object variant is not in the result when the union is: the
  /// person chose another variant (or typed another value) for it.
  private func otherVariant(around path: FieldPath, result: Answers) -> String? {
    var current = path.parent
    while !current.isRoot {
      if FieldLookup.field(at: current, in: form)?.kind == .union {
        guard let value = result[current], !value.isNull else { return nil }
        return "not part of the value chosen for \(current)"
      }
      current = current.parent
    }
    return nil
  }

  /// The condition that hides the field at `path` (its own or an enclosing one), as written.
  private func conditionText(for path: FieldPath, topLevel: inout [MemberName: Field]?)
    -> String
  {
    var current = path
    while !current.isRoot {
      if let field = field(at: current, topLevel: &topLevel) {
        for condition in [field.hidden, field.when] {
          if case .expression(_, let source, _)? = condition { return "'\(Excerpt.of(source))'" }
        }
      }
      current = current.parent
    }
    return "of its section"
  }
}
