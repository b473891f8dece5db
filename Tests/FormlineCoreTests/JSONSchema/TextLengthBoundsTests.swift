import Testing

@testable import FormlineCore

/// `maxLength` and `minLength` decided from the UTF-8 length where it settles them, else by
/// counting code points: both ways must agree for every text and limit.
struct TextLengthBoundsTests {
  static let texts = [
    "", "a", "ab", "abcd", "é", "e\u{301}", "👍🏽", "日本語", "a👍b", "𝄞𝄞𝄞", "naïve café",
    String(repeating: "€", count: 9), String(repeating: "x", count: 17),
  ]

  @Test(arguments: texts)
  func theBoundsAgreeWithTheCount(text: String) {
    let count = TextLength.of(text)
    for limit in -1...40 {
      #expect(TextLength.exceeds(text, limit) == (count > limit), "\(text) > \(limit)")
      #expect(TextLength.fallsShort(text, of: limit) == (count < limit), "\(text) < \(limit)")
    }
  }
}
