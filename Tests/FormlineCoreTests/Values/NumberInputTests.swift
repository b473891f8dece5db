import Testing

@testable import FormlineCore

/// Numbers, steppers and sliders.
struct NumberInputTests {
  static let accepted: [(field: String, input: String, stored: AnswerValue)] = [
    ("{key: n, type: integer}", "42", .integer(42)),
    ("{key: n, type: integer}", "-7", .integer(-7)),
    ("{key: n, type: integer}", "+5", .integer(5)),
    ("{key: n, type: integer}", "0", .integer(0)),
    ("{key: n, type: integer}", " 12 ", .integer(12)),
    ("{key: n, type: integer}", "1_000", .integer(1000)),
    ("{key: n, type: integer}", "3.0", .integer(3)),
    ("{key: n, type: integer}", "1e3", .integer(1000)),
    ("{key: n, type: integer}", "9223372036854775807", .integer(Int.max)),
    ("{key: n, type: unsigned}", "0", .integer(0)),
    ("{key: n, type: unsigned}", "65535", .integer(65535)),
    ("{key: n, type: unsigned}", "-0", .integer(0)),
    ("{key: n, type: bitfield}", "6", .integer(6)),
    ("{key: n, type: number}", "3.14", .number(3.14)),
    ("{key: n, type: number}", "42", .number(42)),
    ("{key: n, type: number}", "-0.5", .number(-0.5)),
    ("{key: n, type: number}", ".5", .number(0.5)),
    ("{key: n, type: number}", "1e-3", .number(0.001)),
    ("{key: n, type: number}", "2.5E2", .number(250)),
    ("{key: n, type: number}", "1_000.25", .number(1000.25)),
    ("{key: n, type: float}", "2.75", .number(2.75)),
    ("{key: n, type: float}", "7", .number(7)),
    ("{key: n, type: decimal}", "19.99", .number(19.99)),
    ("{key: n, type: decimal, decimals: 2}", "19.99", .number(19.99)),
    ("{key: n, type: decimal, decimals: 2}", "19.9", .number(19.9)),
    ("{key: n, type: decimal, decimals: 2}", "20", .number(20)),
    ("{key: n, type: decimal, decimals: 0}", "20", .number(20)),
    ("{key: n, type: decimal, decimals: 3}", "-1.125", .number(-1.125)),
    // stepper: + and - step from the default (5), +N/-N move by N, clamped to min/max
    ("{key: s, type: stepper, min: 0, max: 10, default: 5}", "+", .integer(6)),
    ("{key: s, type: stepper, min: 0, max: 10, default: 5}", "-", .integer(4)),
    ("{key: s, type: stepper, min: 0, max: 10, default: 5}", "++", .integer(7)),
    ("{key: s, type: stepper, min: 0, max: 10, default: 5}", "---", .integer(2)),
    ("{key: s, type: stepper, min: 0, max: 10, default: 5}", "+3", .integer(8)),
    ("{key: s, type: stepper, min: 0, max: 10, default: 5}", "-2", .integer(3)),
    ("{key: s, type: stepper, min: 0, max: 10, default: 5}", "+50", .integer(10)),
    ("{key: s, type: stepper, min: 0, max: 10, default: 5}", "-50", .integer(0)),
    ("{key: s, type: stepper, min: 0, max: 10, default: 5}", "7", .integer(7)),
    ("{key: s, type: stepCounter, step: 2, default: 1}", "+", .integer(3)),
    ("{key: s, type: stepCounter, step: 2, default: 1}", "++", .integer(5)),
    ("{key: s, type: stepCounter, min: 1}", "+", .integer(2)),
    ("{key: s, type: stepCounter}", "-", .integer(-1)),
    ("{key: s, type: integer, cell: FXFormStepperCell, max: 3, default: 3}", "+", .integer(3)),
    ("{key: s, type: float, cell: FXFormStepperCell, step: 0.5, default: 1}", "+", .number(1.5)),
    // slider: a value in range, snapped to `steps` positions
    ("{key: v, type: slider, min: 0, max: 100}", "33.3", .number(33.3)),
    ("{key: v, type: slider, min: 0, max: 100, steps: 4}", "30", .number(25)),
    ("{key: v, type: slider, min: 0, max: 100, steps: 4}", "40", .number(50)),
    ("{key: v, type: slider, min: 0, max: 100, steps: 4}", "100", .number(100)),
    ("{key: v, type: slider, min: 0, max: 100, steps: 4}", "0", .number(0)),
    ("{key: v, type: slider, min: 0, max: 1, steps: 10}", "0.44", .number(0.4)),
    ("{key: v, type: slider, min: 10, max: 20, steps: 2}", "16", .number(15)),
    ("{key: v, type: integer, cell: FXFormSliderCell, min: 0, max: 10}", "7", .integer(7)),
    (
      "{key: v, type: integer, cell: FXFormSliderCell, min: 0, max: 10, steps: 5}", "5", .integer(6)
    ),
  ]

