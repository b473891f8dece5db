import Foundation

/// Whole-form checks that need every field loaded: duplicate keys, conditions and
/// `matches` naming fields that exist, conditions that depend on themselves, and defaults
/// their own field would accept.
struct FormChecks {
  let context: LoadContext

  func check(_ form: Form?) {
    guard let form else { return }
    var graph: [FieldPath: (location: SourceLocation?, references: [FieldPath])] = [:]
    walk(form, level: .root, root: form, graph: &graph)
    reportCycles(graph)
  }

  private func walk(
    _ form: Form, level: FieldPath, root: Form,
    graph: inout [FieldPath: (location: SourceLocation?, references: [FieldPath])]
  ) {
    var seen: [String: SourceLocation?] = [:]
    let reader = InputReader(
      dates: DateInputParser(now: Date()),
      workingDirectory: FileManager.default.currentDirectoryPath)
    for section in form.sections {
      for condition in [section.hidden, section.when].compactMap({ $0 }) {
        _ = resolveReferences(condition, level: level, root: root, path: level)
      }
      for field in section.fields {
        let path = field.key.map { level.appending($0) } ?? level
        if let key = field.key {
          if seen[key] != nil {
            context.error("duplicate key '\(key)'", at: field.location, path: path)
          }
          seen[key] = field.location
        }
        var references: [FieldPath] = []
        for condition in [field.hidden, field.when, field.disabled].compactMap({ $0 }) {
          references += resolveReferences(condition, level: level, root: root, path: path)
        }
        if field.key != nil { graph[path] = (field.location, references) }
        for validator in field.validators {
          if case .matches(let other) = validator.rule,
            FieldLookup.resolve(other, from: level, in: root) == nil
          {
            context.error(
              "'matches' names an unknown field '\(other)'", at: validator.location, path: path)
          }
        }
        if let value = field.defaultValue, field.producesValue, field.kind != .form,
          field.kind != .array || field.choice != nil,
          case .invalid(let reason) = reader.coerce(value, for: field)
        {
          context.error("invalid default: \(reason)", at: field.location, path: path)
        }
        if let subform = field.subform {
          walk(subform, level: path, root: root, graph: &graph)
        }
      }
    }
  }

  private func resolveReferences(
    _ condition: Condition, level: FieldPath, root: Form, path: FieldPath
  ) -> [FieldPath] {
    guard case .expression(let expression, let source, let location) = condition else {
      return []
    }
    var resolved: [FieldPath] = []
    for reference in expression.references {
      if let target = FieldLookup.resolve(reference, from: level, in: root) {
        resolved.append(target.path)
      } else {
        context.error(
          "condition '\(source)' refers to unknown field '\(reference)'", at: location,
          path: path)
      }
    }
    return resolved
  }

  /// A field whose visibility depends, through other fields' conditions, on itself.
  private func reportCycles(
    _ graph: [FieldPath: (location: SourceLocation?, references: [FieldPath])]
  ) {
    var state: [FieldPath: Int] = [:]  // 1 visiting, 2 done
    var reported = Set<FieldPath>()
    func visit(_ node: FieldPath, _ trail: [FieldPath]) {
      if state[node] == 2 { return }
      if state[node] == 1 {
        guard let start = trail.firstIndex(of: node), !reported.contains(node) else { return }
        let cycle = trail[start...] + [node]
        for member in cycle { reported.insert(member) }
        context.error(
          "condition depends on itself: \(cycle.map(\.description).joined(separator: " → "))",
          at: graph[node]?.location, path: node)
        return
      }
      state[node] = 1
      for next in graph[node]?.references ?? [] where graph[next] != nil {
        visit(next, trail + [node])
      }
      state[node] = 2
    }
    for node in graph.keys.sorted() { visit(node, []) }
  }
}
