/// Whole-form checks that need every field loaded: duplicate keys, conditions and
/// `matches` naming fields that exist, conditions that depend on themselves, and defaults
/// their own field would accept.
struct FormChecks {
  let context: LoadContext

  func check(_ form: Form?) {
    guard let form else { return }
    let table = LazyFieldTable(form: form)
    var graph = DependencyGraph()
    // Defaults are read as a fill in the same surroundings reads them: relative dates from
    // `--now`, file paths from the working directory.
    let surroundings = context.surroundings
    let reader = InputReader(
      dates: DateInputParser(
        now: surroundings.now, zone: surroundings.zone,
        dateOrder: form.dateOrder ?? surroundings.dateOrder),
      workingDirectory: surroundings.workingDirectory, homeDirectory: surroundings.homeDirectory)
    walk(form, level: .root, table: table, reader: reader, graph: &graph)
    reportCycles(graph)
  }

  private func walk(
    _ form: Form, level: FieldPath, table: LazyFieldTable, reader: InputReader,
    graph: inout DependencyGraph
  ) {
    // By code points: keys that differ only in Unicode normalization are two keys.
    var seen: [MemberName: SourceLocation?] = [:]
    seen.reserveCapacity(form.sections.reduce(0) { $0 + $1.fields.count })
    let validator = Validator(dates: reader.dates)
    for section in form.sections {
      // A section's conditions decide whether each of its fields is shown, as the field's
      // own do: a section hidden by the value of one of its fields hides that field.
      var sectionReferences: [FieldPath] = []
      for condition in [section.hidden, section.when].compactMap({ $0 }) {
        sectionReferences += resolveReferences(condition, level: level, table: table, path: level)
      }
      for field in section.fields {
        let path = field.key.map { level.appending($0) } ?? level
        if let key = field.key {
          if seen[MemberName(key)] != nil {
            context.error("duplicate key '\(key)'", at: field.location, path: path)
          }
          seen[MemberName(key)] = field.location
        }
        var references: [FieldPath] = []
        for condition in [field.hidden, field.when, field.disabled].compactMap({ $0 }) {
          references += resolveReferences(condition, level: level, table: table, path: path)
        }
        let own = references.count
        references += sectionReferences
        // So does the subform holding it, when conditions decide that one's visibility.
        if !level.isRoot, graph.holds(level) { references.append(level) }
        // A field whose conditions read no field cannot be on a cycle: the graph holds only
        // the fields that read others, so the search costs what the conditions name.
        if field.key != nil, !references.isEmpty {
          graph.add(path, field.location, references, own: own)
        }
        // A requirement changes no visibility, so it takes no part in cycles.
        if let requirement = field.requiredWhen {
          _ = resolveReferences(requirement, level: level, table: table, path: path)
        }
        for validator in field.validators {
          if case .matches(let other) = validator.rule,
            table.resolve(other, from: level) == nil
          {
            context.error(
              "'matches' names an unknown field '\(other)'", at: validator.location, path: path)
          }
        }
        // A computed value is passed through as it is, never read as typed input; choices
        // rendered from a template are known only during the fill.
        if let value = field.defaultValue, field.producesValue, !field.derived.isComputed,
          field.derived.options == nil,
          field.kind != .form, !field.kind.isVirtual,
          field.kind != .array || field.choices.mode != nil
        {
          switch reader.coerce(value, for: field) {
          case .invalid(let reason):
            context.error("invalid default: \(reason)", at: field.location, path: path)
          case .value(let coerced, _):
            if !coerced.isNull {
              checkDefault(coerced, of: field, path: path, validator: validator)
            }
          }
        }
        if let items = FillSession.defaultItems(of: field),
          let template = field.collection.template,
          template.kind != .form
        {
          for item in items {
            if case .invalid(let reason) = reader.coerce(item, for: template) {
              context.error("invalid default item: \(reason)", at: field.location, path: path)
            }
          }
        }
        checkBounds(of: field, path: path, validator: validator)
        checkToothlessBounds(of: field, path: path)
        if let subform = field.subform {
          walk(subform, level: path, table: table, reader: reader, graph: &graph)
        }
      }
    }
  }

  private func resolveReferences(
    _ condition: Condition, level: FieldPath, table: LazyFieldTable, path: FieldPath
  ) -> [FieldPath] {
    guard case .expression(let expression, let source, let location) = condition else {
      return []
    }
    var resolved: [FieldPath] = []
    var offsets: [FieldPath: Int]?
    var placed = 0
    for reference in expression.references {
      if let target = table.resolve(reference, from: level) {
        resolved.append(target.path)
      } else {
        var place = location
        // Each placement reads the condition's text again: a few are placed at their
        // names, the rest of a condition naming thousands at its start.
        if placed < Self.placedReferences, let location {
          placed += 1
          if offsets == nil { offsets = Self.firstOffsets(in: source) }
          place = self.place(at: offsets?[reference], in: source, conditionAt: location)
        }
        context.error(
          "condition '\(Excerpt.of(source))' refers to unknown field '\(reference)'",
          at: place, path: path)
      }
    }
    return resolved
  }

