import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// copier's `json`/`yaml` answers, choices as data, and `regex_search`.
struct CopierTypesTests {
  @Test func yamlAndJsonTextIsReadAsData() {
    #expect(
      StructuredInput.read("[docker, vim]", syntax: .yaml).value
        == .array([.string("docker"), .string("vim")]))
    #expect(StructuredInput.read("", syntax: .yaml).value == .null)
    #expect(
      StructuredInput.read("{\"a\": 1, \"b\": null}", syntax: .json).value
        == .object(["a": .integer(1), "b": .null]))
    guard case .invalid(let message) = StructuredInput.read("[docker]", syntax: .json) else {
      Issue.record("JSON that is only YAML was accepted")
      return
    }
    #expect(message == "not valid JSON: '[docker]'")
    #expect(StructuredInput.read("[unclosed", syntax: .yaml).value == nil)
  }

  @Test func structuredValuesAreShownAsOneLineOfJSONThatReadsBack() {
    let value = AnswerValue.array([.object(["hosts": .array([.string("a.com")])])])
    let text = StructuredInput.text(value)
    #expect(text == "[{\"hosts\":[\"a.com\"]}]")
    #expect(StructuredInput.read(text, syntax: .yaml).value == value)
    #expect(StructuredInput.text(.null) == "")
  }

  @Test func choicesAreValuesPairsOrAMapping() throws {
    let list = try CopierChoices.options(.array([.string("a"), .integer(2)]), syntax: nil).get()
    #expect(list.map(\.title) == ["a", "2"])
    let pairs = try CopierChoices.options(
      .array([.array([.string("Yes please"), .bool(true)])]), syntax: nil
    ).get()
    #expect(pairs.first?.value == .bool(true))
    #expect(pairs.first?.title == "Yes please")
    let mapping = try CopierChoices.options(.object(["SSH": .string("[22]")]), syntax: .yaml).get()
    #expect(mapping.first?.value == .array([.integer(22)]))
    #expect(CopierChoices.options(.string("x"), syntax: nil) == .failure(.notAList("string")))
    let guarded = AnswerValue.object([
      "AWS only": .object(["value": .string("x"), "validator": .string("{% if a %}no{% endif %}")])
    ])
    #expect(CopierChoices.options(guarded, syntax: nil) == .failure(.choiceValidator))
  }

  /// What jinja2-ansible-filters 1.3.2 renders for the same templates.
  @Test(arguments: [
    ("{{ 'abc-12' | regex_search('[0-9]+') }}", "12"),
    ("{{ 'abc' | regex_search('[0-9]+') }}", "None"),
    ("{{ not ('abc' | regex_search('^[a-z]+$')) }}", "False"),
    ("{{ 'ABC' | regex_search('b', ignorecase=True) }}", "B"),
  ])
  func regexSearchFindsTheFirstMatch(template: String, expected: String) throws {
    let context = TemplateContext(
      variables: [:], now: Date(timeIntervalSince1970: 0), timeZone: .utc)
    #expect(try Template.parse(template).render(in: context) == expected)
  }

  @Test func regexSearchWithGroupArgumentsIsNamedAsUnsupported() throws {
    let context = TemplateContext(
      variables: [:], now: Date(timeIntervalSince1970: 0), timeZone: .utc)
    #expect(throws: ExpressionError.self) {
      try Template.parse("{{ 'ab' | regex_search('(a)', '\\\\1') }}").render(in: context)
    }
  }
}
