import Testing

@testable import FormlineCore

/// What `?` says a field accepts: never "any text" for a field with a pattern.
struct InputHintTests {
  static let cases: [(field: String, hint: String)] = [
    ("{key: t}", "any text"),
    ("{key: t, pattern: '[a-z]+'}", "text matching the pattern [a-z]+"),
    ("{key: t, pattern: '[a-z]+', help: lower-case letters}", "text in the form described above"),
    (
      "{key: t, validators: [{regex: '[a-z]+', message: lower-case only}]}",
      "text the form's rule accepts (otherwise: lower-case only)"
    ),
    (
      "{key: e, type: email, pattern: '.*@example[.]com'}",
      "an email address (name@example.com); text matching the pattern .*@example[.]com"
    ),
  ]

  @Test(arguments: cases)
  func describesWhatAFieldAccepts(field yaml: String, hint: String) throws {
    #expect(InputHint.describe(try TestForms.field(yaml)) == hint)
  }
}
