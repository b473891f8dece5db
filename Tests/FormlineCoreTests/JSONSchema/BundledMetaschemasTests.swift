import FormlineTestSupport
import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// The drafts' metaschemas travel in the binary: a `$ref` to one resolves offline, and the
/// copies are the suite's (jsonschema-specifications') documents.
struct BundledMetaschemasTests {
  @Test(arguments: [
    "http://json-schema.org/draft-04/schema#", "http://json-schema.org/draft-06/schema#",
    "http://json-schema.org/draft-07/schema#", "https://json-schema.org/draft/2019-09/schema",
    "https://json-schema.org/draft/2020-12/schema",
  ])
  func aReferenceToAMetaschemaResolvesWithoutTheNetwork(uri: String) throws {
    let schema = try SchemaInstanceCheck(
      schemaDocument: #"{"$schema": "\#(uri)", "$ref": "\#(uri)"}"#, file: "meta.json",
      dialect: nil)
    let check = try #require(schema)
    #expect(check.schema.unresolvedReferences.isEmpty)
    #expect(check.schema.isValid(.object(["type": .string("string"), "minLength": .integer(1)])))
    #expect(!check.schema.isValid(.object(["type": .integer(5)])))
    #expect(!check.schema.isValid(.object(["minLength": .integer(-1)])))
  }

  @Test func theBundledCopiesAreTheFixtures() throws {
    let folder = Fixture.packageRoot.appendingPathComponent(
      "Tests/FormlineCoreTests/Fixtures/json-schema-suite/metaschemas")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
      .compactMap { $0 as? String }
      .filter { !$0.hasSuffix("COPYING") }
      .map { folder.appendingPathComponent($0) }
      .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    #expect(files.count == BundledMetaschemas.texts.count)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      let value = try JSONParser.parse(text, file: file.path).answerValue
      guard case .string(let id)? = value.objectValue?["$id"] ?? value.objectValue?["id"] else {
        Issue.record("\(file.path) has no $id")
        continue
      }
      #expect(BundledMetaschemas.document(for: id) == value, "\(id)")
    }
  }
}
