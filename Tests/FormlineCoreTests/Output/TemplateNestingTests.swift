import OrderedCollections
import Testing

@testable import FormlineCore

/// Deeply nested templates are refused with a clear error instead of overflowing the
/// parser's stack (a fuzzer found crashes at ~2,600 levels).
struct TemplateNestingTests {
  private func nested(_ depth: Int, open: String = "{{#a}}", close: String = "{{/a}}") -> String {
    String(repeating: open, count: depth) + "x" + String(repeating: close, count: depth)
  }

  @Test func aTemplateNestedThousandsDeepIsAnErrorNotACrash() throws {
    let error = try #require(throws: OutputError.self) {
      try TemplateRenderer.render(
        template: "top\n" + nested(3000), templateName: "deep.mustache", answers: .object([:]))
    }
    #expect(error.description == "deep.mustache:2: sections nested deeper than 100 levels")
  }

  @Test func changedDelimitersDoNotHideTheNesting() throws {
    let template = "{{=<% %>=}}" + nested(3000, open: "<%^a%>", close: "<%/a%>")
    #expect(throws: OutputError.self) {
      try TemplateRenderer.check(template: template, templateName: "t")
    }
  }

  @Test func aHundredLevelsStillRender() throws {
    let rendered = try TemplateRenderer.render(
      template: nested(100), templateName: "t", answers: .object(["a": .bool(true)]))
    #expect(rendered == "x")
  }

  @Test func siblingsDoNotAddUp() {
    let template = String(repeating: "{{#a}}1{{/a}}", count: 500)
    #expect(TemplateNesting.deepest(in: template).depth == 1)
  }
}
