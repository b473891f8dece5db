import FormlineUnicode
import Foundation
import Testing

/// Each of KnownDifferences' patterns once, with both answers: FormlineUnicode's is UAX #15's,
/// and the day Foundation gives it too, the expectation on Foundation says so.
@Suite struct KnownDifferenceTests {
  static let cases: [(text: String, form: NormalizationForm, ours: String, foundation: String)] = [
    // U+FF9E is U+3099 (class 8), which goes before U+0301 (230).
    ("\u{3AC}\u{FF9E}", .nfkd, "\u{3B1}\u{3099}\u{301}", "\u{3B1}\u{301}\u{3099}"),
    // U+0F73 is U+0F71 U+0F72 (129, 130), before U+0313 (230).
    ("\u{1F08}\u{F73}", .nfd, "\u{391}\u{F71}\u{F72}\u{313}", "\u{391}\u{313}\u{F71}\u{F72}"),
    ("\u{AC00}\u{11C2}", .nfc, "\u{AC1B}", "\u{AC00}\u{11C2}"),
    ("\u{FFA1}\u{314F}", .nfkc, "\u{AC00}", "\u{1100}\u{1161}"),
    ("\u{CCA}\u{CD5}", .nfc, "\u{CCB}", "\u{CCA}\u{CD5}"),
  ]

  @Test(arguments: 0..<cases.count)
  func followsUAX15WhereFoundationDoesNot(index: Int) {
    let entry = Self.cases[index]
    #expect(
      entry.text.normalized(entry.form).unicodeScalars.elementsEqual(entry.ours.unicodeScalars))
    let foundation = Oracle.normalized(entry.text, entry.form)
    #expect(foundation.unicodeScalars.elementsEqual(entry.foundation.unicodeScalars))
    #expect(KnownDifferences.reason(entry.text, entry.form, foundation: foundation) != nil)
  }

  /// The tables stop at CoreFoundation's Unicode 15.0: a mark of 16.0 has class 0 here, as
  /// in Foundation, though the standard library (Unicode 16) gives U+1E5EE class 230.
  @Test func marksNewerThanTheDataAreStarters() {
    let text = "a\u{1E5EE}\u{316}"
    #expect(text.normalized(.nfd).unicodeScalars.elementsEqual(text.unicodeScalars))
    #expect(Oracle.normalized(text, .nfd).unicodeScalars.elementsEqual(text.unicodeScalars))
  }
}
