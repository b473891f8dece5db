import FoundationEssentials
import OrderedCollections

/// Jinja's filters on lists and mappings: ordering, grouping, batching, and running a
/// filter or test over every item (`map`, `select`, `selectattr`).
extension JinjaFilters {
  func sequenceFilter(
    _ name: String, _ value: AnswerValue, _ arguments: ExpressionArguments, offset: Int
  ) throws(ExpressionError) -> AnswerValue? {
    switch name {
    case "list": return .array(try Self.items(of: value, offset: offset))
    case "unique":
      let caseSensitive =
        arguments.argument("case_sensitive", position: 0).map(PythonText.isTruthy) ?? false
      let attribute = arguments.argument("attribute", position: 1).flatMap { $0.isNull ? nil : $0 }
      var seen: [AnswerValue] = []
      var result: [AnswerValue] = []
      for item in try Self.items(of: value, offset: offset) {
        let key = try JinjaSorting.key(
          item, attribute: attribute, caseSensitive: caseSensitive, offset: offset)
        if seen.contains(where: { ExpressionOperators.equal($0, key) }) { continue }
        seen.append(key)
        result.append(item)
      }
      return .array(result)
    case "sort":
      let reverse = arguments.argument("reverse", position: 0).map(PythonText.isTruthy) ?? false
      let caseSensitive =
        arguments.argument("case_sensitive", position: 1).map(PythonText.isTruthy) ?? false
      let attribute = arguments.argument("attribute", position: 2).flatMap { $0.isNull ? nil : $0 }
      let attributes: [AnswerValue]? = attribute.map { given in
        if case .string(let text) = given, text.contains(",") {
          return text.split(separator: ",").map { .string(String($0)) }
        }
        return [given]
      }
      return .array(
        try JinjaSorting.sorted(
          try Self.items(of: value, offset: offset), reverse: reverse, offset: offset
        ) { item throws(ExpressionError) in
          guard let attributes else {
            return try JinjaSorting.key(
              item, attribute: nil, caseSensitive: caseSensitive, offset: offset)
          }
          var keys: [AnswerValue] = []
          for attribute in attributes {
            keys.append(
              try JinjaSorting.key(
                item, attribute: attribute, caseSensitive: caseSensitive, offset: offset))
          }
          return keys.count == 1 ? keys[0] : .array(keys)
        })
    case "dictsort":
      guard case .object(let members) = value else {
        throw .evaluation("dictsort needs a mapping, not \(value.typeName)", offset: offset)
      }
      let caseSensitive =
        arguments.argument("case_sensitive", position: 0).map(PythonText.isTruthy) ?? false
      let by = arguments.string("by", position: 1) ?? "key"
      guard by == "key" || by == "value" else {
        throw .evaluation("You can only sort by either \"key\" or \"value\"", offset: offset)
      }
      let reverse = arguments.argument("reverse", position: 2).map(PythonText.isTruthy) ?? false
      let pairs = members.map { AnswerValue.tuple([.string($0.key.text), $0.value]) }
      return .array(
        try JinjaSorting.sorted(pairs, reverse: reverse, offset: offset) {
          pair throws(ExpressionError) in
          let part = pair.arrayValue?[by == "key" ? 0 : 1] ?? .null
          return try JinjaSorting.key(
            part, attribute: nil, caseSensitive: caseSensitive, offset: offset)
        })
    case "items":
      guard case .object(let members) = value else {
        throw .evaluation("can only get item pairs from a mapping", offset: offset)
      }
      return .array(members.map { .tuple([.string($0.key.text), $0.value]) })
    case "batch":
      let count = try Self.integer(
        arguments.argument("linecount", position: 0), 0, "linecount", offset: offset)
      guard count > 0 else { throw .evaluation("batch needs a positive size", offset: offset) }
      let fill = arguments.argument("fill_with", position: 1).flatMap { $0.isNull ? nil : $0 }
      let items = try Self.items(of: value, offset: offset)
      var batches: [AnswerValue] = []
      var index = 0
      while index < items.count {
        var batch = Array(items[index..<min(index + count, items.count)])
        if let fill, batch.count < count {
          try ResultBudget.ensure(count, offset: offset)
          batch += Array(repeating: fill, count: count - batch.count)
        }
        batches.append(.array(batch))
        index += count
      }
      return .array(batches)
    case "slice":
      let slices = try Self.integer(
        arguments.argument("slices", position: 0), 0, "slices", offset: offset)
      guard slices > 0 else { throw .evaluation("slice needs a positive count", offset: offset) }
      try ResultBudget.ensure(slices, offset: offset)
      let fill = arguments.argument("fill_with", position: 1).flatMap { $0.isNull ? nil : $0 }
      let items = try Self.items(of: value, offset: offset)
      let perSlice = items.count / slices
      let withExtra = items.count % slices
      var extra = 0
      var result: [AnswerValue] = []
      for number in 0..<slices {
        let start = extra + number * perSlice
        if number < withExtra { extra += 1 }
        let end = extra + (number + 1) * perSlice
        var part = Array(items[start..<end])
        if let fill, number >= withExtra { part.append(fill) }
        result.append(.array(part))
      }
      return .array(result)
    case "random":
      let items = try Self.items(of: value, offset: offset)
      guard !items.isEmpty else { throw .undefined("random of an empty sequence", offset: offset) }
      var generator = SeededGenerator(context: context, offset: offset)
      return items[Int(generator.next() % UInt64(items.count))]
    case "map": return .array(try map(value, arguments, offset: offset))
    case "select", "reject", "selectattr", "rejectattr":
      return .array(try select(name, value, arguments, offset: offset))
    case "groupby", "ans_groupby":
      return .array(try groupBy(value, arguments, offset: offset))
    default: return nil
    }
  }

