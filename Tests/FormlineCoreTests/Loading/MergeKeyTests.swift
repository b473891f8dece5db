import Foundation
import Testing

@testable import FormlineCore

/// YAML's merge key (`<<`) and explicit scalar tags, read as PyYAML's safe loader (copier's
/// reader) reads them: checked against what PyYAML gave for each text (recorded once:
/// `Fixtures/pyyaml/generate-merges.py`).
struct MergeKeyTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let yaml: String
    let select: String?
    let expected: String?
    var testDescription: String { String(yaml.prefix(60)) }
  }

  static let cases: [Case] = {
    guard let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil),
      let data = try? Data(contentsOf: root.appendingPathComponent("pyyaml/merges.json")),
      let records = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { return [] }
    return records.compactMap { record in
      guard let yaml = record["yaml"] as? String else { return nil }
      return Case(
        yaml: yaml, select: record["select"] as? String, expected: record["expected"] as? String)
    }
  }()

  @Test func theRecordedCasesAreRead() {
    #expect(Self.cases.count > 10)
  }

  @Test(arguments: cases)
  func readsAsPyYAMLDoes(_ test: Case) throws {
    guard let expected = test.expected else {
      #expect(throws: Diagnostic.self) { try DocumentParser.parse(test.yaml, file: "f.yml") }
      return
    }
    let root = try #require(try DocumentParser.parse(test.yaml, file: "f.yml"))
    let node = try #require(test.select.map { root[$0] } ?? root)
    #expect(Self.spell(node.answerValue(plain: PyYAMLScalar.value)) == expected)
  }

  /// Merging is not nesting: a chain of merges far past the nesting limit reads.
  @Test func aLongChainOfMergesIsNotTooDeep() throws {
    var lines = ["m0: &m0 {k0: 0}"]
    for index in 1..<2_000 {
      lines.append("m\(index): &m\(index) {<<: *m\(index - 1), k\(index): 1}")
    }
    #expect(throws: Diagnostic.self) {
      // 2,000 merges repeat ~2 million values: the alias budget still bounds them.
      try DocumentParser.parse(lines.joined(separator: "\n"), file: "f.yml")
    }
    let short = lines.prefix(1_000).joined(separator: "\n")
    let root = try #require(try DocumentParser.parse(short, file: "f.yml"))
    #expect(root["m999"]?.members?.count == 1_000)
  }

  /// A merge key's bad value is named at its place.
  @Test func aMergeOfAScalarIsAnError() {
    do {
      _ = try DocumentParser.parse("a: 1\nz:\n  <<: 1\n", file: "f.yml")
      Issue.record("no error")
    } catch {
      #expect(error.message.contains("merge key '<<' takes a mapping or a list of mappings"))
      #expect(error.location?.line == 3)
    }
  }

  /// Spelled as the generating script spells PyYAML's values.
  static func spell(_ value: AnswerValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .integer(let integer): String(integer)
    case .number(let number): "float:" + String(number)
    // A float spelled with its point (`90.0`) is a float, as Python's is.
    case .numberLiteral(let literal):
      literal.text.contains(where: { ".eE".contains($0) })
        ? "float:" + String(literal.double) : literal.text
    case .string(let text): quoted(text)
    case .array(let items), .tuple(let items): "[" + items.map(spell).joined(separator: ", ") + "]"
    case .object(let members):
      "{" + members.map { quoted($0.key.text) + ": " + spell($0.value) }.joined(separator: ", ")
        + "}"
    }
  }

  private static func quoted(_ text: String) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed))
    return data.map { String(decoding: $0, as: UTF8.self) } ?? text
  }
}
