import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// Every case of `Fixtures/jinja/cases.txt` renders as real Jinja2 rendered it in the
/// tools' environment (`Fixtures/jinja/generate.py` recorded `expected.tsv`), or fails
/// where Jinja2 failed; python is not needed to run this.
struct JinjaAgreementTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var group: String
    var template: String
    /// nil where Jinja2 refused the template or failed while rendering it.
    var expected: String?
    var testDescription: String { "\(group): \(template.debugDescription)" }
  }

  static func cases() throws -> [Case] {
    try FixtureTable.rows("jinja/expected.tsv", columns: 3).map { row in
      let template = try #require(
        try JSONSerialization.jsonObject(with: Data(row[1].utf8), options: .fragmentsAllowed)
          as? String)
      let expected =
        row[2] == "error"
        ? nil
        : try JSONSerialization.jsonObject(with: Data(row[2].utf8), options: .fragmentsAllowed)
          as? String
      return Case(group: row[0], template: template, expected: expected)
    }
  }

  static func context() throws -> TemplateContext {
    let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    let text = try String(
      contentsOf: root.appendingPathComponent("jinja/context.json"), encoding: .utf8)
    guard case .value(.object(let variables), _) = StructuredInput.read(text, syntax: .json)
    else {
      Issue.record("context.json is not an object")
      return TemplateContext(variables: [:], now: Date(timeIntervalSince1970: 0), timeZone: .utc)
    }
    return TemplateContext(
      variables: variables, now: Date(timeIntervalSince1970: 0),
      timeZone: .utc)
  }

  @Test(arguments: try cases())
  func rendersAsJinja2(_ example: Case) throws {
    var syntax = TemplateSyntax()
    syntax.keepTrailingNewline = true
    // Recorded in an environment with Jinja's loopcontrols extension.
    syntax.loopControls = example.group == "loop controls"
    let context = try Self.context()
    let rendered: String?
    do {
      rendered = try Template.parse(example.template, syntax: syntax).render(in: context)
    } catch {
      #expect(example.expected == nil, "formline refused it: \(error.message)")
      return
    }
    #expect(rendered == example.expected)
  }

  /// Every built-in filter and test of Jinja2 has cases in the table.
  @Test func everyBuiltInFilterAndTestHasCases() throws {
    let templates = try Self.cases().map(\.template).joined(separator: "\n")
    let filters = [
      "abs", "attr", "batch", "capitalize", "center", "count", "d", "default", "dictsort", "e",
      "escape", "filesizeformat", "first", "float", "forceescape", "format", "groupby",
      "indent", "int", "items", "join", "last", "length", "list", "lower", "map", "max", "min",
      "pprint", "random", "reject", "rejectattr", "replace", "reverse", "round", "safe",
      "select", "selectattr", "slice", "sort", "string", "striptags", "sum", "title",
      "tojson", "trim", "truncate", "unique", "upper", "urlencode", "urlize", "wordcount",
      "wordwrap", "xmlattr",
    ]
    for filter in filters {
      #expect(templates.contains("|\(filter)"), "no case for filter \(filter)")
      #expect(ExpressionFilters.names.contains(filter), "filter \(filter) not offered")
    }
    let tests = [
      "boolean", "callable", "defined", "divisibleby", "eq", "escaped", "even", "false",
      "filter", "float", "ge", "gt", "in", "integer", "iterable", "le", "lower", "lt",
      "mapping", "ne", "none", "number", "odd", "sameas", "sequence", "string", "test", "true",
      "undefined", "upper", "equalto", "greaterthan", "lessthan",
    ]
    for test in tests {
      #expect(templates.contains("is \(test)"), "no case for test \(test)")
      #expect(ExpressionPredicates.names.contains(test), "test \(test) not offered")
    }
  }
}