  /// How many unknown names of one condition are placed at their names.
  static let placedReferences = 16

  /// Where each field a condition names first appears in its text (the `$` of `$zz`).
  private static func firstOffsets(in source: String) -> [FieldPath: Int] {
    var offsets: [FieldPath: Int] = [:]
    for token in (try? ConditionLexer.tokens(of: source)) ?? [] {
      if case .field(let path, _) = token.kind, offsets[path] == nil {
        offsets[path] = token.offset
      }
    }
    return offsets
  }

  /// The file position of an offset in a condition, or where the condition starts when the
  /// offset is unknown or cannot be placed.
  private func place(at offset: Int?, in source: String, conditionAt location: SourceLocation)
    -> SourceLocation
  {
    guard let offset, let text = context.lines(of: location.file) else { return location }
    return ScalarPosition.location(of: offset, in: source, startingAt: location, text: text)
      ?? location
  }

  /// A field whose visibility depends, through other fields' conditions, on itself.
  ///
  /// Depth-first search with an explicit stack: a form may chain thousands of conditions,
  /// more than the call stack should be trusted with.
  private func reportCycles(_ graph: DependencyGraph) {
    var state: [FieldPath: Int] = [:]  // 1 on the current path, 2 done
    state.reserveCapacity(graph.order.count)
    var reported = Set<FieldPath>()
    for start in graph.order where state[start] == nil {
      // Each frame: a node and how many of its references were followed.
      var stack: [(node: FieldPath, next: Int)] = [(start, 0)]
      state[start] = 1
      while let top = stack.last {
        let references = graph.nodes[top.node]?.references ?? []
        guard top.next < references.count else {
          state[top.node] = 2
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let target = references[top.next]
        guard graph.nodes[target] != nil else { continue }
        switch state[target] {
        case 1?:
          guard !reported.contains(target),
            let from = stack.firstIndex(where: { $0.node == target })
          else { continue }
          let cycle = stack[from...].map(\.node) + [target]
          reported.formUnion(cycle)
          context.error(
            "condition depends on itself: \(cycle.map(\.description).joined(separator: " → "))",
            at: graph.nodes[target]?.location, path: target,
            notes: graph.passesThroughEnclosingConditions(cycle)
              ? [
                "a field is shown only when its section and the subform holding it are: "
                  + "their conditions count as the field's own"
              ] : [])
        case 2?:
          continue
        default:
          state[target] = 1
          stack.append((target, 0))
        }
      }
    }
  }
}

/// Which fields each field's conditions read, with the fields in form order; a field whose
/// conditions read none is left out.
///
/// The order makes the cycle search, and so its messages, deterministic without sorting
/// paths (comparing deep paths as text made the check quadratic in the nesting depth).
private struct DependencyGraph {
  /// Each field's place, the fields it reads, and how many of those its own conditions
  /// read (the first ones; the rest its section's and its subform's conditions do).
  var nodes: [FieldPath: (location: SourceLocation?, references: [FieldPath], own: Int)] = [:]
  var order: [FieldPath] = []

  mutating func add(
    _ path: FieldPath, _ location: SourceLocation?, _ references: [FieldPath], own: Int
  ) {
    if nodes.updateValue((location, references, own), forKey: path) == nil { order.append(path) }
  }

  /// Whether a step of `cycle` is read by a section's or a subform's condition rather
  /// than by the field's own.
  func passesThroughEnclosingConditions(_ cycle: [FieldPath]) -> Bool {
    zip(cycle, cycle.dropFirst()).contains { from, to in
      guard let node = nodes[from] else { return false }
      return !node.references.prefix(node.own).contains(to)
    }
  }

  /// Whether conditions decide the visibility of the field at `path` (a subform's fields
  /// are added after it).
  func holds(_ path: FieldPath) -> Bool { nodes[path] != nil }
}

/// The form's fields by path, built on the first lookup: a form whose conditions and
/// `matches` name no field (most large generated forms) never builds it.
private final class LazyFieldTable {
  private let form: Form
  private lazy var table = FieldTable(form: form)

  init(form: Form) { self.form = form }

  func resolve(_ path: FieldPath, from level: FieldPath) -> FieldTable.Resolved? {
    table.resolve(path, from: level)
  }
}
