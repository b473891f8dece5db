/// `anyOf`, `oneOf` and type lists (`type: [string, array]`) as a `union` field: each branch,
/// or each type, is a variant built like any property, with the keywords of the schema
/// around it applied too (JSON Schema checks them alongside the branch).
extension JSONSchemaFieldBuilder {
  /// Keywords of the schema around a branch that are not passed on to it: the branches
  /// themselves, references and `allOf` (already expanded into the view's parts), and the
  /// property's own annotations, which name the union rather than a variant.
  private static let keptOnUnion: Set<String> = [
    "anyOf", "oneOf", "$ref", "allOf", "$defs", "definitions", "title", "description",
    "markdownDescription", "default", "examples", "example", "$id", "id", "$schema",
  ]

  /// The union `field` becomes when its schema has `anyOf`/`oneOf` or several types; nil
  /// when it does not (or an `enum` lists its values, which a menu asks better).
  func unionField(
    _ field: Field, view: JSONSchemaView, inside enclosing: [String], types: Types,
    path: FieldPath, nesting: Int
  ) -> Field? {
    guard view.remoteReferences.isEmpty, !view.has("enum") else { return nil }
    let compositions = view.parts.flatMap { part in
      ["oneOf", "anyOf"].compactMap { keyword in part[keyword].map { (keyword, $0) } }
    }.filter { keyword, branches in
      keyword != "anyOf" || !impliesAnyOf(branches, view: view, inside: enclosing)
    }
    for (keyword, branches) in compositions where branches.items?.isEmpty ?? true {
      context.error(
        "'\(keyword)' must be a non-empty list of schemas", at: branches.location, path: path)
      return nil
    }
    // A part left empty says nothing about the variant: dropped, so a branch met through
    // different outer schemas is the same variant (built once, `JSONSchemaLazyFields`).
    let base = view.parts.map(Self.withoutBranches).filter { !($0.members?.isEmpty ?? false) }
    var union = field
    var variants: [Field] = []
    var nullable = false
    // The first composition whose branches describe values is asked; every other one is
    // checked on the whole value (`compositionChecks`).
    let asked = compositions.first { $0.1.items?.contains(where: Self.describesValue) ?? false }
    if let (keyword, branches) = asked {
      union.union.match = keyword == "oneOf" ? .one : .any
      let all = branches.items ?? []
      for (index, branch) in all.enumerated() {
        let leftOut =
          keyword == "oneOf"
          ? Self.propertiesOtherBranchesRequire(branch: index, of: all, around: base) : []
        guard
          let variant = variant(
            [branch] + base, reading: "branch", leavingOut: leftOut, path: path, view: view,
            at: field.location, nesting: nesting)
        else { continue }
        if variant.isNullOnly { nullable = true } else { variants.append(variant) }
      }
    } else if let names = types.union {
      for name in names {
        let typed = base.map { Self.replacingType(of: $0, with: name) }
        guard
          let variant = variant(
            typed, reading: "type \(name)", path: path, view: view, at: field.location,
            nesting: nesting)
        else { continue }
        variants.append(variant)
      }
    } else {
      return nil
    }
    // A branch that allows any value makes the whole union allow any value.
    if variants.contains(where: { $0.derived.isComputed }) { return nil }
    guard !variants.isEmpty else {
      if nullable {
        union.derived.isComputed = true
        union.defaultValue = .null
        union.omitWhenUnanswered = false
        return union
      }
      context.error("no variant of this union allows a value", at: field.location, path: path)
      return nil
    }
    if nullable || types.nullable { union.required = false }
    let checks = compositionChecks(view, asked: asked?.1.location)
    if let menu = constantsMenu(union, variants: variants) { return Self.adding(checks, to: menu) }
    if variants.count == 1 {
      // `anyOf: [X, {type: null}]` (an optional X): X itself, which may be left empty.
      return Self.adding(checks, to: single(variants[0], as: union))
    }
    union.kind = .union
    union.union.variants = Self.specificFirst(variants)
    union.validators += checks
    return union
  }

  /// Whether every value this schema allows matches the `anyOf` anyway.
  ///
  /// So it is when one branch is only a `$ref` to a definition this schema already is
  /// (devinit's items: `allOf` and `anyOf` of the same definition). Such a union asks
  /// nothing, and its branch, which is no reference back to an enclosing schema, is not
  /// recursion; it stays a check on the whole value.
  private func impliesAnyOf(
    _ branches: DocumentNode, view: JSONSchemaView, inside enclosing: [String]
  )
    -> Bool
  {
    let ownReferences = view.expandedReferences.filter { !enclosing.contains($0) }
    guard !ownReferences.isEmpty else { return false }
    return branches.items?.contains { branch in
      guard let members = branch.members, members.contains(where: { $0.key == "$ref" }),
        members.allSatisfy({ $0.key == "$ref" || JSONSchemaKeywords.annotations.contains($0.key) })
      else { return false }
      let reached = resolver.view(of: branch, inside: [], path: .root).expandedReferences
      return reached.first.map(ownReferences.contains) ?? false
    } ?? false
  }

