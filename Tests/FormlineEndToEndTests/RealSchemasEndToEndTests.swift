import FormlineTestSupport
import Foundation
import Testing

/// Real config schemas (Fixtures/json-schema/SOURCES.md) and the instances
/// `generate-real-schemas.py` drew for them: `formline schema` prints a schema that gives
/// every instance the verdict Python's jsonschema gave, every valid instance comes back
/// from `-y --answers` holding all its values, and `-y` alone writes a valid file or names
/// each required property it lacks.
struct RealSchemasEndToEndTests {
  typealias Fixtures = JSONSchemaEndToEndTests

  static func parsed(_ text: String) throws -> NSObject? {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
      as? NSObject
  }

  static func file(_ name: String, _ file: String) -> URL {
    Fixtures.folder.appendingPathComponent(name).appendingPathComponent(file)
  }

  @Test(arguments: Fixtures.schemas())
  func theSchemaCommandPrintsTheSchemaItself(name: String) throws {
    let source = Fixtures.schemaFile(name)
    guard source.hasSuffix(".json") else { return }
    let run = try FormlineBinary.run(["schema", source])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let original = try String(contentsOfFile: source, encoding: .utf8)
    #expect(try Self.parsed(run.stdout) == Self.parsed(original), "\(name)")
  }

  @Test(arguments: Fixtures.schemas())
  func formlineReadsThePrintedSchemaAsJSONSchemaDoes(name: String) throws {
    let file = Self.file(name, "emitted-verdicts.json")
    guard FileManager.default.fileExists(atPath: file.path) else { return }
    let verdicts = try JSONDecoder().decode([String: Bool].self, from: Data(contentsOf: file))
    let directory = try TemporaryDirectory()
    let emitted = directory.file("emitted.json")
    let schema = try FormlineBinary.run(["schema", Fixtures.schemaFile(name)])
    try schema.stdout.write(toFile: emitted, atomically: true, encoding: .utf8)
    let postponed = Fixtures.needingUnionsOrRules(name)
    for (instance, valid) in verdicts.sorted(by: { $0.key < $1.key })
    where !postponed.contains(instance) {
      // The verdicts were recorded with jsonschema's format checker: formats asserted.
      let run = try FormlineBinary.run([
        "validate", emitted, "--strict-formats", "--answers",
        Self.file(name, "instances/\(instance)").path,
      ])
      let expected = Fixtures.floatArtefacts["\(name)/\(instance)"] == nil ? valid : true
      #expect((run.status == 0) == expected, "\(name)/\(instance): \(run.stderr)")
    }
  }

  @Test(arguments: Fixtures.schemas())
  func validInstancesComeBackWithAllTheirValues(name: String) throws {
    let file = Self.file(name, "roundtrips.json")
    guard FileManager.default.fileExists(atPath: file.path) else { return }
    let recorded = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    #expect(!recorded.isEmpty)
    for (instance, output) in recorded.sorted(by: { $0.key < $1.key }) {
      let run = try FormlineBinary.run([
        Fixtures.schemaFile(name), "-y", "-f", "json", "--answers",
        Self.file(name, "instances/\(instance)").path,
      ])
      #expect(run.status == 0, "\(name)/\(instance): \(run.stderr)")
      #expect(try Self.parsed(run.stdout) == output as? NSObject, "\(name)/\(instance)")
    }
  }

  struct Refusal: Decodable {
    var status: Int32
    var names: [String]
  }

  @Test(arguments: Fixtures.schemas())
  func defaultsAloneNameEachRequiredPropertyTheyLack(name: String) throws {
    let file = Self.file(name, "defaults-alone.json")
    guard FileManager.default.fileExists(atPath: file.path) else { return }
    let refusal = try JSONDecoder().decode(Refusal.self, from: Data(contentsOf: file))
    let run = try FormlineBinary.run([Fixtures.schemaFile(name), "-y"])
    #expect(run.status == refusal.status)
    for property in refusal.names {
      #expect(run.stderr.contains("error: \(property): "), "\(name): \(run.stderr)")
    }
  }
}
