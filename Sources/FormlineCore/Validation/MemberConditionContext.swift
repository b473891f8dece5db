import OrderedCollections

/// Conditions of an object's members read against the object's own value: a union variant
/// is matched as data, before any answer is filed, so a member that is required or asked
/// only while a condition over its siblings holds (JSON Schema's `if`/`then`,
/// `dependentRequired`) is judged by the members given.
///
/// ✅ `{interval: weekly}` against `cronjob` required when `$interval == "cron"`: not
/// required, the variant matches.
struct MemberConditionContext: ConditionContext {
  let members: ObjectMembers

  func value(at path: FieldPath) -> AnswerValue? {
    var value: AnswerValue? = .object(members)
    for component in path.components {
      switch component {
      case .key(let key): value = value?.objectValue?[key]
      case .index(let index):
        guard let items = value?.arrayValue, items.indices.contains(index) else { return nil }
        value = items[index]
      }
    }
    return value
  }

  func isHidden(_ path: FieldPath) -> Bool { false }

  func isDisabled(_ path: FieldPath) -> Bool { false }

  /// Whether `condition` holds over the members; a template or other shape counts as
  /// holding, so a member it guards is judged as if it applied.
  func holds(_ condition: Condition?) -> Bool {
    switch condition {
    case nil: true
    case .constant(let flag)?: flag
    case .expression(let expression, _, _)?: expression.evaluate(in: self)
    case .template?: true
    }
  }
}
