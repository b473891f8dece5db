import Foundation
import Testing

@testable import FormlineCore

/// A `oneOf` whose branches are told apart by what each requires (a GitHub workflow step:
/// `uses` or `run`) does not ask, in one variant, the properties another requires: the
/// value would match both branches, which `oneOf` refuses.
struct JSONSchemaOneOfRequirementsTests {
  static let step = """
    {"type": "object", "additionalProperties": false,
     "properties": {"name": {"type": "string"}, "uses": {"type": "string"},
       "run": {"type": "string"}, "shell": {"type": "string"}, "with": {"type": "object"}},
     "dependencies": {"shell": ["run"]},
     "KEYWORD": [{"type": "object", "properties": {"uses": true}, "required": ["uses"]},
       {"type": "object", "properties": {"run": true}, "required": ["run"]}]}
    """

  static func variants(_ keyword: String) throws -> [[String]] {
    let field = try JSONSchemaVariantLabelsTests.union(
      Self.step.replacingOccurrences(of: "KEYWORD", with: keyword))
    #expect(field.kind == .union)
    return field.union.variants.map { variant in
      (variant.expanded ?? variant).subform?.fields.compactMap(\.key) ?? []
    }
  }

  @Test func eachVariantLeavesOutWhatAnotherRequiresAndWhatDependsOnIt() throws {
    let variants = try Self.variants("oneOf")
    #expect(variants.count == 2)
    let uses = try #require(variants.first { $0.contains("uses") })
    #expect(!uses.contains("run"), "\(uses)")
    #expect(!uses.contains("shell"), "shell needs run: \(uses)")
    #expect(uses.contains("name") && uses.contains("with"), "\(uses)")
    let run = try #require(variants.first { $0.contains("run") })
    #expect(!run.contains("uses"), "\(run)")
    #expect(run.contains("shell") && run.contains("name"), "\(run)")
  }

  /// `anyOf` takes a value that matches both: every property stays.
  @Test func anyOfKeepsEveryProperty() throws {
    for variant in try Self.variants("anyOf") {
      #expect(Set(variant).isSuperset(of: ["uses", "run", "shell"]), "\(variant)")
    }
  }
}
