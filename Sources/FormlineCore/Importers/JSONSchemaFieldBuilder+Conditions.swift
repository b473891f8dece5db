/// An object's conditional keywords as formline conditions: `if`/`then`/`else`,
/// `dependentRequired`, `dependencies` and `dependentSchemas` make a property required only while a condition
/// over the other properties holds (`Field.requiredWhen`), and a property described only in
/// `then` or `else` is asked only while its branch applies (`Field.when`).
///
/// The condition is written in formline's condition language when the `if` is the usual
/// shape (`properties` tested by `const` or `enum`, `required` names); other shapes are
/// named in a warning.
extension JSONSchemaFieldBuilder {
  /// Applies every part's conditional keywords to the object's fields.
  func applyConditions(
    _ view: JSONSchemaView, to fields: inout [Field], path: FieldPath, nesting: Int
  ) {
    let keys = Set(fields.compactMap(\.key))
    var rules = ConditionalRules(fields: fields, keys: keys, path: path, context: context)
    for part in view.parts {
      if let node = part["dependentRequired"] {
        dependentRequired(node, into: &rules)
      }
      for keyword in ["dependencies", "dependentSchemas"] {
        if let node = part[keyword] {
          dependencies(node, keyword: keyword, into: &rules, view: view, nesting: nesting)
        }
      }
      if let condition = part["if"] {
        guard let text = JSONSchemaConditionText(keys: keys).condition(of: condition) else {
          context.warning(
            "this 'if' is not a test of properties by 'const' or 'enum': it is checked before "
              + "the result is written, but what its branches require is not asked",
            at: condition.location, path: path)
          continue
        }
        if let then = part["then"] {
          branch(
            then, when: text, at: condition.location, into: &rules, view: view, nesting: nesting)
        }
        if let otherwise = part["else"] {
          branch(
            otherwise, when: "NOT (\(text))", at: condition.location, into: &rules, view: view,
            nesting: nesting)
        }
      }
    }
    fields = rules.fields
  }

  /// `dependentRequired: {a: [b, c]}`: once `a` is answered, `b` and `c` are required.
  private func dependentRequired(_ node: DocumentNode, into rules: inout ConditionalRules) {
    guard let members = node.members else {
      context.error("'dependentRequired' must be an object", at: node.location, path: rules.path)
      return
    }
    for member in members {
      guard let names = member.value.items?.compactMap(\.scalarText) else {
        context.error(
          "'dependentRequired' lists property names", at: member.value.location, path: rules.path)
        continue
      }
      requireWhenGiven(member.key, names, at: member.keyLocation, into: &rules)
    }
  }

  /// draft-04 to -07's `dependencies` and 2019-09's `dependentSchemas`: a list is
  /// `dependentRequired`; a schema applies once the property is answered, as a `then` does.
  private func dependencies(
    _ node: DocumentNode, keyword: String, into rules: inout ConditionalRules,
    view: JSONSchemaView, nesting: Int
  ) {
    guard let members = node.members else {
      context.error("'\(keyword)' must be an object", at: node.location, path: rules.path)
      return
    }
    for member in members {
      if let items = member.value.items {
        requireWhenGiven(
          member.key, items.compactMap(\.scalarText), at: member.keyLocation, into: &rules)
        continue
      }
      guard rules.keys.contains(member.key), JSONSchemaConditionText.canName(member.key) else {
        context.warning(
          "'\(keyword)' on '\(member.key)', which is not a property formline can test: "
            + "not asked, only checked before the result is written", at: member.keyLocation,
          path: rules.path)
        continue
      }
      branch(
        member.value, when: "$\(member.key) != nil", at: member.keyLocation, into: &rules,
        view: view, nesting: nesting)
    }
  }

  private func requireWhenGiven(
    _ name: String, _ names: [String], at location: SourceLocation,
    into rules: inout ConditionalRules
  ) {
    guard rules.keys.contains(name), JSONSchemaConditionText.canName(name) else {
      context.warning(
        "a requirement depends on '\(name)', which is not a property formline can test: "
          + "not asked, only checked before the result is written", at: location,
        path: rules.path)
      return
    }
    for required in names {
      rules.require(required, when: "$\(name) != nil", at: location)
    }
  }

  /// A `then` or `else` (or a `dependencies` schema): its `required` names become required
  /// while `condition` holds, and the properties only it describes are asked then.
  private func branch(
    _ node: DocumentNode, when condition: String, at location: SourceLocation,
    into rules: inout ConditionalRules, view: JSONSchemaView, nesting: Int
  ) {
    if case .bool = node.answerValue { return }
    let branchView = self.view(of: [node], inside: view.expandedReferences, path: rules.path)
    var required: [String] = []
    for list in branchView.all("required") {
      required += list.items?.compactMap(\.scalarText) ?? []
    }
    var described: Set<String> = []
    for properties in branchView.all("properties") {
      for member in properties.members ?? [] {
        described.insert(member.key)
        guard !rules.keys.contains(member.key) else { continue }
        guard !rules.hasField(member.key) else {
          context.warning(
            "'\(member.key)' is described by two branches: asked as the first describes it",
            at: member.keyLocation, path: rules.path.appending(member.key))
          continue
        }
        guard
          var field = self.field(
            key: member.key, schemas: [member.value], required: required.contains(member.key),
            parent: rules.path, inside: branchView.expandedReferences,
            location: member.keyLocation, nesting: nesting)
        else { continue }
        field.when = JSONSchemaConditionText.parse(condition, at: location)
        rules.add(field)
      }
    }
    // A property the branch adds is asked only in the branch, where it is required.
    for name in required where rules.keys.contains(name) || !described.contains(name) {
      rules.require(name, when: condition, at: location)
    }
  }
}

/// The fields of one object while conditional keywords are applied to them.
struct ConditionalRules {
  var fields: [Field]
  /// The properties the object itself describes, which conditions may name.
  let keys: Set<String>
  let path: FieldPath
  let context: LoadContext

  func hasField(_ key: String) -> Bool {
    fields.contains { $0.key.map { CodePointNames.same($0, key) } == true }
  }

  mutating func add(_ field: Field) {
    fields.append(field)
  }

  /// Makes the property required while `condition` holds, besides any earlier condition.
  mutating func require(_ name: String, when condition: String, at location: SourceLocation) {
    guard
      let index = fields.firstIndex(where: { $0.key.map { CodePointNames.same($0, name) } == true })
    else {
      context.warning(
        "'\(name)' is required by a condition but no property describes it: not asked",
        at: location, path: path.appending(name))
      return
    }
    guard !fields[index].required else { return }
    var text = condition
    if case .expression(_, let source, _)? = fields[index].requiredWhen {
      text = "(\(source)) OR (\(condition))"
    }
    fields[index].requiredWhen = JSONSchemaConditionText.parse(text, at: location)
  }
}

extension DocumentNode {
  /// `{}` or `true`: a schema that adds nothing.
  var isEmptySchema: Bool {
    if case .bool(true) = answerValue { return true }
    return members?.isEmpty == true
  }
}
