import OrderedCollections

/// The keywords that apply subschemas to an object's members or an array's items.
extension SchemaCompiler {
  mutating func objectApplicators(
    _ site: SchemaSite, _ members: ObjectMembers, _ draft: SchemaDraft,
    _ add: (String, SchemaKeyword) -> Void
  ) throws(SchemaCompileError) {
    var named = PropertyNames([])
    if let map = members["properties"]?.objectValue {
      var properties: [(name: String, schema: Int)] = []
      for name in map.keys.map(\.text) {
        properties.append((name, try subschema(site, "properties", name)))
      }
      named = PropertyNames(properties)
      add("properties", .properties(named))
    }
    var patterns: [ECMAPattern] = []
    if let map = members["patternProperties"]?.objectValue {
      var list: [(ECMAPattern, Int)] = []
      for name in map.keys.map(\.text) {
        guard let pattern = ECMAPattern(name) else {
          if skipsInvalidPatterns {
            skippedPatterns.append(
              SkippedPattern(
                pattern: name, location: site.key + "/patternProperties/" + name.pointerToken))
            continue
          }
          throw SchemaCompileError(
            message: "'\(name)' is not a regular expression", location: site.key)
        }
        list.append((pattern, try subschema(site, "patternProperties", name)))
        patterns.append(pattern)
      }
      add("patternProperties", .patternProperties(list))
    }
    if members["additionalProperties"] != nil {
      add(
        "additionalProperties",
        .additionalProperties(
          try subschema(site, "additionalProperties"), named: named, patterns: patterns))
    }
    if draft >= .draft6, members["propertyNames"] != nil {
      add("propertyNames", .propertyNames(try subschema(site, "propertyNames")))
    }
    let dependencyKeyword = draft >= .draft201909 ? "dependentSchemas" : "dependencies"
    if let map = members[dependencyKeyword]?.objectValue {
      var schemas: [(String, Int)] = []
      var names: [(String, [String])] = []
      for (name, value) in map {
        if let list = value.arrayValue, draft < .draft201909 {
          names.append((name.text, list.compactMap(\.stringValue)))
        } else {
          schemas.append((name.text, try subschema(site, dependencyKeyword, name.text)))
        }
      }
      if !names.isEmpty { add(dependencyKeyword, .dependentRequired(names)) }
      if !schemas.isEmpty { add(dependencyKeyword, .dependentSchemas(schemas)) }
    }
  }

  mutating func arrayApplicators(
    _ site: SchemaSite, _ members: ObjectMembers, _ draft: SchemaDraft,
    _ add: (String, SchemaKeyword) -> Void
  ) throws(SchemaCompileError) {
    if draft >= .draft202012 {
      var prefix = 0
      if let count = members["prefixItems"]?.arrayValue?.count {
        var indexes: [Int] = []
        for position in 0..<count {
          indexes.append(try subschema(site, "prefixItems", String(position)))
        }
        prefix = count
        add("prefixItems", .prefixItems(indexes))
      }
      if members["items"] != nil {
        add("items", .items(try subschema(site, "items"), from: prefix))
      }
    } else if let list = members["items"]?.arrayValue {
      var indexes: [Int] = []
      for position in list.indices {
        indexes.append(try subschema(site, "items", String(position)))
      }
      add("items", .prefixItems(indexes))
      if members["additionalItems"] != nil {
        add("additionalItems", .items(try subschema(site, "additionalItems"), from: list.count))
      }
    } else if members["items"] != nil {
      add("items", .items(try subschema(site, "items"), from: 0))
    }
    if draft >= .draft6, members["contains"] != nil {
      let minimum = draft >= .draft201909 ? count(members["minContains"]) ?? 1 : 1
      let maximum = draft >= .draft201909 ? count(members["maxContains"]) : nil
      add(
        "contains",
        .contains(
          try subschema(site, "contains"), minimum: minimum, maximum: maximum,
          annotates: draft >= .draft202012))
    }
  }

  private func count(_ value: AnswerValue?) -> Int? {
    guard let exact = value?.exactNumber, exact.isWhole, !exact.isNegative,
      let double = value?.doubleValue
    else { return nil }
    return double > Double(Int.max / 2) ? Int.max / 2 : Int(double)
  }
}
