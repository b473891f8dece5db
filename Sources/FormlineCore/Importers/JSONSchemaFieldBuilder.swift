import OrderedCollections

/// Maps one schema onto one field: objects become subforms, arrays collections, `enum`
/// choices, scalars the matching field kind with their checks as validators.
///
/// A property that is not `required` is left out of the result when unanswered, so the
/// result never holds a `null` the schema does not allow.
struct JSONSchemaFieldBuilder {
  let context: LoadContext
  let resolver: JSONSchemaResolver
  let notes: JSONSchemaNotes
  /// The whole schema, for the checks kept as `ValueSchema`s.
  let document: ValueSchema.Document
  /// Where the fields of `$ref`s are registered, to be built when the fill reaches them.
  var lazy: JSONSchemaLazyFields?
  /// Whether every property and item is left pending, `$ref` or not: set while a union's
  /// variant is built, so a variant is one level deep until it is chosen or a value is
  /// checked against it (a union of objects of unions is not built whole at load).
  var defersMembers = false

  /// The merged view of several schemas that all apply (a property listed in two `allOf`
  /// parts), with its unsupported keywords and remote references reported.
  func view(of schemas: [DocumentNode], inside references: [String], path: FieldPath)
    -> JSONSchemaView
  {
    var merged = JSONSchemaView()
    merged.expandedReferences = references
    for schema in schemas {
      let view = resolver.view(of: schema, inside: references, path: path)
      merged.parts += view.parts
      merged.isFalse = merged.isFalse || view.isFalse
      merged.recursiveReference = merged.recursiveReference ?? view.recursiveReference
      merged.remoteReferences += view.remoteReferences
      for reference in view.expandedReferences where !merged.expandedReferences.contains(reference)
      {
        merged.expandedReferences.append(reference)
      }
    }
    for part in merged.parts {
      notes.reportUnknownKeywords(of: part, path: path)
      if let reference = part["$ref"], let text = reference.scalarText, !resolver.isLocal(text) {
        notes.remote(text, at: reference.location)
      }
    }
    return merged
  }

  /// Whether a schema with no `type` describes an object by its keywords.
  func describesObject(_ view: JSONSchemaView) -> Bool {
    view.has("properties") || view.has("required") || view.has("additionalProperties")
  }

  /// The fields of an object schema's properties, in order, the properties of every part
  /// merged; a required name no part describes is asked as text.
  func fields(of view: JSONSchemaView, path: FieldPath, nesting: Int, defaults: AnswerValue? = nil)
    -> [Field]
  {
    // Names by code points: two that differ only in Unicode normalization are two
    // properties.
    var order: [String] = []
    var schemas: [MemberName: [DocumentNode]] = [:]
    var locations: [MemberName: SourceLocation] = [:]
    for properties in view.all("properties") {
      guard let members = properties.members else {
        context.error("'properties' must be an object", at: properties.location, path: path)
        continue
      }
      for member in members {
        let name = MemberName(member.key)
        if schemas[name] == nil {
          order.append(member.key)
          locations[name] = member.keyLocation
        }
        schemas[name, default: []].append(member.value)
      }
    }
    var required: Set<MemberName> = []
    for list in view.all("required") {
      guard let items = list.items else {
        // draft-03's `required: true` on a property; draft-04 moved it to the object.
        context.warning(
          "'required' is a list of property names since draft-04; ignored",
          at: list.location, path: path)
        continue
      }
      for item in items {
        guard let text = item.scalarText else { continue }
        let name = MemberName(text)
        required.insert(name)
        if schemas[name] == nil {
          order.append(text)
          schemas[name] = []
          locations[name] = item.location
        }
      }
    }
    var fields: [Field] = []
    for name in order {
      let location = locations[MemberName(name)]
      var field = field(
        key: name, schemas: schemas[MemberName(name)] ?? [],
        required: required.contains(MemberName(name)),
        parent: path, inside: view.expandedReferences, location: location, nesting: nesting)
      if let inherited = defaults?.objectValue?[name], field?.defaultValue == nil {
        field?.defaultValue = inherited
      }
      if let field { fields.append(field) }
    }
    applyConditions(view, to: &fields, path: path, nesting: nesting)
    offerOptionalProperties(&fields, required: required)
    return fields
  }

