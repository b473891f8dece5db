/// The subschemas that apply to one place of an instance whatever the rest of it holds,
/// for judging one answer at its prompt before the whole result exists.
extension CompiledSchema {
  /// The subschemas every instance applies at `path`.
  ///
  /// Through `properties`, `patternProperties`, `additionalProperties`, `prefixItems`/`items`, and the
  /// applicators that always apply (`$ref`, `allOf`). Applicators whose outcome depends on
  /// the rest of the instance (`anyOf`, `oneOf`, `if`, `dependentSchemas`, `unevaluated*`)
  /// are left to the check of the whole result.
  /// - Parameter path: Member names and item positions from the root.
  /// - Returns: Node indexes; empty when nothing is known to apply there. Each is
  ///   evaluated whole, so the ones it applies itself are not listed again.
  func subschemas(at path: [FieldPath.Component]) -> [Int] {
    var direct = [root]
    for component in path {
      var next: [Int] = []
      for index in applying(direct) {
        guard case .keywords(let list) = node(index).body else {
          if case .always(false) = node(index).body { next.append(index) }
          continue
        }
        for (_, keyword) in list {
          next += children(of: keyword, at: component)
        }
      }
      direct = Array(Set(next)).sorted()
      if direct.isEmpty { return [] }
    }
    return direct
  }

  /// The subschemas a keyword applies to the member or item `component`.
  private func children(of keyword: SchemaKeyword, at component: FieldPath.Component) -> [Int] {
    switch (keyword, component) {
    case (.properties(let schemas), .key(let key)):
      return schemas.schema(for: key).map { [$0] } ?? []
    case (.patternProperties(let list), .key(let key)):
      return list.filter { $0.0.matches(key) }.map(\.1)
    case (.additionalProperties(let schema, let named, let patterns), .key(let key)):
      return named.contains(key)
        || patterns.contains(where: { $0.matches(key) })
        ? [] : [schema]
    case (.prefixItems(let schemas), .index(let position)):
      return position < schemas.count ? [schemas[position]] : []
    case (.items(let schema, let start), .index(let position)):
      return position >= start ? [schema] : []
    default:
      return []
    }
  }

  /// `nodes` and every node they apply whatever the instance (`$ref`, `allOf`), each once.
  private func applying(_ nodes: [Int]) -> [Int] {
    var seen: Set<Int> = []
    var order: [Int] = []
    var pending = nodes
    while let index = pending.popLast() {
      guard seen.insert(index).inserted else { continue }
      order.append(index)
      guard case .keywords(let list) = node(index).body else { continue }
      for (_, keyword) in list {
        switch keyword {
        case .ref(let target), .recursiveRef(let target): pending.append(target)
        case .dynamicRef(let target, _): pending.append(target)
        case .allOf(let schemas): pending += schemas
        default: break
        }
      }
    }
    return order
  }

  /// What the subschemas at `path` say of `value` alone, read as `judge` reads a whole
  /// instance; keyword locations are each subschema's absolute location.
  package func judge(_ value: AnswerValue, at path: [FieldPath.Component], strictFormats: Bool)
    -> SchemaJudgement
  {
    var judgement = SchemaJudgement(errors: [])
    for index in subschemas(at: path) {
      // Rules are named from the schema's root, as `validate` names them.
      let place = String(node(index).location.drop { $0 != "#" }.dropFirst())
      var evaluator = SchemaEvaluator(schema: self)
      evaluator.countsFormatMisses = true
      _ = evaluator.evaluate(index, value, at: "", via: place)
      var errors = evaluator.errors
      var warnings: [SchemaError] = []
      if evaluator.formatMisses > 0 {
        var asserting = SchemaEvaluator(schema: self)
        asserting.assertsFormats = true
        _ = asserting.evaluate(index, value, at: "", via: place)
        let asserted = asserting.errors
        if strictFormats {
          errors = asserted
        } else {
          warnings = asserted.filter { !errors.contains($0) }
          errors = asserted.filter { errors.contains($0) }
        }
      }
      judgement.errors += errors
      judgement.formatWarnings += warnings
    }
    return judgement
  }
}
