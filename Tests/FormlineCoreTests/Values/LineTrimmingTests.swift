import Foundation
import Testing

@testable import FormlineCore

/// `trimmingNewlines` and `trimmingSpacesAndNewlines` remove exactly what Foundation's
/// `trimmingCharacters(in: .newlines)` and `(in: .whitespacesAndNewlines)` remove.
struct LineTrimmingTests {
  @Test(arguments: [
    ("", "", ""), ("a\n", "a", "a"), ("\r\n a \r\n", " a ", "a"), ("\u{2028}x\u{85}", "x", "x"),
    ("\u{301}\n", "\u{301}", "\u{301}"), (" \t", " \t", ""), ("\n\u{200B}\n", "\u{200B}", ""),
  ])
  func trims(text: String, newlines: String, spacesAndNewlines: String) {
    #expect(text.trimmingNewlines == newlines)
    #expect(text.trimmingSpacesAndNewlines == spacesAndNewlines)
  }

  /// Every Unicode scalar, alone, is trimmed as Foundation trims it.
  @Test func everyScalarAgreesWithFoundation() {
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let alone = String(scalar)
      if alone.trimmingNewlines != alone.trimmingCharacters(in: .newlines)
        || alone.trimmingSpacesAndNewlines
          != alone.trimmingCharacters(in: .whitespacesAndNewlines)
      {
        disagreements.append(value)
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
  }

  /// Every string of up to four pieces of blanks, breaks, marks and letters agrees.
  @Test func generatedStringsAgreeWithFoundation() {
    let pieces = [
      " ", "\t", "\u{3000}", "a", "é", "\u{301}", "\n", "\r\n", "\r", "\u{85}",
      "\u{2029}", "\u{200B}", "👍🏽",
    ]
    var strings = [""]
    var last = [""]
    for _ in 1...4 {
      last = last.flatMap { prefix in pieces.map { prefix + $0 } }
      strings += last
    }
    let disagreements = strings.filter { text in
      text.trimmingNewlines != text.trimmingCharacters(in: .newlines)
        || text.trimmingSpacesAndNewlines != text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20).map(\.debugDescription))")
  }
}
