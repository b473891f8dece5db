package import BigInt

/// A decimal number held exactly: `significand × 10^exponent`, with the significand's
/// trailing zeros moved into the exponent so that equal values are equal structures.
///
/// JSON Schema compares numbers by value (`1 == 1.0`) and asks whether one is a multiple of
/// another (`0.0075` of `0.0001`); binary floating point gets both wrong, and integers
/// beyond 64 bits do not fit in `Int`.
package struct ExactDecimal: Sendable, Hashable, Comparable {
  package let isNegative: Bool
  package let significand: BigUInt
  /// Saturates far beyond any value a document could mean (`1e999999999999999999999`).
  package let exponent: Int

  package init(isNegative: Bool, significand: BigUInt, exponent: Int) {
    var significand = significand
    var exponent = exponent
    if significand.isZero {
      self.isNegative = false
      self.significand = 0
      self.exponent = 0
      return
    }
    while significand % 10 == 0 {
      significand /= 10
      exponent = exponent.addingReportingOverflow(1).overflow ? Int.max : exponent + 1
    }
    self.isNegative = isNegative
    self.significand = significand
    self.exponent = exponent
  }

  package init(_ integer: Int) {
    self.init(
      isNegative: integer < 0, significand: BigUInt(integer.magnitude), exponent: 0)
  }

  /// The exact value of a finite `Double`'s shortest decimal spelling, which is what a
  /// person wrote when the number came from a document; nil for infinities and NaN.
  package init?(_ double: Double) {
    guard double.isFinite else { return nil }
    self.init(jsonNumber: "\(double)")
  }

  /// - Parameter text: A JSON number (other text reads as zero).
  package init(jsonNumber text: String) {
    var negative = false
    var digits = ""
    var exponent = 0
    var exponentText = ""
    var part = 0  // 0 whole digits, 1 fraction, 2 exponent
    for scalar in text.unicodeScalars {
      switch scalar {
      case "-" where part == 0 && digits.isEmpty: negative = true
      case ".": part = 1
      case "e", "E": part = 2
      case "0"..."9" where part < 2:
        digits.unicodeScalars.append(scalar)
        if part == 1 { exponent -= 1 }
      default: if part == 2 { exponentText.unicodeScalars.append(scalar) }
      }
    }
    let written = ExactDecimal.saturatingInteger(exponentText)
    self.init(
      isNegative: negative, significand: BigUInt(digits, radix: 10) ?? 0,
      exponent: ExactDecimal.saturatingSum(exponent, written))
  }

  package var isZero: Bool { significand.isZero }

  /// The value as an `Int` when it is a whole number of at most 18 digits; nil otherwise.
  package var smallInteger: Int? {
    guard exponent >= 0, exponent <= 18, significand.bitWidth <= 60 else { return nil }
    var value = Int(significand)
    for _ in 0..<exponent {
      let (next, overflow) = value.multipliedReportingOverflow(by: 10)
      guard !overflow else { return nil }
      value = next
    }
    return isNegative ? -value : value
  }

  /// The value in JSON's notation: plain digits for moderate exponents, else `1e400`.
  package var text: String {
    let digits = String(significand)
    let sign = isNegative ? "-" : ""
    if exponent >= 0 && exponent <= 20 {
      return sign + digits + String(repeating: "0", count: exponent)
    }
    if exponent < 0 && -exponent < digits.count + 20 {
      let places = -exponent
      let padded = String(repeating: "0", count: max(0, places - digits.count + 1)) + digits
      let point = padded.index(padded.endIndex, offsetBy: -places)
      return sign + padded[..<point] + "." + padded[point...]
    }
    return sign + digits + "e" + String(exponent)
  }

  package var isWhole: Bool { exponent >= 0 }

  /// Whether `self / divisor` is a whole number; false for a zero divisor.
  package func isMultiple(of divisor: ExactDecimal) -> Bool {
    if isZero { return true }
    guard !divisor.isZero, exponent >= divisor.exponent else {
      // The significand has no factor 10 left, so it cannot absorb a negative power of ten.
      return false
    }
    let shift = exponent - divisor.exponent
    let scale = BigUInt(10).power(BigUInt(shift), modulus: divisor.significand)
    return (significand % divisor.significand) * scale % divisor.significand == 0
  }

  package static func < (left: ExactDecimal, right: ExactDecimal) -> Bool {
    if left.isNegative != right.isNegative { return left.isNegative }
    let magnitudeLess = left.magnitudeLess(than: right)
    return left.isNegative ? right.magnitudeLess(than: left) : magnitudeLess
  }

  /// |self| < |other|.
  private func magnitudeLess(than other: ExactDecimal) -> Bool {
    if isZero || other.isZero { return isZero && !other.isZero }
    // Compare orders of magnitude first: shifting significands by a huge exponent
    // difference would build enormous integers.
    let selfMagnitude = ExactDecimal.saturatingSum(significand.decimalDigitCount, exponent)
    let otherMagnitude = ExactDecimal.saturatingSum(
      other.significand.decimalDigitCount, other.exponent)
    if selfMagnitude != otherMagnitude { return selfMagnitude < otherMagnitude }
    let low = min(exponent, other.exponent)
    let left = significand * BigUInt(10).power(exponent - low)
    let right = other.significand * BigUInt(10).power(other.exponent - low)
    return left < right
  }

  private static func saturatingInteger(_ text: String) -> Int {
    var negative = false
    var value = 0
    for scalar in text.unicodeScalars {
      if scalar == "-" { negative = true }
      guard let digit = Int(String(scalar)) else { continue }
      if value > (Int.max - digit) / 10 { return negative ? Int.min / 2 : Int.max / 2 }
      value = value * 10 + digit
    }
    return negative ? -value : value
  }

  private static func saturatingSum(_ left: Int, _ right: Int) -> Int {
    let (sum, overflow) = left.addingReportingOverflow(right)
    return overflow ? (right > 0 ? Int.max / 2 : Int.min / 2) : sum
  }
}

extension BigUInt {
  /// How many decimal digits the number has (1 for zero); counted without writing them out
  /// when it fits in 64 bits, as nearly every number in a document does.
  fileprivate var decimalDigitCount: Int {
    guard bitWidth <= 64 else { return String(self).count }
    var rest = UInt64(self)
    var digits = 1
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    return digits
  }
}