  /// `field` with whole-value checks: on an object, its form's; else its own.
  static func adding(_ checks: [ValidatorSpec], to field: Field) -> Field {
    var field = field
    if field.kind == .form, field.subform != nil {
      field.subform?.checks += checks
    } else {
      field.validators += checks
    }
    return field
  }

  /// The only variant, asked as the property it stands for.
  private func single(_ variant: Field, as union: Field) -> Field {
    var field = variant
    field.key = union.key
    if let key = union.key {
      // A property keeps its key as its name; the variant's own title becomes help.
      field.title = union.title
      field.help =
        union.help
        ?? JSONSchemaPromptName(
          key: key, title: variant.title.isEmpty ? nil : variant.title, description: variant.help
        ).help
    } else {
      field.title = variant.title.isEmpty ? union.title : variant.title
      field.help = union.help ?? variant.help
    }
    field.placeholder = union.placeholder ?? variant.placeholder
    field.defaultValue = union.defaultValue ?? variant.defaultValue
    field.location = union.location
    field.secret = union.secret || variant.secret
    field.askedOnlyWithAskAll = union.askedOnlyWithAskAll
    field.required = union.required && field.kind != .array
    field.omitWhenUnanswered = union.omitWhenUnanswered
    // An object that may be left out is offered as "Add X?".
    field.optional = field.kind == .form && !union.required
    return field
  }

  /// Keywords by which a branch describes a value of its own, rather than only adding
  /// checks to the value around it.
  private static let describingKeywords: Set<String> = [
    "type", "properties", "items", "const", "enum", "$ref", "allOf", "anyOf", "oneOf",
    "additionalProperties", "patternProperties", "format",
  ]

  private static func describesValue(_ branch: DocumentNode) -> Bool {
    guard let members = branch.members else { return true }
    return members.contains { describingKeywords.contains($0.key) }
  }

  private func variant(
    _ schemas: [DocumentNode], reading: String, leavingOut leftOut: Set<String> = [],
    path: FieldPath, view: JSONSchemaView, at location: SourceLocation?, nesting: Int
  ) -> Field? {
    let build = {
      builtVariant(schemas, path: path, view: view, at: location, nesting: nesting)
        .map { Self.leavingOut(leftOut, of: $0) }
    }
    guard let lazy else { return build() }
    // The same branch without other properties is another variant.
    let identity =
      leftOut.isEmpty ? reading : reading + " without " + leftOut.sorted().joined(separator: ",")
    return lazy.variant(schemas: schemas, reading: identity, build: build)
  }

  private func builtVariant(
    _ schemas: [DocumentNode], path: FieldPath, view: JSONSchemaView,
    at location: SourceLocation?, nesting: Int
  ) -> Field? {
    guard nesting < context.limits.maximumNesting else {
      context.error(
        "unions nested deeper than \(context.limits.maximumNesting) levels", at: location,
        path: path)
      return nil
    }
    // Counted as one field: the union is one question.
    context.fieldCount -= 1
    var shallow = self
    shallow.defersMembers = true
    guard
      var variant = shallow.field(
        key: nil, schemas: schemas, required: false, parent: path,
        inside: view.expandedReferences, location: location, nesting: nesting,
        deferring: false)
    else { return nil }
    if variant.title == "Item" { variant.title = "" }
    variant.omitWhenUnanswered = false
    // Chosen or not as a whole: no "Add X?" of its own.
    variant.optional = false
    if !variant.choices.options.isEmpty, variant.choices.mode == .single {
      // A `const` branch is a value to match (often an object variant's tag), not a
      // computed field.
      variant.derived.isComputed = false
    }
    return variant
  }

  /// Typed text meets the variants from the most particular reading to the most general:
  /// values listed by `const`/`enum`, numbers, booleans, lists and objects (typed in
  /// brackets and braces), text of a format or pattern, then any text.
  private static func specificFirst(_ variants: [Field]) -> [Field] {
    func rank(_ variant: Field) -> Int {
      if variant.choices.mode == .multiple { return 4 }
      if !variant.choices.options.isEmpty { return 0 }
      switch variant.kind {
      case .integer, .unsigned: return 1
      case .number: return 2
      case .boolean: return 3
      case .array, .form, .union: return 4
      case .text: return variant.validators.isEmpty ? 6 : 5
      default: return 5
      }
    }
    return variants.enumerated().sorted {
      (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
    }.map(\.element)
  }

  private static func withoutBranches(_ part: DocumentNode) -> DocumentNode {
    guard let members = part.members else { return part }
    var copy = part
    copy.content = .mapping(members.filter { !keptOnUnion.contains($0.key) })
    return copy
  }

  private static func replacingType(of part: DocumentNode, with name: String) -> DocumentNode {
    guard let members = part.members, let index = members.firstIndex(where: { $0.key == "type" })
    else { return part }
    var copy = part
    var replaced = members
    replaced[index].value.content = .scalar(name, quoted: true)
    copy.content = .mapping(replaced)
    return copy
  }
}

extension Field {
  /// The field a schema allowing only `null` becomes: a computed null.
  fileprivate var isNullOnly: Bool {
    derived.isComputed && defaultValue == .null && choices.options.isEmpty && kind == .text
  }
}
