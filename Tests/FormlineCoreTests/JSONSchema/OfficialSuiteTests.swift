import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// The required tests of the official JSON-Schema-Test-Suite, every draft: formline agrees
/// on at least 99.5 % of each, and every case it disagrees on is listed with its reason in
/// docs/json-schema-conformance.md, no more and no fewer.
struct OfficialSuiteTests {
  static let deviationsFile = Fixture.packageRoot.appendingPathComponent(
    "docs/json-schema-conformance.md")

  /// The names listed under "## Deviations" (lines "- `name` — reason").
  static func listedDeviations() throws -> Set<String> {
    let text = try String(contentsOf: deviationsFile, encoding: .utf8)
    var names: Set<String> = []
    for line in text.split(separator: "\n") where line.hasPrefix("- `") {
      let rest = line.dropFirst(3)
      guard let end = rest.range(of: "` — ") else { continue }
      names.insert(String(rest[..<end.lowerBound]))
    }
    return names
  }

  @Test(arguments: OfficialSuite.drafts.map(\.folder))
  func requiredTestsAgree(draft: String) throws {
    let version = try #require(OfficialSuite.drafts.first { $0.folder == draft }?.draft)
    let verdicts = try OfficialSuite.verdicts(draft: draft, as: version)
    let failing = Set(verdicts.filter { !$0.agrees }.map(\.name))
    let listed = try Self.listedDeviations().filter {
      $0.hasPrefix(draft + "/") && !$0.contains("/optional/")
    }
    #expect(failing.subtracting(listed).sorted() == [], "fails but is not listed as a deviation")
    #expect(listed.subtracting(failing).sorted() == [], "listed as a deviation but passes")
    let agreement = Double(verdicts.count - failing.count) / Double(verdicts.count)
    #expect(verdicts.count > 500)
    #expect(agreement >= 0.995, "\(draft): \(verdicts.count - failing.count)/\(verdicts.count)")
  }

  /// A schema compiled part by part as values reach it (as a fill compiles a form's schema)
  /// judges every case as the schema compiled whole does.
  @Test(arguments: OfficialSuite.drafts.map(\.folder))
  func aSchemaCompiledLazilyJudgesAsOneCompiledWhole(draft: String) throws {
    let version = try #require(OfficialSuite.drafts.first { $0.folder == draft }?.draft)
    let whole = try OfficialSuite.verdicts(draft: draft, as: version)
    let lazy = try OfficialSuite.verdicts(draft: draft, as: version, lazily: true)
    #expect(whole.count > 500)
    #expect(lazy.map(\.name) == whole.map(\.name))
    let differing = zip(whole, lazy).filter { $0.agrees != $1.agrees }.map(\.0.name)
    #expect(differing == [])
  }

  /// A batch's first look at a file, without locations or annotations it does not need,
  /// reaches the full judgement's verdict on every case of the suite, formats included.
  @Test(arguments: OfficialSuite.drafts.map(\.folder))
  func quickVerdictIsTheJudgement(draft: String) throws {
    let version = try #require(OfficialSuite.drafts.first { $0.folder == draft }?.draft)
    var verdicts = try OfficialSuite.verdicts(draft: draft, as: version)
    verdicts += try OfficialSuite.verdicts(draft: draft, as: version, subfolder: "optional/")
    verdicts += try OfficialSuite.verdicts(
      draft: draft, as: version, subfolder: "optional/format/")
    #expect(verdicts.count > 800)
    #expect(verdicts.filter { !$0.flawlessAgrees }.map(\.name) == [])
  }

  /// The optional cases of ECMA-262 patterns (`\s`, `\w`, `\d`, property classes, `$`):
  /// formline reads patterns as ECMA-262 does, so it agrees with every one.
  @Test(arguments: OfficialSuite.drafts.map(\.folder))
  func ecmaPatternCasesAgree(draft: String) throws {
    let version = try #require(OfficialSuite.drafts.first { $0.folder == draft }?.draft)
    let verdicts = try OfficialSuite.verdicts(draft: draft, as: version, subfolder: "optional/")
      .filter { $0.name.contains("ecmascript-regex") }
    #expect(verdicts.count > 50)
    #expect(verdicts.filter { !$0.agrees }.map(\.name) == [])
  }
}
