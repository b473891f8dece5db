import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// The official Mustache specification's core modules, judging formline's renderer.
///
/// `Fixtures/mustache-spec` holds them, run here with the spec's HTML escaping switched on;
/// formline's own templates differ in defaulting to text (see docs/mustache.md).
struct MustacheSpecTests {
  static let modules = [
    "comments", "delimiters", "interpolation", "inverted", "partials", "sections",
  ]

  struct Case {
    var name: String
    var data: AnswerValue
    var template: String
    var partials: [String: String]
    var expected: String
  }

  static func cases(of module: String) throws -> [Case] {
    let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    let text = try String(
      contentsOf: root.appendingPathComponent("mustache-spec/\(module).json"), encoding: .utf8)
    guard case .value(.object(let document), _) = StructuredInput.read(text, syntax: .json),
      case .array(let tests)? = document["tests"]
    else {
      Issue.record("\(module).json has no tests")
      return []
    }
    return try tests.map { test in
      guard case .object(let fields) = test, case .string(let name)? = fields["name"],
        case .string(let template)? = fields["template"],
        case .string(let expected)? = fields["expected"]
      else { throw SpecFileError(module: module) }
      var partials: [String: String] = [:]
      if case .object(let named)? = fields["partials"] {
        for (key, value) in named {
          if case .string(let partial) = value { partials[key.text] = partial }
        }
      }
      return Case(
        name: name, data: fields["data"] ?? .null, template: template, partials: partials,
        expected: expected)
    }
  }

  struct SpecFileError: Error {
    var module: String
  }

  @Test(arguments: modules)
  func everySpecTestPasses(module: String) throws {
    let cases = try Self.cases(of: module)
    #expect(!cases.isEmpty)
    var passed = 0
    for test in cases {
      let rendered: String
      do {
        let nodes = try MustacheParser.parse(test.template)
        rendered = MustacheRenderer(partials: test.partials).render(
          nodes, with: test.data, escapingHTML: true)
      } catch {
        Issue.record("\(module) / \(test.name): \(error.message)")
        continue
      }
      #expect(rendered == test.expected, "\(module) / \(test.name)")
      if rendered == test.expected { passed += 1 }
    }
    print("Mustache spec \(module): \(passed) of \(cases.count) passed")
  }
}
