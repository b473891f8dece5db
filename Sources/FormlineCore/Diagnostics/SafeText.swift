/// Makes text from a form file or from answers safe to show on a terminal.
///
/// A form is data written by someone else: its titles, options and help, and the answers
/// people paste, must not be able to move the cursor, change colours, set the window title
/// or reorder what the user reads. So every character a terminal would act on is replaced
/// by a visible spelling of it:
///
/// - C0 controls (U+0000–U+001F) except tab and newline, and DEL, in caret notation as
///   `cat -v` shows them: ESC → `^[`, CR → `^M`, NUL → `^@`, DEL → `^?`.
/// - C1 controls (U+0080–U+009F), which some terminals obey like ESC sequences, as Swift
///   escapes: CSI → `\u{9B}`.
/// - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
///   can make text read differently from what it is ("Trojan Source"), as `\u{202E}`.
///
/// Everything else, emoji and other scripts included, passes through unchanged.
package enum SafeText {
  /// Neutralises control characters in text that may span lines (help, pages, footers).
  ///
  /// ✅ `SafeText.neutralise("a\u{1B}[2Jb")` → `a^[[2Jb`
  /// ✅ `SafeText.neutralise("one\ntwo\tthree")` → unchanged
  ///
  /// - Parameter text: Text from a form or from answers.
  /// - Returns: The text with tab and newline kept and every other control made visible.
  package static func neutralise(_ text: String) -> String {
    escape(text, keepingNewlines: true)
  }

  /// Neutralises control characters in text shown on one line (prompts, menu items,
  /// review rows), where a newline would break the layout too: it becomes `\n`.
  ///
  /// ✅ `SafeText.neutraliseSingleLine("one\ntwo")` → `one\ntwo` (a backslash and an `n`)
  ///
  /// - Parameter text: Text from a form or from answers.
  /// - Returns: The text on one line with every control made visible; tabs are kept.
  package static func neutraliseSingleLine(_ text: String) -> String {
    escape(text, keepingNewlines: false)
  }

  /// Whether the text has nothing to neutralise, so callers can skip the copy.
  ///
  /// - Parameter text: The text to check.
  /// - Returns: True when `neutralise(text)` would return the text unchanged.
  package static func isSafe(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { visibleForm(of: $0, keepingNewlines: true) == nil }
  }

  private static func escape(_ text: String, keepingNewlines: Bool) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if let visible = visibleForm(of: scalar, keepingNewlines: keepingNewlines) {
        result += visible
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The replacement for one scalar, or nil when it is shown as itself.
  private static func visibleForm(of scalar: Unicode.Scalar, keepingNewlines: Bool) -> String? {
    let value = scalar.value
    switch value {
    case 0x09:
      return nil
    case 0x0A:
      return keepingNewlines ? nil : "\\n"
    case 0x00...0x1F:
      // Caret notation: the control with bit 6 set is the letter after the caret.
      return "^" + String(Character(Unicode.Scalar(UInt8(value + 0x40))))
    case 0x7F:
      return "^?"
    case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
      return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    default:
      return nil
    }
  }
}
