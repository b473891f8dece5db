import OrderedCollections
import Testing

@testable import FormlineCore

/// What formline's own Mustache renderer does beyond the spec's tests: formline's values,
/// long templates, and what it refuses.
struct MustacheRendererTests {
  private func render(_ template: String, _ answers: AnswerValue) throws -> String {
    try TemplateRenderer.render(template: template, templateName: "t", answers: answers)
  }

  @Test func arraysAndObjectsInsertedWholeAreJSON() throws {
    let answers = AnswerValue.object([
      "tags": .array([.string("a"), .integer(1)]),
      "server": .object(["host": .string("h"), "port": .integer(80)]),
    ])
    #expect(try render("{{tags}} {{server}}", answers) == #"["a",1] {"host":"h","port":80}"#)
  }

  @Test func zeroAndTheEmptyStringAreTruthyAndFalseIsNot() throws {
    let answers = AnswerValue.object([
      "zero": .integer(0), "empty": .string(""), "no": .bool(false), "none": .array([]),
    ])
    #expect(
      try render(
        "{{#zero}}z{{/zero}}{{#empty}}e{{/empty}}{{#no}}n{{/no}}{{^none}}-{{/none}}", answers)
        == "ze-")
  }

  @Test func aNullMemberLooksFurtherDownTheStack() throws {
    let answers = AnswerValue.object([
      "name": .string("outer"), "inner": .object(["name": .null]),
    ])
    #expect(try render("{{#inner}}{{name}}{{/inner}}", answers) == "outer")
  }

  @Test func transformsAreRefusedWhereTheyStand() throws {
    let error = try #require(throws: OutputError.self) {
      try render("a\nb {{uppercased(name)}}", .object([:]))
    }
    #expect(
      error.message == "'uppercased(name)' is a transform, which formline's templates do not have")
    #expect(error.location?.line == 2)
    #expect(error.location?.column == 3)
  }

  @Test func aCloseWithoutAnOpenIsAnError() throws {
    let error = try #require(throws: OutputError.self) { try render("x{{/a}}", .object([:])) }
    #expect(error.message == "'{{/a}}' closes a section that is not open")
  }

  @Test func eightyThousandTagsRenderInOrder() throws {
    let template = String(repeating: "{{#a}}x{{/a}}{{a}}\n", count: 80_000)
    let rendered = try render(template, .object(["a": .string("y")]))
    #expect(rendered == String(repeating: "xy\n", count: 80_000))
  }

  @Test func aPartialIncludingItselfStops() throws {
    let nodes = try MustacheParser.parse("{{>p}}")
    let rendered = MustacheRenderer(partials: ["p": "x{{>p}}"]).render(
      nodes, with: .object([:]), escapingHTML: false)
    #expect(rendered == String(repeating: "x", count: MustacheRenderer.maximumPartialDepth))
  }

  @Test func htmlEscapingCoversTheFiveCharacters() throws {
    #expect(
      try render("{{%CONTENT_TYPE:HTML}}{{x}}", .object(["x": .string(#"<a href="q">&'é"#)]))
        == "&lt;a href=&quot;q&quot;&gt;&amp;&#39;é")
  }
}
