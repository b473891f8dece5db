extension Unicode.Scalar {
  /// `U+0065`, `U+1F600`: how messages name a code point.
  package var codePointText: String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

extension String {
  /// `U+0065 U+0301`: the code points, for telling apart texts that look the same.
  package var codePointsText: String {
    unicodeScalars.map(\.codePointText).joined(separator: " ")
  }
}
