import Testing

@testable import FormlineCore

@Suite struct ExactDecimalTests {
  private func decimal(_ text: String) -> ExactDecimal { ExactDecimal(jsonNumber: text) }

  @Test(arguments: [
    ("1", "1.0"), ("100", "1e2"), ("0.5", "5e-1"), ("-0", "0"), ("12.50", "1.25E+1"),
  ])
  func equalValuesAreEqual(left: String, right: String) {
    #expect(decimal(left) == decimal(right))
  }

  @Test(arguments: [
    ("0.0075", "0.0001", true), ("0.00751", "0.0001", false), ("19.99", "0.01", true),
    ("4.5", "1.5", true), ("35", "1.5", false), ("1e308", "0.123456789", false),
    ("12391239123912391239123912391239", "3", true), ("1e400", "1e-5", true), ("0", "7", true),
    ("1", "0", false),
  ])
  func multiplesAreExact(value: String, divisor: String, expected: Bool) {
    #expect(decimal(value).isMultiple(of: decimal(divisor)) == expected)
  }

  @Test func ordersByValue() {
    let sorted = [
      "1e400", "-2", "0.1", "-1e400", "0", "99999999999999999999", "0.10000000000000001",
    ]
    .map(decimal).sorted()
    #expect(
      sorted
        == ["-1e400", "-2", "0", "0.1", "0.10000000000000001", "99999999999999999999", "1e400"].map(
          decimal))
  }

  @Test func doublesReadAsTheirShortestSpelling() {
    #expect(ExactDecimal(0.1) == decimal("0.1"))
    #expect(ExactDecimal(1e300) == decimal("1e300"))
    #expect(ExactDecimal(Double.infinity) == nil)
  }

  @Test func smallWholeNumbersReadAsIntegers() {
    #expect(decimal("8080").smallInteger == 8080)
    #expect(decimal("1e3").smallInteger == 1000)
    #expect(decimal("-65535").smallInteger == -65535)
    #expect(decimal("0").smallInteger == 0)
    #expect(decimal("0.5").smallInteger == nil)
    #expect(decimal("1e19").smallInteger == nil)
    #expect(decimal("99999999999999999999").smallInteger == nil)
  }

  /// Orders of magnitude are counted from the digits, across the 64-bit boundary too.
  @Test(arguments: [
    ("9", "10"), ("99", "1e2"), ("18446744073709551615", "18446744073709551616"),
    ("9.99", "10"), ("0.099", "0.1"), ("-10", "-9"),
  ])
  func ordersAcrossDigitCounts(smaller: String, larger: String) {
    #expect(decimal(smaller) < decimal(larger))
    #expect(!(decimal(larger) < decimal(smaller)))
  }
}
