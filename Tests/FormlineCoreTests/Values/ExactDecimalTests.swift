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
}
