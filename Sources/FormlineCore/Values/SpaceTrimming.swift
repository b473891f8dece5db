import Foundation

extension String {
  /// `trimmingCharacters(in: .whitespaces)`, answered without Foundation when the text
  /// starts and ends with a visible ASCII character: every answer of a fill is trimmed, and
  /// going through `NSString` was 8 % of filling a large form.
  var trimmingSpaces: String {
    guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return self }
    if SpaceTrimming.isKeptASCII(first) && SpaceTrimming.isKeptASCII(last) { return self }
    return trimmingCharacters(in: .whitespaces)
  }
}

private enum SpaceTrimming {
  /// ASCII that `.whitespaces` (Unicode category Zs and tab) does not contain.
  static func isKeptASCII(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && scalar != " " && scalar != "\t"
  }
}
