import FormlineTestSupport
import Foundation
import Testing

/// `formline schema` on a native form with conditional requirements, a union, offered
/// fields, an optional subform and a keyed map accepts exactly what the form accepts:
/// Python's `jsonschema` judged each instance against the printed schema when
/// `Fixtures/schema-output/record-verdicts.py` ran, and `validate --answers` agrees.
struct SchemaOutputAgreementEndToEndTests {
  static let folder = Fixture.packageRoot.appendingPathComponent(
    "Tests/FormlineEndToEndTests/Fixtures/schema-output")
  static let form = folder.appendingPathComponent("form.yaml").path

  static func verdicts() -> [String] {
    let url = folder.appendingPathComponent("verdicts.json")
    guard let data = try? Data(contentsOf: url),
      let verdicts = try? JSONDecoder().decode([String: Bool].self, from: data)
    else { return [] }
    return verdicts.keys.sorted()
  }

  /// The verdicts were recorded against this schema; a change to it needs them recorded again.
  @Test func theSchemaIsTheOneTheVerdictsWereRecordedAgainst() throws {
    let run = try FormlineBinary.run(["schema", Self.form])
    #expect(run.status == 0, "\(run.stderr)")
    let recorded = try String(
      contentsOf: Self.folder.appendingPathComponent("schema.json"), encoding: .utf8)
    #expect(run.stdout == recorded)
  }

  @Test(arguments: verdicts())
  func validateAgreesWithJSONSchema(instance: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent("verdicts.json"))
    let verdicts = try JSONDecoder().decode([String: Bool].self, from: data)
    #expect(verdicts[instance] != nil)
    let valid = verdicts[instance] == true
    let path = Self.folder.appendingPathComponent("instances").appendingPathComponent(instance)
    let run = try FormlineBinary.run(["validate", Self.form, "--answers", path.path])
    #expect(run.status == (valid ? 0 : 65), "\(instance): \(run.stderr)")
  }

  /// A JSON Schema form's schema is its input, references kept: equivalent by being equal.
  @Test(arguments: JSONSchemaEndToEndTests.schemas())
  func aSchemaFormPrintsItsOwnSchema(name: String) throws {
    let source = JSONSchemaEndToEndTests.schemaFile(name)
    let run = try FormlineBinary.run(["schema", source])
    #expect(run.status == 0, "\(run.stderr)")
    let printed = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? NSDictionary
    // Every fixture schema is JSON; a YAML one would need its own reader here.
    #expect(source.hasSuffix(".json"))
    let original = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: source)))
    #expect(printed == (original as? NSDictionary), "\(name)")
  }
}
