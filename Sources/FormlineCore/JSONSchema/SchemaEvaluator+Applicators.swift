import OrderedCollections

/// The applicators: subschemas applied to the value, its members or its items.
extension SchemaEvaluator {
  mutating func applyApplicator(
    _ list: SchemaKeywordList, _ position: Int, _ value: AnswerValue, _ instance: String,
    _ keywords: String, _ node: Int, _ result: inout SchemaEvaluation
  ) {
    let name = list[position].name
    let here = below(keywords, name)
    func failing(_ message: @autoclosure () -> String) {
      fail(&result, instance, keywords, node, name, message())
    }
    switch list[position].keyword {
    case .allOf(let schemas):
      for (position, schema) in schemas.enumerated() {
        absorb(evaluate(schema, value, at: instance, via: below(here, position)), into: &result)
      }
    case .anyOf(let schemas):
      var passed = false
      for (position, schema) in schemas.enumerated() {
        let branch = trial(schema, value, at: instance, via: below(here, position))
        if branch.valid {
          passed = true
          result.absorb(branch)
        }
      }
      if !passed { failing("matches none of the schemas in anyOf") }
    case .oneOf(let schemas):
      var passing: [Int] = []
      for (position, schema) in schemas.enumerated() {
        let branch = trial(schema, value, at: instance, via: below(here, position))
        if branch.valid {
          passing.append(position)
          result.absorb(branch)
        }
      }
      if passing.isEmpty { failing("matches none of the schemas in oneOf") }
      if passing.count > 1 {
        failing(
          "matches more than one schema in oneOf (\(passing.map(String.init).joined(separator: ", ")))"
        )
      }
    case .not(let schema):
      if trial(schema, value, at: instance, via: here).valid {
        let message = forbidden(by: schema)
        failing(message)
      }
    case .conditional(let condition, let then, let otherwise):
      let test = trial(condition, value, at: instance, via: here)
      if test.valid {
        result.absorb(test)
        if let then {
          absorb(evaluate(then, value, at: instance, via: below(keywords, "then")), into: &result)
        }
      } else if let otherwise {
        absorb(
          evaluate(otherwise, value, at: instance, via: below(keywords, "else")), into: &result)
      }
    case .dependentSchemas(let rules):
      guard let members = value.objectValue else { return }
      for (trigger, schema) in rules where members[trigger] != nil {
        absorb(
          evaluate(schema, value, at: instance, via: below(here, member: trigger)),
          into: &result)
      }
    default:
      applyToMembers(list, position, value, instance, keywords, node, &result)
      applyToItems(list, position, value, instance, keywords, node, &result)
    }
  }

  /// What a `not` forbids, said plainly when it is a list of values.
  private func forbidden(by index: Int) -> String {
    if case .keywords(let list) = schema.node(index).body, list.count == 1 {
      switch list[0].keyword {
      case .enumeration(let values):
        return "must not be any of: " + values.map { Self.shown($0) }.joined(separator: ", ")
      case .constant(let value):
        return "must not be \(Self.shown(value))"
      default:
        break
      }
    }
    return "must not match the schema in not"
  }

  private mutating func applyToMembers(
    _ list: SchemaKeywordList, _ position: Int, _ value: AnswerValue, _ instance: String,
    _ keywords: String, _ node: Int, _ result: inout SchemaEvaluation
  ) {
    let name = list[position].name
    guard case .object(let members) = value else { return }
    let here = below(keywords, name)
    switch list[position].keyword {
    case .properties(let schemas):
      var named = 0
      defer { result.membersNamed = named }
      for (key, member) in members {
        guard let schema = schemas.schema(for: key.text) else { continue }
        named += 1
        if evaluate(
          schema, member, at: below(instance, member: key.text), via: below(here, member: key.text)
        ).valid {
          annotate(&result, key)
        } else {
          result.valid = false
        }
      }
    case .patternProperties(let list):
      for (key, member) in members {
        for (pattern, schema) in list {
          switch pattern.find(in: key.text) {
          case .noMatch: continue
          case .tooCostly:
            // Undecided is not "no match": the member might be one the subschema refuses.
            fail(
              &result, below(instance, member: key.text), keywords, node, name,
              "the name is too costly to check against the pattern '\(pattern.source)'")
            continue
          case .match: break
          }
          let child = evaluate(
            schema, member, at: below(instance, member: key.text),
            via: below(here, member: pattern.source))
          if child.valid { annotate(&result, key) } else { result.valid = false }
        }
      }
    case .additionalProperties(let schema, let named, let patterns):
      // `properties` comes first in the node's keywords and names its members through
      // the same list.
      if patterns.isEmpty, result.membersNamed == members.count { return }
      // A name too costly to check against a pattern is left to the sibling
      // `patternProperties`, which reports it: undecided is neither covered nor not.
      for (key, member) in members
      where !named.contains(key.text)
        && !patterns.contains(where: { $0.find(in: key.text) != .noMatch })
      {
        if evaluate(schema, member, at: below(instance, member: key.text), via: here).valid {
          annotate(&result, key)
        } else {
          result.valid = false
        }
      }
    case .propertyNames(let schema):
      for key in members.keys {
        if !evaluate(schema, .string(key.text), at: below(instance, member: key.text), via: here)
          .valid
        {
          result.valid = false
        }
      }
    case .unevaluatedProperties(let schema):
      for (key, member) in members where !result.annotated(member: key) {
        if evaluate(schema, member, at: below(instance, member: key.text), via: here).valid {
          annotate(&result, key)
        } else {
          result.valid = false
        }
      }
    default:
      return
    }
  }

  private mutating func applyToItems(
    _ list: SchemaKeywordList, _ position: Int, _ value: AnswerValue, _ instance: String,
    _ keywords: String, _ node: Int, _ result: inout SchemaEvaluation
  ) {
    let name = list[position].name
    guard let items = value.arrayValue else { return }
    let here = below(keywords, name)
    switch list[position].keyword {
    case .prefixItems(let schemas):
      for (position, item) in items.enumerated() where position < schemas.count {
        let child = evaluate(
          schemas[position], item, at: below(instance, position), via: below(here, position))
        if child.valid { annotate(&result, position) } else { result.valid = false }
      }
    case .items(let schema, let start):
      guard start < items.count else { return }
      var passed = true
      for position in start..<items.count {
        passed =
          evaluate(schema, items[position], at: below(instance, position), via: here).valid
          && passed
      }
      if passed { result.allItems = true } else { result.valid = false }
    case .contains(let schema, let minimum, let maximum, let annotates):
      var matched: [Int] = []
      for (position, item) in items.enumerated()
      where trial(schema, item, at: below(instance, position), via: here).valid {
        matched.append(position)
      }
      if matched.count < minimum {
        fail(
          &result, instance, keywords, node, name,
          minimum == 1
            ? "no item matches the schema in contains"
            : "fewer than \(minimum) items match the schema in contains")
      } else if let maximum, matched.count > maximum {
        fail(
          &result, instance, keywords, node, name,
          "more than \(maximum) items match the schema in contains")
      } else if annotates && collectsAnnotations {
        result.annotate(items: matched)
      }
    case .unevaluatedItems(let schema):
      guard !result.allItems else { return }
      var passed = true
      for position in items.indices where !result.annotated(item: position) {
        passed =
          evaluate(schema, items[position], at: below(instance, position), via: here).valid
          && passed
      }
      if passed { result.allItems = true } else { result.valid = false }
    default:
      return
    }
  }
}
