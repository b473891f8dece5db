import Testing

@testable import FormlineCore

/// A template's names are checked against the form before the fill, so `{{nosuch}}` is an
/// error naming it and its place, not text that renders as nothing.
struct TemplateReferencesTests {
  static let form = """
    - host
    - key: port
      type: integer
    - key: address
      fields: [city, zip]
    - key: tags
      template: {key: tag}
    """

  static let accepted = [
    "{{host}}:{{port}}\n",
    "{{#address}}{{city}} {{zip}}{{/address}}",
    "{{address.city}}",
    "{{#tags}}{{.}},{{/tags}}{{^tags}}none{{/tags}}",
    "{{{host}}} {{& host}} {{! nosuch in a comment }} {{> partial}}",
    "{{uppercased(host)}} {{#first()}}x{{/first()}}",
    "{{=<% %>=}}<% nosuch %>",
  ]

  @Test(arguments: accepted)
  func knownNamesPass(template: String) throws {
    let form = try TestForms.form(Self.form)
    #expect(TemplateReferences.problem(in: template, templateName: "t", form: form) == nil)
  }

  static let refused: [(template: String, name: String, line: Int, column: Int)] = [
    ("{{nosuch}}", "nosuch", 1, 3),
    ("a\n{{! two\nlines }}\nport = {{ porrt }}\n", "porrt", 4, 10),
    ("{{#address}}{{street}}{{/address}}", "street", 1, 15),
    ("{{{hostname}}}", "hostname", 1, 4),
    ("{{address.town}}", "address.town", 1, 3),
  ]

  @Test(arguments: refused)
  func unknownNamesAreErrorsAtTheirPlace(template: String, name: String, line: Int, column: Int)
    throws
  {
    let form = try TestForms.form(Self.form)
    let problem = try #require(
      TemplateReferences.problem(in: template, templateName: "t.mustache", form: form))
    #expect(problem.message == "'\(name)' is not a key of the form; it would render as nothing")
    #expect(problem.location == SourceLocation(file: "t.mustache", line: line, column: column))
  }

  @Test func aNearKeyIsSuggested() throws {
    let form = try TestForms.form(Self.form)
    let problem = TemplateReferences.problem(in: "{{porrt}}", templateName: "t", form: form)
    #expect(problem?.notes == ["did you mean 'port'?"])
  }
}
