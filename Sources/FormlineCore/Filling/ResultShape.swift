/// Where a form's result certainly holds the answers given in advance, worked out from the
/// form alone: what a check (`FillSession.everyGivenAnswerWritten()`) needs to know that
/// no answer given went unused without building the result.
///
/// A form's result follows its flow when each value field the flow asks is written at its
/// own path, inside the subforms that enclose it, and nothing else an answer given could
/// land in is written. Any part whose place in the result the flow does not show makes it
/// not so: collections and unions (items and variants), optional and offered parts (left
/// out unless added or picked), pending parts (built along the answers), buttons and keyed
/// labels (written though never asked), values the result may leave out (a JSON Schema's
/// optional property) or that may be objects (computed values, typed syntax, options whose
/// values are objects, typed answers files), a subform with no value of its own, two fields
/// with one key at a level (the later one wins), and a form whose result is its root value.
/// Those forms are checked by building the result, as a fill does.
struct ResultShape: Sendable {
  /// Whether the result follows the flow (see the type).
  let followsFlow: Bool
  /// The top-level keys whose whole value the result always holds, whatever the answers:
  /// fields with no condition in sections with none, with nothing conditional inside.
  let alwaysWritten: Set<MemberName>

  init(form: Form) {
    var always: Set<MemberName> = []
    followsFlow =
      !form.wrapsRootValue && !form.meaning.defaultsAreOnlyOffered
      && !form.meaning.answersFilesAreTyped
      && Self.levelFollowsFlow(form) { section, field, key in
        if Self.isUnconditional(section, field) { always.insert(MemberName(key)) }
      }
    alwaysWritten = followsFlow ? always : []
  }

  /// Whether every field of `level` follows the flow; `visit` sees each keyed field of
  /// the level itself.
  private static func levelFollowsFlow(
    _ level: Form, visit: (Section, Field, String) -> Void = { _, _, _ in }
  ) -> Bool {
    var keys: Set<MemberName> = []
    var holdsValue = false
    for section in level.sections {
      for field in section.fields {
        guard let key = field.key else { continue }
        guard keys.insert(MemberName(key)).inserted, fieldFollowsFlow(field) else {
          return false
        }
        holdsValue = holdsValue || field.producesValue
        visit(section, field, key)
      }
    }
    return holdsValue
  }

  private static func fieldFollowsFlow(_ field: Field) -> Bool {
    if field.offered || field.pending != nil || field.omitWhenUnanswered
      || field.derived.isComputed || field.syntax != nil
      || field.choices.options.contains(where: { $0.value.objectValue != nil })
    {
      return false
    }
    switch field.kind {
    case .form:
      guard !field.optional, let subform = field.subform else { return false }
      return levelFollowsFlow(subform)
    case .array:
      // A list of options is one value; any other list is a collection of items.
      return field.choices.mode != nil
    case .union, .button, .label, .info:
      return false
    default:
      return true
    }
  }

  /// Whether neither `field`, its section nor anything inside it has a condition that
  /// could hide it.
  private static func isUnconditional(_ section: Section, _ field: Field) -> Bool {
    guard section.hidden == nil && section.when == nil, field.hidden == nil, field.when == nil
    else { return false }
    guard let subform = field.subform else { return true }
    return subform.sections.allSatisfy { inner in
      inner.fields.allSatisfy { isUnconditional(inner, $0) }
    }
  }
}
