import Foundation
import Testing

@testable import FormlineCore

/// `trimmingSpaces` removes exactly what Foundation's `trimmingCharacters(in: .whitespaces)`
/// removes, without Foundation.
struct SpaceTrimmingTests {
  @Test(arguments: [
    ("", ""), ("a", "a"), ("  a b \t", "a b"), ("\u{3000}x\u{A0}", "x"), (" \t ", ""),
    ("\n a \n", "\n a \n"), ("\u{200B}a\u{200B}", "a"), (" \u{301}a", "\u{301}a"),
    ("a\u{2009}\u{202F}\u{205F}\u{1680}", "a"), ("\u{FEFF}a", "\u{FEFF}a"), ("é ", "é"),
  ])
  func trims(text: String, expected: String) {
    #expect(text.trimmingSpaces == expected)
  }

  @Test func aSubstringIsTrimmedAlike() {
    let text = "x \u{3000}a b\t"
    #expect(text.dropFirst().trimmingSpaces == "a b")
    let foundation = text.dropFirst().trimmingCharacters(in: .whitespaces)
    #expect(text.dropFirst().trimmingSpaces == foundation)
  }

  /// Every Unicode scalar, alone and between letters, is trimmed as Foundation trims it.
  @Test func everyScalarAgreesWithFoundation() {
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let alone = String(scalar)
      if alone.trimmingSpaces != alone.trimmingCharacters(in: .whitespaces)
        || SpaceTrimming.isSpace(scalar) != alone.trimmingCharacters(in: .whitespaces).isEmpty
      {
        disagreements.append(value)
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
  }

  /// Strings of spaces, tabs, line breaks, combining marks and letters agree with Foundation.
  @Test func generatedStringsAgreeWithFoundation() {
    let pieces = [
      " ", "\t", "\u{A0}", "\u{3000}", "\u{2009}", "a", "é", "\u{301}", "\n", "\r\n", "\u{200B}",
      "\u{FEFF}", "🚀", "👍🏽", "\u{85}", "\u{2028}",
    ]
    var disagreements: [String] = []
    // Every string of up to four pieces.
    var strings = [""]
    var last = [""]
    for _ in 1...4 {
      last = last.flatMap { prefix in pieces.map { prefix + $0 } }
      strings += last
    }
    for text in strings where text.trimmingSpaces != text.trimmingCharacters(in: .whitespaces) {
      disagreements.append(text)
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20).map(\.debugDescription))")
  }
}
