/// A value given in advance where a JSON Schema asks for an object, but that is not one
/// (`{"build": 12345}`, `"build": null`, `--set build=3`).
///
/// The fill asks an object's properties one by one, so such a value reaches no question and
/// would leave the result without a word but a "not used" warning; a validator reading the
/// same file refuses it. The schema judges it at its path instead, and what it refuses is
/// an error of the run.
extension FillSession {
  /// Records the schema's errors for each such value (without a person: at a terminal the
  /// object's properties were asked and answered instead).
  mutating func judgeMistypedObjectPresets(with check: SchemaInstanceCheck) {
    guard !options.interactive, form.meaning.objectsAreCheckedWhole else { return }
    let mistyped = presets.origins.sorted { path, _ in
      guard !path.isRoot, let value = presets.values[path], value.objectValue == nil else {
        return false
      }
      return FieldLookup.field(at: path, in: form)?.kind == .form
    }
    for (path, origin) in mistyped {
      guard !problems.contains(where: { $0.path == path }), let value = presets.values[path]
      else { continue }
      for found in check.diagnostics(forAnswer: value, at: path) where found.severity == .error {
        let named = found.path.map { $0 == path ? found.message : "\($0): \(found.message)" }
        recordProblem(named ?? found.message, at: path, origin: origin)
      }
    }
  }
}
