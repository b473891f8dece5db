/// What becomes of a value an answers file gives for a key the form has no field for.
package enum ExtraValues: Sendable, Hashable {
  /// Left out, with a warning (formline's own forms).
  case ignored
  /// Kept in the result as given: a JSON Schema object that allows other properties.
  case kept
  /// An error: a JSON Schema object with `additionalProperties: false`.
  case refused
}

extension ValidatorSpec.Rule {
  /// A JSON Schema checked against the whole value.
  var isSchema: Bool {
    if case .schema = self { return true }
    return false
  }
}
