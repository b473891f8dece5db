import Foundation
import Testing

@testable import FormlineTerminal

/// The blanks trimmed off a typed command are those Foundation's `.whitespaces` names,
/// which the terminal no longer links: held to Foundation itself here.
struct TypedTextTests {
  /// Every space separator, the tab, U+200B, and characters that are not blanks
  /// (line breaks, U+180E, U+FEFF, a combining mark) on either side of a word.
  static let samples: [String] = {
    let around = [
      " ", "\t", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2005}", "\u{200A}", "\u{200B}",
      "\u{202F}", "\u{205F}", "\u{3000}", "\n", "\r", "\u{85}", "\u{2028}", "\u{180E}",
      "\u{FEFF}", "\u{301}", "",
    ]
    var texts: [String] = ["", " ", "\t \u{3000}", "a", "a b", "  yes  ", "\u{301}x"]
    for left in around {
      for right in around {
        texts.append(left + "word" + right)
        texts.append(left + left + "two words" + right + " ")
      }
    }
    return texts
  }()

  @Test(arguments: samples)
  func trimsWhatFoundationTrims(text: String) {
    #expect(
      Array(text.trimmingBlanks.unicodeScalars)
        == Array(text.trimmingCharacters(in: .whitespaces).unicodeScalars))
  }
}
