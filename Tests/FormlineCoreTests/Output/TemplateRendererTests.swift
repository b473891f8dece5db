import OrderedCollections
import Testing

@testable import FormlineCore

struct TemplateRendererTests {
  @Test func rendersAConfigFileFromTheSampleResult() throws {
    let template = """
      # {{name}} <{{&userURL}}>
      [server]
      city = "{{address.city}}"
      score = {{score}}
      ratio = {{ratio}}
      {{#active}}enabled = true{{/active}}
      {{^nick}}# no nickname{{/nick}}
      {{#contacts}}
      contact = "{{name}}"{{#email}} # {{.}}{{/email}}
      {{/contacts}}
      tags = [{{#tags}}"{{.}}",{{/tags}}]
      {{bio}}
      """
    let expected = """
      # Ada Lovelace <https://example.com/a?b=c&d=e>
      [server]
      city = "Paris"
      score = 3
      ratio = 0.5
      enabled = true
      # no nickname
      contact = "Bob" # bob@example.com
      contact = "O'Hara"
      tags = ["a","b c",]
      line one
      line two

      """
    let rendered = try TemplateRenderer.render(
      template: template, templateName: "app.conf.mustache", answers: SampleResult.value)
    #expect(rendered == expected)
  }

  @Test func doesNotHTMLEscape() throws {
    let answers = AnswerValue.object(["x": .string(#"<a href="q">&'</a>"#)])
    let rendered = try TemplateRenderer.render(
      template: "{{x}}|{{{x}}}|{{&x}}", templateName: "t", answers: answers)
    #expect(rendered == #"<a href="q">&'</a>|<a href="q">&'</a>|<a href="q">&'</a>"#)
  }

  @Test func aTemplateMaySwitchBackToHTML() throws {
    let rendered = try TemplateRenderer.render(
      template: "{{%CONTENT_TYPE:HTML}}{{x}}", templateName: "t",
      answers: .object(["x": .string("<b>")]))
    #expect(rendered == "&lt;b&gt;")
  }

  @Test func keepsAFirstLineThatIsBlankOrStartsWithATag() throws {
    let answers = AnswerValue.object(["x": .string("1")])
    #expect(
      try TemplateRenderer.render(template: "\n{{x}}\n", templateName: "t", answers: answers)
        == "\n1\n")
    #expect(
      try TemplateRenderer.render(template: "{{x}}\n", templateName: "t", answers: answers)
        == "1\n")
  }

  @Test func nullsAndMissingNamesRenderAsNothing() throws {
    let answers = AnswerValue.object([
      "none": .null, "list": .array([.string("a"), .null, .string("b")]),
    ])
    let rendered = try TemplateRenderer.render(
      template: "[{{none}}][{{missing.deep}}][{{#list}}{{.}}{{^.}}-{{/.}}{{/list}}]",
      templateName: "t", answers: answers)
    #expect(rendered == "[][][a-b]")
  }

  @Test func partialsRenderAsNothing() throws {
    let rendered = try TemplateRenderer.render(
      template: "a{{> /etc/passwd}}b", templateName: "t", answers: .object([:]))
    #expect(rendered == "ab")
  }

  @Test(arguments: [
    ("line one\n{{#tags}}x\n", 3, "a section is not closed"),
    ("ok\n  {{#a}}{{/b}}", 2, "a section is closed with a different name"),
    ("{{%NOPE:X}}", 1, "unknown pragma; only CONTENT_TYPE: TEXT|HTML"),
    ("a\nb {{=<% =}}", 2, "a set-delimiter tag is malformed"),
  ])
  func syntaxErrorsCarryTheirPosition(template: String, line: Int, message: String) throws {
    let error = try #require(throws: OutputError.self) {
      try TemplateRenderer.render(template: template, templateName: "app.tmpl", answers: .null)
    }
    #expect(error.message == message)
    #expect(error.location?.file == "app.tmpl")
    #expect(error.location?.line == line)
    #expect(error.location?.column != nil)
  }

  @Test func reportsTheColumnOfAnUnfinishedTag() throws {
    let error = try #require(throws: OutputError.self) {
      try TemplateRenderer.render(
        template: "first\nvalue = {{name", templateName: "t.mustache", answers: .null)
    }
    #expect(error.description.hasPrefix("t.mustache:2:"))
    #expect(error.message == "the template ends inside a tag")
  }
}
