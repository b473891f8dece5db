/// How a number is stepped and shown: a stepper's step, a slider's positions, the
/// decimals kept.
package struct FieldNumeric: Sendable, Hashable {
  /// What a stepper's `+`/`-` adds or takes away.
  package var step: Double?
  /// A stepper's `+` past `max` goes to `min`, and `-` past `min` to `max` (UIStepper's
  /// `wraps`, set through XLForm's `stepControl.wraps`).
  package var stepWraps = false
  /// Slider positions between `min` and `max`.
  package var steps: Int?
  package var decimals: Int?

  package init() {}
}
