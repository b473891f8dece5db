import OrderedCollections

/// The result object (formline(1) OUTPUT FORMATS) from the answers alone: form order, hidden fields
/// and keyless fields left out, `null` for optional fields nobody answered, values given for
/// properties no question asks kept where the form allows them.
///
/// A value made from what the session holds; it never sees navigation state.
struct FillResultBuilder {
  let answers: Answers
  let presets: PresetAnswers
  /// The key of the button chosen, if any: `true` in the result, the others `false`.
  let chosenButton: String?
  let conditions: ConditionScope

  private var presence: OptionalPresence {
    OptionalPresence(answers: answers, presets: presets.values)
  }

  /// The result for `form`, the form the answers fill.
  func result(of form: Form) -> AnswerValue {
    let whole = object(of: form, level: .root)
    guard form.meaning.memberOrderFollowsAnswers, !presets.givenMemberOrder.isEmpty else {
      return .object(whole)
    }
    return Self.inGivenOrder(.object(whole), at: .root, orders: presets.givenMemberOrder)
  }

  /// The value with each object's members in the order an answers file gave them; a member
  /// the file did not give follows the given member it follows in the form (so a file in
  /// form order gives form order).
  private static func inGivenOrder(
    _ value: AnswerValue, at path: FieldPath, orders: [FieldPath: [String]]
  ) -> AnswerValue {
    switch value {
    case .object(let members):
      let given = (orders[path] ?? []).map { MemberName($0) }.filter { members[$0] != nil }
      let keys = given.isEmpty ? Array(members.keys) : interleaved(Array(members.keys), given)
      var ordered = ObjectMembers(minimumCapacity: members.count)
      for key in keys {
        guard let member = members[key] else { continue }
        ordered[key] = inGivenOrder(member, at: path.appending(key), orders: orders)
      }
      return .object(ordered)
    case .array(let items):
      return .array(
        items.enumerated().map { index, item in
          inGivenOrder(item, at: path.appending(index: index), orders: orders)
        })
    default:
      return value
    }
  }

  /// `given` in its order, each followed by the keys of `all` that come after it in `all`
  /// before the next given one; keys before every given one come first.
  private static func interleaved(_ all: [MemberName], _ given: [MemberName]) -> [MemberName] {
    let givenSet = Set(given)
    var leading: [MemberName] = []
    var following: [MemberName: [MemberName]] = [:]
    var anchor: MemberName?
    for key in all {
      if givenSet.contains(key) {
        anchor = key
      } else if let anchor {
        following[anchor, default: []].append(key)
      } else {
        leading.append(key)
      }
    }
    var keys = leading
    for key in given {
      keys.append(key)
      keys += following[key] ?? []
    }
    return keys
  }

  private func object(of form: Form, level: FieldPath)
    -> ObjectMembers
  {
    var members: ObjectMembers = [:]
    // Room for every field at once: growing rehashed every key again each time.
    members.reserveCapacity(form.sections.reduce(0) { $0 + $1.fields.count })
    // The top level's answers are read in the order the fill wrote them, mostly the
    // form's (`member(_:after:)`).
    var cursor = 0
    func answer(_ key: String, at path: FieldPath) -> AnswerValue? {
      level.isRoot ? answers.root.member(key, after: &cursor) : answers[path]
    }
    for section in form.sections where conditions.sectionIsVisible(section, level: level) {
      for field in section.fields where field.producesValue {
        guard let key = field.key else { continue }
        let path = level.appending(key)
        let visible = conditions.isVisible(field, level: level)
        if field.hidden != nil || field.when != nil { conditions.memo?.record(!visible, at: path) }
        guard visible else { continue }
        switch field.kind {
        case .form:
          if field.optional && presence.isPresent(path) != true
            && !conditions.requires(field, level: level)
          {
            continue
          }
          members[key] = .object(
            field.subform.map { object(of: $0, level: path) } ?? [:])
        case .array where field.choices.mode == nil:
          // An optional list nobody filled is left out, as an unanswered value is.
          let given = answer(key, at: path)
          if field.omitWhenUnanswered && given == nil { continue }
          let count = given?.arrayValue?.count ?? 0
          let items: AnswerValue = .array(
            (0..<count).map { index in
              let itemPath = path.appending(index: index)
              if let subform = field.collection.template?.subform {
                return .object(object(of: subform, level: itemPath))
              }
              // An item whose object variant was chosen from the menu: its fields.
              if let template = field.collection.template,
                let index = UnionChoice.chosen(
                  template, at: itemPath, variants: conditions.variants),
                let subform = template.union.variants[index].subform
              {
                return .object(object(of: subform, level: itemPath))
              }
              return answers[itemPath] ?? .null
            })
          // An optional list that would need items to be valid is left out when empty.
          if count == 0, field.omitWhenUnanswered,
            field.validators.contains(where: {
              if case .minItems(let least) = $0.rule { least > 0 } else { false }
            })
          {
            continue
          }
          members[key] =
            field.collection.keyedMap ? KeyedMap.object(of: items.arrayValue ?? []) : items
        case .union:
          // An object variant chosen from the menu: its fields, as a subform's.
          if let index = UnionChoice.chosen(field, at: path, variants: conditions.variants),
            let subform = field.union.variants[index].subform
          {
            members[key] = .object(object(of: subform, level: path))
            continue
          }
          let value = answer(key, at: path) ?? .null
          if value.isNull && field.omitWhenUnanswered { continue }
          members[key] = value
        case .button:
          members[key] = .bool(chosenButton == key)
        case .label, .info:
          members[key] =
            answer(key, at: path) ?? presets.values[path] ?? field.defaultValue ?? .null
        default:
          let value = answer(key, at: path) ?? .null
          if value.isNull && field.omitWhenUnanswered { continue }
          members[key] = value
        }
      }
    }
    // Values given for properties no question asks, which the schema allows: kept.
    for key in presets.extraKeys[level] ?? [] where members[key] == nil {
      members[key] = presets.values[level.appending(key)]
    }
    return members
  }
}
