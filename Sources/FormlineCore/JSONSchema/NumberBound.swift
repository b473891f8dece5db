/// A `minimum` or `maximum` of a schema: its exact value, and that value as an `Int` when it
/// is a whole number that fits, worked out once when compiling (an integer in a config is
/// then compared with it directly).
struct NumberBound: Sendable {
  let value: ExactDecimal
  let small: Int?

  init(_ value: ExactDecimal) {
    self.value = value
    small = value.smallInteger
  }
}