  /// The field for one property (`key`) or one collection item (`key` nil).
  ///
  /// With `deferring`, a schema that has a `$ref` is not built here: the field is pending
  /// (`PendingField`), built when the fill reaches it.
  func field(
    key: String?, schemas: [DocumentNode], required: Bool, parent: FieldPath,
    inside references: [String], location: SourceLocation?, nesting: Int,
    deferring: Bool = true
  ) -> Field? {
    let path = key.map { parent.appending($0) } ?? parent
    // A tuple's positions (no key) are judged by their kind as they are built.
    if deferring, let lazy,
      defersMembers && key != nil && schemas.contains(where: Self.holdsSchemas)
        || schemas.contains(where: { refersWithin($0) || unitesReferences($0) })
    {
      return pendingField(
        key: key, schemas: schemas, required: required, parent: parent, location: location,
        in: lazy)
    }
    context.fieldCount += 1
    guard context.fieldCount <= context.limits.maximumFieldCount else {
      if context.fieldCount == context.limits.maximumFieldCount + 1 {
        context.error(
          "more than \(context.limits.maximumFieldCount) fields", at: location, path: path)
      }
      return nil
    }
    let view = view(of: schemas, inside: references, path: path)
    let name = key.map { "'\($0)'" } ?? "an item"
    if let reference = view.recursiveReference {
      guard !required else {
        context.error(
          "\(name) refers back to \(reference), which encloses it: formline cannot ask "
            + "a recursive schema", at: location, path: path)
        return nil
      }
      context.warning(
        "\(name) refers back to \(reference), which encloses it: not asked (recursive "
          + "schemas are not supported)", at: location, path: path)
      return nil
    }
    if view.isFalse {
      if required {
        context.error(
          "\(name) is required but its schema allows no value", at: location, path: path)
      }
      return nil
    }
    let naming = JSONSchemaPromptName(
      key: key, title: view.first("title")?.scalarText,
      description: (view.first("description") ?? view.first("markdownDescription"))?.scalarText)
    var field = Field(key: key, kind: .text, title: naming.title)
    field.location = location
    field.schemaName = Self.referenceName(in: schemas)
    field.help = naming.help
    field.placeholder = placeholder(view)
    field.defaultValue = view.first("default")?.answerValue
    field.secret = view.first("writeOnly")?.answerValue == .bool(true)
    field.askedOnlyWithAskAll = view.first("deprecated")?.answerValue == .bool(true)
    let types = types(of: view, path: path)
    field.omitWhenUnanswered = !required
    field.required = required && !types.nullable
    // Nobody chose the value of an optional `const` or `readOnly` property: it is written
    // only when given (an answers file, `--set`), as any optional property. A variant's own
    // constant (built with `defersMembers`) is its tag, which tells it from the others,
    // and is written with it.
    let writtenUnasked = required || defersMembers
    if view.first("readOnly")?.answerValue == .bool(true) {
      field.derived.isComputed = true
      if !writtenUnasked { field.defaultValue = nil }
    }
    if let constant = view.all("const").first {
      field.derived.isComputed = true
      field.defaultValue = writtenUnasked ? constant.answerValue : nil
      field.choices.options = [
        Option(value: constant.answerValue, title: constant.answerValue.editableText)
      ]
      field.choices.mode = .single
      return field
    }
    if let union = unionField(
      field, view: view, inside: references, types: types, path: path, nesting: nesting)
    {
      return union
    }
    if !view.remoteReferences.isEmpty || types.kind == nil && !types.onlyNull {
      // Any JSON value: taken from the answers given in advance, never asked.
      field.derived.isComputed = true
      field.validators += compositionChecks(view, asked: nil)
      return field
    }
    if let options = enumOptions(view, path: path) {
      field.choices.options = options.values.map { Option(value: $0, title: $0.editableText) }
      field.choices.mode = .single
      field.presentation = .menu
      if options.allowsNull { field.required = false }
      if let kind = types.kind, kind == .integer || kind == .number { field.kind = kind }
      field.validators += compositionChecks(view, asked: nil)
      return field
    }
    switch types.kind {
    case .form:
      guard nesting < context.limits.maximumNesting else {
        context.error(
          "objects nested deeper than \(context.limits.maximumNesting) levels",
          at: location, path: path)
        return nil
      }
      if makeKeyedMap(view, into: &field, path: path, nesting: nesting) { return field }
      field.kind = .form
      // Its own `required` applies only when the user adds it.
      field.optional = !required
      let subfields = fields(
        of: view, path: path, nesting: nesting + 1, defaults: field.defaultValue)
      field.subform = Form(sections: [Section(fields: subfields)])
      field.subform?.checks = objectChecks(view, fields: subfields)
      field.subform?.extraValues = extraValues(view)
      field.defaultValue = nil
    case .array:
      guard nesting < context.limits.maximumNesting else {
        context.error(
          "lists nested deeper than \(context.limits.maximumNesting) levels",
          at: location, path: path)
        return nil
      }
      field.kind = .array
      field.required = false
      arrayItems(view, into: &field, path: path, nesting: nesting)
      field.validators += JSONSchemaChecks(context: context, path: path).arrayRules(view)
    case .boolean:
      field.kind = .boolean
    case .integer?, .number?:
      field.kind = types.kind ?? .number
      field.validators += JSONSchemaChecks(context: context, path: path).numberRules(view)
    case .text:
      let checks = JSONSchemaChecks(context: context, path: path)
      field.kind = checks.formatKind(view, into: &field)
      field.validators += checks.stringRules(view)
    case nil:
      // Only `null` is allowed.
      field.derived.isComputed = true
      field.defaultValue = .null
      field.omitWhenUnanswered = false
    default:
      break
    }
    if field.kind != .form { field.validators += valueChecks(view) }
    return field
  }