  @Test(arguments: accepted)
  func accepts(field yaml: String, input: String, stored: AnswerValue) throws {
    let field = try TestForms.field(yaml)
    #expect(TestForms.reader().read(input, for: field).value == stored)
  }

  static let rejected: [(field: String, input: String, message: String)] = [
    ("{key: n, type: integer}", "4x2", "'4x2' is not a whole number"),
    ("{key: n, type: integer}", "3.5", "'3.5' is not a whole number"),
    ("{key: n, type: integer}", "twelve", "'twelve' is not a whole number"),
    ("{key: n, type: integer}", "0x10", "'0x10' is not a whole number"),
    ("{key: n, type: integer}", "1,000", "'1,000' is not a whole number"),
    ("{key: n, type: unsigned}", "-99999999999999999999", "must not be negative"),
    ("{key: n, type: integer}", "nan", "'nan' is not a whole number"),
    ("{key: n, type: integer}", "inf", "'inf' is not a whole number"),
    ("{key: n, type: unsigned}", "-1", "must not be negative"),
    ("{key: n, type: bitfield}", "-4", "must not be negative"),
    ("{key: n, type: number}", "abc", "'abc' is not a number"),
    ("{key: n, type: number}", "nan", "'nan' is not a number"),
    ("{key: n, type: number}", "inf", "'inf' is not a number"),
    ("{key: n, type: number}", "infinity", "'infinity' is not a number"),
    ("{key: n, type: number}", "0x1p3", "'0x1p3' is not a number"),
    ("{key: n, type: number}", "0xep1", "'0xep1' is not a number"),
    ("{key: n, type: number}", "1,5", "'1,5' is not a number"),
    ("{key: n, type: number}", "1.2.3", "'1.2.3' is not a number"),
    ("{key: n, type: float}", "e", "'e' is not a number"),
    ("{key: n, type: float}", "3 kg", "'3 kg' is not a number"),
    ("{key: n, type: decimal, decimals: 2}", "3.145", "use at most 2 decimal places"),
    ("{key: n, type: decimal, decimals: 1}", "0.25", "use at most 1 decimal place"),
    ("{key: n, type: decimal, decimals: 0}", "1.5", "use at most 0 decimal places"),
    (
      "{key: s, type: stepper, default: 1}", "+x",
      "use + or - to step, +N or -N to move by N, or type a number"
    ),
    (
      "{key: s, type: stepper, default: 1}", "+-",
      "use + or - to step, +N or -N to move by N, or type a number"
    ),
    ("{key: s, type: stepper}", "lots", "'lots' is not a whole number"),
    ("{key: s, type: unsigned, cell: FXFormStepperCell}", "-", "must not be negative"),
    ("{key: v, type: slider, min: 0, max: 100}", "150", "choose a value from 0 to 100"),
    ("{key: v, type: slider, min: 0, max: 100}", "-1", "choose a value from 0 to 100"),
    ("{key: v, type: slider, min: 0.5, max: 1.5}", "2", "choose a value from 0.5 to 1.5"),
    // values an Int cannot hold are refused, never converted (that would trap)
    ("{key: s, type: stepper}", "+1e300", "the number is too large"),
    ("{key: s, type: stepper}", "-1e300", "the number is too large"),
    (
      "{key: s, type: float, cell: FXFormStepperCell, default: 1e308}", "+1e308",
      "the number is too large"
    ),
    (
      "{key: s, type: stepper}", "+0x10",
      "use + or - to step, +N or -N to move by N, or type a number"
    ),
    (
      "{key: s, type: stepper}", "+nan",
      "use + or - to step, +N or -N to move by N, or type a number"
    ),
    (
      "{key: v, type: integer, cell: FXFormSliderCell, min: -1e300, max: 1e300, steps: 3}", "0",
      "the number is too large"
    ),
  ]

