import OrderedCollections

/// Which keywords a draft reads, and what each compiles to.
extension SchemaCompiler {
  mutating func keywords(
    of site: SchemaSite, _ members: ObjectMembers
  ) throws(SchemaCompileError) -> [(name: String, keyword: SchemaKeyword)] {
    let draft = site.draft
    var list: [(name: String, keyword: SchemaKeyword)] = []
    func add(_ name: String, _ keyword: SchemaKeyword) { list.append((name, keyword)) }
    if case .string(let target)? = members["$ref"] {
      add("$ref", .ref(try reference(target, from: site)))
      if draft.refOverridesSiblings { return list }
    }
    if draft >= .draft202012, case .string(let target)? = members["$dynamicRef"] {
      add("$dynamicRef", try dynamicReference(target, from: site))
    }
    if draft == .draft201909, case .string(let target)? = members["$recursiveRef"] {
      add("$recursiveRef", .recursiveRef(try reference(target, from: site)))
    }
    if site.assertsValues { try assertions(site, members, draft, add) }
    try objectApplicators(site, members, draft, add)
    try arrayApplicators(site, members, draft, add)
    for name in ["allOf", "anyOf", "oneOf"] {
      guard let count = members[name]?.arrayValue?.count else { continue }
      var indexes: [Int] = []
      for position in 0..<count { indexes.append(try subschema(site, name, String(position))) }
      add(
        name,
        name == "allOf" ? .allOf(indexes) : name == "anyOf" ? .anyOf(indexes) : .oneOf(indexes))
    }
    if members["not"] != nil { add("not", .not(try subschema(site, "not"))) }
    if draft >= .draft7, members["if"] != nil {
      add(
        "if",
        .conditional(
          condition: try subschema(site, "if"),
          then: members["then"] == nil ? nil : try subschema(site, "then"),
          otherwise: members["else"] == nil ? nil : try subschema(site, "else")))
    }
    if case .string(let format)? = members["format"] {
      add("format", site.assertsFormats ? .assertedFormat(format) : .format(format))
    }
    if draft >= .draft201909 {
      if members["unevaluatedItems"] != nil {
        add("unevaluatedItems", .unevaluatedItems(try subschema(site, "unevaluatedItems")))
      }
      if members["unevaluatedProperties"] != nil {
        add(
          "unevaluatedProperties",
          .unevaluatedProperties(try subschema(site, "unevaluatedProperties")))
      }
    }
    return list
  }

  private mutating func dynamicReference(
    _ target: String, from site: SchemaSite
  ) throws(SchemaCompileError) -> SchemaKeyword {
    let initial = try reference(target, from: site)
    let uri = SchemaURI.resolve(target, against: site.base)
    let (resource, fragment) = SchemaURI.split(uri)
    // Dynamic only when the static target is itself a `$dynamicAnchor` of that name.
    guard let fragment, !fragment.isEmpty, !fragment.hasPrefix("/"),
      resources.dynamicAnchors[resource]?.contains(fragment) == true
    else { return .dynamicRef(initial, anchor: nil) }
    return .dynamicRef(initial, anchor: fragment)
  }

  private func number(_ value: AnswerValue?) -> ExactDecimal? {
    value?.exactNumber
  }

  private func count(_ value: AnswerValue?) -> Int? {
    guard let exact = value?.exactNumber, exact.isWhole, !exact.isNegative,
      let double = value?.doubleValue
    else { return nil }
    return double > Double(Int.max / 2) ? Int.max / 2 : Int(double)
  }

  /// nil when the text is no pattern and the compiler skips such patterns (not checked).
  private mutating func pattern(_ text: String, _ site: SchemaSite) throws(SchemaCompileError)
    -> ECMAPattern?
  {
    guard let pattern = ECMAPattern(text) else {
      if skipsInvalidPatterns {
        skippedPatterns.append(SkippedPattern(pattern: text, location: site.key + "/pattern"))
        return nil
      }
      throw SchemaCompileError(message: "'\(text)' is not a regular expression", location: site.key)
    }
    return pattern
  }

  private mutating func assertions(
    _ site: SchemaSite, _ members: ObjectMembers, _ draft: SchemaDraft,
    _ add: (String, SchemaKeyword) -> Void
  ) throws(SchemaCompileError) {
    switch members["type"] {
    case .string(let name)?:
      add("type", .type(SchemaTypes([name], draft4Integers: draft == .draft4)))
    case .array(let names)?:
      add(
        "type",
        .type(SchemaTypes(names.compactMap(\.stringValue), draft4Integers: draft == .draft4)))
    default: break
    }
    if let values = members["enum"]?.arrayValue { add("enum", .enumeration(values)) }
    if draft >= .draft6, let value = members["const"] { add("const", .constant(value)) }
    if let value = number(members["multipleOf"]) { add("multipleOf", .multipleOf(value)) }
    if draft == .draft4 {
      if let value = number(members["maximum"]) {
        add(
          "maximum",
          .maximum(NumberBound(value), exclusive: members["exclusiveMaximum"] == .bool(true)))
      }
      if let value = number(members["minimum"]) {
        add(
          "minimum",
          .minimum(NumberBound(value), exclusive: members["exclusiveMinimum"] == .bool(true)))
      }
    } else {
      if let value = number(members["maximum"]) {
        add("maximum", .maximum(NumberBound(value), exclusive: false))
      }
      if let value = number(members["exclusiveMaximum"]) {
        add("exclusiveMaximum", .maximum(NumberBound(value), exclusive: true))
      }
      if let value = number(members["minimum"]) {
        add("minimum", .minimum(NumberBound(value), exclusive: false))
      }
      if let value = number(members["exclusiveMinimum"]) {
        add("exclusiveMinimum", .minimum(NumberBound(value), exclusive: true))
      }
    }
    if let value = count(members["maxLength"]) { add("maxLength", .maxLength(value)) }
    if let value = count(members["minLength"]) { add("minLength", .minLength(value)) }
    if case .string(let text)? = members["pattern"], let pattern = try pattern(text, site) {
      add("pattern", .pattern(pattern))
    }
    if let value = count(members["maxItems"]) { add("maxItems", .maxItems(value)) }
    if let value = count(members["minItems"]) { add("minItems", .minItems(value)) }
    if members["uniqueItems"] == .bool(true) { add("uniqueItems", .uniqueItems) }
    if let value = count(members["maxProperties"]) { add("maxProperties", .maxProperties(value)) }
    if let value = count(members["minProperties"]) { add("minProperties", .minProperties(value)) }
    if let names = members["required"]?.arrayValue {
      add("required", .required(names.compactMap(\.stringValue)))
    }
    if draft >= .draft201909, let map = members["dependentRequired"]?.objectValue {
      add(
        "dependentRequired",
        .dependentRequired(
          map.map { ($0.key.text, $0.value.arrayValue?.compactMap(\.stringValue) ?? []) }))
    }
  }
}
