import Testing

@testable import FormlineCore

/// `format` as the evaluator checks it.
struct FormatCheckTests {
  /// An email address is judged byte by byte when it is ASCII: the verdict and the
  /// message are those of the email field's reader, which judges other text.
  @Test(arguments: [
    "a@b.c", "ops12@example.com", "a@b", "@b.c", "a@.b", "a@b.", "a@@b.c", "a b@c.d", "a@b.c\n",
    "a\t@b.c", "", "a", "a@b@c.d", "\u{0B}a@b.c", "é@b.c", "a@b.c\u{A0}",
  ])
  func emailAgreesWithTheReader(text: String) {
    let expected: String? =
      switch TextInput.email(text) {
      case .value(let value, _): value == .string(text) ? nil : "changed"
      case .invalid(let message): message
      }
    #expect(FormatCheck.problem(format: "email", text: text) == expected)
  }
}
