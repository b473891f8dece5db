/// Decides whether a line of input can be accepted as an answer.
///
/// Shared by the terminal and piped answers so both reject the same things with the same
/// words (formline(1) NON-INTERACTIVE USE: invalid UTF-8, control characters and 1 MiB lines get a
/// clear message).
package enum InputLineCheck {
  /// Longest accepted line in bytes, without its terminator.
  package static let maximumLineBytes = 1 << 20

  /// Message for a line over ``maximumLineBytes``.
  package static let tooLongMessage = "the line is longer than 1 MiB (1048576 bytes)"

  /// Message for bytes that do not decode as UTF-8.
  package static let invalidUTF8Message = "the line is not valid UTF-8"

  /// Checks raw bytes (terminator already removed).
  ///
  /// - Parameter bytes: The line's bytes.
  /// - Returns: `.line` with the decoded text, or `.rejected` saying why.
  package static func check(bytes: some Collection<UInt8>) -> CheckedLine {
    if bytes.count > maximumLineBytes { return .rejected(tooLongMessage) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .rejected(invalidUTF8Message)
    }
    return check(text: text)
  }

  /// Checks already decoded text for length and control characters (tab is allowed).
  ///
  /// - Parameter text: The line.
  /// - Returns: `.line(text)` or `.rejected` naming the first control character.
  package static func check(text: String) -> CheckedLine {
    if text.utf8.count > maximumLineBytes { return .rejected(tooLongMessage) }
    if let bad = text.unicodeScalars.first(where: isForbidden) {
      return .rejected("the line contains the control character \(describe(bad))")
    }
    return .line(text)
  }

  /// C0 controls except tab, DEL, and C1 controls: each can drive a terminal when shown back.
  package static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value)
  }

  /// Names a control character the way a person can look it up: `U+0000 (NUL)`, `U+001B (ESC)`.
  package static func describe(_ scalar: Unicode.Scalar) -> String {
    let code = scalar.codePointText
    let names: [UInt32: String] = [0x00: "NUL", 0x0A: "LF", 0x0D: "CR", 0x1B: "ESC", 0x7F: "DEL"]
    if let name = names[scalar.value] { return "\(code) (\(name))" }
    if scalar.value < 0x20, let letter = Unicode.Scalar(scalar.value + 0x40) {
      return "\(code) (Ctrl-\(Character(letter)))"
    }
    return code
  }
}