  /// `map('filter', args…)` or `map(attribute='a', default=x)`.
  private func map(_ value: AnswerValue, _ arguments: ExpressionArguments, offset: Int)
    throws(ExpressionError) -> [AnswerValue]
  {
    let items = try Self.items(of: value, offset: offset)
    if let attribute = arguments.values.first(where: { $0.name == "attribute" })?.value {
      let fallback = arguments.values.first(where: { $0.name == "default" })?.value
      var result: [AnswerValue] = []
      for item in items {
        if let found = JinjaAttribute.find(attribute, in: item) {
          result.append(found)
        } else if let fallback {
          result.append(fallback)
        } else {
          throw .undefined(PythonText.str(attribute), offset: offset)
        }
      }
      return result
    }
    guard case .string(let filter)? = arguments.positional(0) else {
      throw .evaluation("map needs a filter name or attribute=", offset: offset)
    }
    guard ExpressionFilters.names.contains(filter) else {
      throw .evaluation("no filter named '\(filter)'", offset: offset)
    }
    let rest = ExpressionArguments(values: Array(arguments.values.dropFirst()))
    var result: [AnswerValue] = []
    for item in items {
      result.append(
        try ExpressionFilters(context: context).apply(
          filter, to: item, arguments: rest, offset: offset))
    }
    return result
  }

  /// `select`/`reject` by a test on each item, `selectattr`/`rejectattr` on an attribute of
  /// it; without a test, by truthiness.
  private func select(
    _ name: String, _ value: AnswerValue, _ arguments: ExpressionArguments, offset: Int
  ) throws(ExpressionError) -> [AnswerValue] {
    let items = try Self.items(of: value, offset: offset)
    let byAttribute = name.hasSuffix("attr")
    let keep = name.hasPrefix("select")
    var rest = arguments.values[...]
    var attribute: AnswerValue?
    if byAttribute {
      guard let first = rest.first?.value else {
        throw .evaluation("\(name) needs an attribute", offset: offset)
      }
      attribute = first
      rest = rest.dropFirst()
    }
    let test = rest.first.flatMap { $0.value.stringValue }
    if test != nil { rest = rest.dropFirst() }
    if let test, !ExpressionPredicates.names.contains(test) {
      throw .evaluation("no test named '\(test)'", offset: offset)
    }
    let testArguments = ExpressionArguments(values: Array(rest))
    var result: [AnswerValue] = []
    for item in items {
      var subject: AnswerValue? = item
      if let attribute { subject = JinjaAttribute.find(attribute, in: item) }
      let passes: Bool
      if let test {
        passes = try ExpressionPredicates(context: context).run(
          test, on: subject, arguments: testArguments, offset: offset)
      } else {
        guard let subject else {
          throw .undefined(PythonText.str(attribute ?? .null), offset: offset)
        }
        passes = PythonText.isTruthy(subject)
      }
      if passes == keep { result.append(item) }
    }
    return result
  }

  /// Jinja's `groupby(attribute, default=None, case_sensitive=False)`: `[grouper, items]`
  /// pairs sorted by the grouper.
  private func groupBy(_ value: AnswerValue, _ arguments: ExpressionArguments, offset: Int)
    throws(ExpressionError) -> [AnswerValue]
  {
    guard let attribute = arguments.argument("attribute", position: 0) else {
      throw .evaluation("groupby needs an attribute", offset: offset)
    }
    let fallback = arguments.argument("default", position: 1).flatMap { $0.isNull ? nil : $0 }
    let caseSensitive =
      arguments.argument("case_sensitive", position: 2).map(PythonText.isTruthy) ?? false
    func key(_ item: AnswerValue) throws(ExpressionError) -> AnswerValue {
      guard let found = JinjaAttribute.find(attribute, in: item) ?? fallback else {
        throw .undefined(PythonText.str(attribute), offset: offset)
      }
      if !caseSensitive, case .string(let text) = found { return .string(text.lowercased()) }
      return found
    }
    let sorted = try JinjaSorting.sorted(
      try Self.items(of: value, offset: offset), reverse: false, offset: offset, key: key)
    var groups: [(key: AnswerValue, grouper: AnswerValue, items: [AnswerValue])] = []
    for item in sorted {
      let itemKey = try key(item)
      if let last = groups.last, ExpressionOperators.equal(last.key, itemKey) {
        groups[groups.count - 1].items.append(item)
      } else {
        let grouper = JinjaAttribute.find(attribute, in: item) ?? fallback ?? itemKey
        groups.append((itemKey, caseSensitive ? itemKey : grouper, [item]))
      }
    }
    return groups.map { .tuple([$0.grouper, .array($0.items)]) }
  }
}
