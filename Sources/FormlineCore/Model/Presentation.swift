/// How a field is shown at a prompt, independent of the value it holds (FXForms' `cell`,
/// XLForm's inline row types).
package enum Presentation: String, Sendable, Hashable {
  /// A plain line.
  case standard
  /// A numbered menu of options.
  case menu
  /// Options on one line (`FXFormOptionSegmentsCell`, `selectorSegmentedControl`).
  case segments
  /// `+`/`-` steps from the current value.
  case stepper
  /// A value in a range with a number of steps.
  case slider
}

/// Whether a field with options picks one value or several.
package enum ChoiceMode: String, Sendable, Hashable {
  case single
  case multiple
}