  @Test(arguments: rejected)
  func rejects(field yaml: String, input: String, message: String) throws {
    let field = try TestForms.field(yaml)
    #expect(TestForms.reader().read(input, for: field) == .invalid(message))
  }

  /// Beyond what `Int` and `Double` hold, a number is kept exactly as typed, never rounded.
  @Test(arguments: [
    ("{key: n, type: integer}", "99999999999999999999"), ("{key: n, type: number}", "1e999"),
    ("{key: n, type: unsigned}", "123456789012345678901234567890"),
  ])
  func keepsNumbersBeyondSixtyFourBitsExactly(field yaml: String, input: String) throws {
    let field = try TestForms.field(yaml)
    let literal = try #require(NumberLiteral(input))
    #expect(
      TestForms.reader().read(input, for: field) == .value(.numberLiteral(literal), echo: nil))
  }

  @Test func stepperStepsFromTheCurrentValue() throws {
    let field = try TestForms.field("{key: s, type: stepper, min: 0, max: 10, default: 5}")
    let reader = TestForms.reader()
    #expect(reader.read("+", for: field, current: .integer(8)) == .value(.integer(9), echo: "9"))
    #expect(
      reader.read("+5", for: field, current: .integer(8))
        == .value(.integer(10), echo: "10 (the maximum)"))
    #expect(
      reader.read("-", for: field, current: .integer(0))
        == .value(.integer(0), echo: "0 (the minimum)"))
  }

  @Test func sliderEchoesTheSnappedValue() throws {
    let field = try TestForms.field("{key: v, type: slider, min: 0, max: 100, steps: 4}")
    #expect(TestForms.reader().read("30", for: field) == .value(.number(25), echo: "25"))
    #expect(TestForms.reader().read("25", for: field) == .value(.number(25), echo: nil))
  }

  @Test func slidersAndSteppersLoadAsTheirKinds() throws {
    let slider = try TestForms.field("{key: v, type: slider}")
    #expect(slider.kind == .float)
    #expect(slider.presentation == .slider)
    let stepper = try TestForms.field("{key: s, type: stepCounter}")
    #expect(stepper.kind == .integer)
    #expect(stepper.presentation == .stepper)
  }

  /// A stepper's `-5` steps only when typed: a default or a given answer is the number.
  @Test(arguments: [Int.min, Int.max, -5, 0])
  func aSteppersDefaultIsTheNumberItself(value: Int) throws {
    var driver = try FillScript("- {key: n, type: stepper, default: \(value)}")
    driver.fill([""])
    #expect(driver.json == #"{"n":\#(value)}"#)
  }

  @Test func aGivenNumberForAStepperIsNotAStep() throws {
    let field = try TestForms.field("{key: n, type: stepper, default: 3}")
    let reader = TestForms.reader()
    #expect(reader.coerce(.integer(-5), for: field) == .value(.integer(-5), echo: nil))
    // Text, typed or given with --set, still steps from the default.
    #expect(reader.read("-5", for: field) == .value(.integer(-2), echo: "-2"))
  }

  /// Stepping past Int64's ends is refused, never a trap.
  @Test func steppingPastTheEndsIsRefused() throws {
    let field = try TestForms.field("{key: n, type: stepper}")
    let reader = TestForms.reader()
    #expect(reader.read("-", for: field, current: .integer(Int.min)) == NumberInput.tooLarge)
    #expect(reader.read("+", for: field, current: .integer(Int.max)) == NumberInput.tooLarge)
  }
}