  /// Keywords by which a schema holds other schemas.
  ///
  /// What makes building it cost more than one field. A scalar (a `const` tag, an `enum`, a string) is built at once, even inside
  /// a variant, so variants are told apart and labelled without building them.
  private static let nestingKeywords: Set<String> = [
    "properties", "items", "prefixItems", "additionalProperties", "patternProperties",
    "anyOf", "oneOf", "allOf", "if", "dependentSchemas", "dependencies", "not", "$ref",
    "$dynamicRef", "$recursiveRef",
  ]

  static func holdsSchemas(_ schema: DocumentNode) -> Bool {
    schema.members?.contains { nestingKeywords.contains($0.key) } ?? false
  }

  /// The first example, shown as the prompt's "e.g." text.
  private func placeholder(_ view: JSONSchemaView) -> String? {
    guard let examples = view.first("examples") ?? view.first("example") else { return nil }
    let first = examples.items?.first ?? examples
    guard first.members == nil, first.items == nil else { return nil }
    return first.answerValue.editableText
  }

  /// The values every `enum` allows (and `const` is handled before), in the first list's
  /// order; null is not an option but leaves the answer free to be empty.
  private func enumOptions(_ view: JSONSchemaView, path: FieldPath)
    -> (values: [AnswerValue], allowsNull: Bool)?
  {
    let lists = view.all("enum")
    guard !lists.isEmpty else { return nil }
    var values: [AnswerValue]?
    for list in lists {
      guard let items = list.items else {
        context.error("'enum' must be a list", at: list.location, path: path)
        return nil
      }
      let these = items.map(\.answerValue)
      values = values.map { $0.filter(these.contains) } ?? these
    }
    let all = values ?? []
    let allowsNull = all.contains(.null)
    let options = all.filter { !$0.isNull }
    if options.isEmpty && !allowsNull {
      context.error("'enum' allows no value here", at: lists[0].location, path: path)
      return nil
    }
    return (options, allowsNull)
  }

  /// A collection of the items' schema, or a multiple choice when the items are an `enum`.
  private func arrayItems(
    _ view: JSONSchemaView, into field: inout Field, path: FieldPath, nesting: Int
  ) {
    if makeTuple(view, into: &field, path: path, nesting: nesting) { return }
    var itemSchemas: [DocumentNode] = []
    for items in view.all("items") where items.items == nil {
      itemSchemas.append(items)
    }
    func pendingItem(in lazy: JSONSchemaLazyFields) {
      var item = pendingField(
        key: nil, schemas: itemSchemas, required: true, parent: path, location: field.location,
        in: lazy)
      item.omitWhenUnanswered = false
      field.collection.template = item
    }
    if let lazy, itemSchemas.contains(where: refersWithin) {
      pendingItem(in: lazy)
      return
    }
    let itemView = self.view(of: itemSchemas, inside: view.expandedReferences, path: path)
    if let options = enumOptions(itemView, path: path) {
      field.choices.options = options.values.map { Option(value: $0, title: $0.editableText) }
      field.choices.mode = .multiple
      return
    }
    if let lazy, defersMembers, itemView.recursiveReference == nil {
      pendingItem(in: lazy)
      return
    }
    if let reference = itemView.recursiveReference {
      context.warning(
        "the items of this list refer back to \(reference), which encloses them: the list "
          + "is left empty (recursive schemas are not supported)",
        at: field.location, path: path)
      field.collection.template = Field(key: nil, kind: .text, title: "Item")
      field.collection.abilities.canInsert = false
      return
    }
    let item = self.field(
      key: nil, schemas: itemSchemas, required: true, parent: path,
      inside: view.expandedReferences, location: field.location,
      nesting: nesting + 1)
    if var item {
      item.omitWhenUnanswered = false
      field.collection.template = item
    }
  }
}
