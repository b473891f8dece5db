/// Answers given in advance that the result does not hold, because a condition hid their
/// field or section: each is reported, never dropped without a word.
extension FillSession {
  /// One warning per given answer that did not reach the result.
  public func unusedPresetWarnings() -> [Diagnostic] {
    var kept: Set<FieldPath> = []
    for (path, _) in FillSession.leafPaths(of: result(), at: .root) {
      var current = path
      while !current.isRoot {
        kept.insert(current)
        current = current.parent
      }
    }
    var warnings: [Diagnostic] = []
    var reported: Set<FieldPath> = []
    for (path, origin) in presets.origins.sorted(by: { $0.key < $1.key })
    where !kept.contains(path) {
      // One warning for a whole hidden subform or collection, not one per member.
      if reported.contains(where: { path.components.starts(with: $0.components) }) { continue }
      guard let field = FieldLookup.field(at: path, in: form), field.producesValue else {
        continue
      }
      reported.insert(path)
      warnings.append(
        .warning(
          "hidden by condition \(conditionText(for: path)); answer not used",
          at: origin.location, path: path,
          notes: origin.location == nil ? ["from \(origin)"] : []))
    }
    return warnings
  }

  /// The condition that hides the field at `path` (its own or an enclosing one), as written.
  private func conditionText(for path: FieldPath) -> String {
    var current = path
    while !current.isRoot {
      if let field = FieldLookup.field(at: current, in: form) {
        for condition in [field.hidden, field.when] {
          if case .expression(_, let source, _)? = condition { return "'\(Excerpt.of(source))'" }
        }
      }
      current = current.parent
    }
    return "of its section"
  }
}
