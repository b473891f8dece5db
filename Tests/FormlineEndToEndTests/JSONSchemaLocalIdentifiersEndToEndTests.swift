import FormlineTestSupport
import Foundation
import Testing

/// A schema whose `$ref`s name its own `$anchor`s and embedded `$id`s: asked, written and
/// validated as one document, with no "remote '$ref' not fetched" warning.
struct JSONSchemaLocalIdentifiersEndToEndTests {
  static let schema = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema",
     "$id": "https://example.com/root.json", "type": "object", "required": ["port", "home"],
     "properties": {"port": {"$ref": "#port"}, "home": {"$ref": "address.json"}},
     "$defs": {
       "port": {"$anchor": "port", "type": "integer", "minimum": 1},
       "address": {"$id": "https://example.com/address.json", "type": "object",
         "required": ["city"], "properties": {"city": {"type": "string"}}}}}
    """#

  @Test func askedWrittenAndValidatedAsOneDocument() throws {
    let directory = try TemporaryDirectory()
    let schema = directory.file("schema.json")
    try Self.schema.write(toFile: schema, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([schema, "-f", "json"], input: "8080\nOslo\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    #expect(run.stdout == "{\n  \"port\": 8080,\n  \"home\": {\n    \"city\": \"Oslo\"\n  }\n}\n")
    let written = directory.file("written.json")
    try run.stdout.write(toFile: written, atomically: true, encoding: .utf8)
    let check = try FormlineBinary.run(["validate", schema, "--answers", written])
    #expect(check.status == 0, "stderr: \(check.stderr)")
    // The anchor's minimum is asked at the prompt, not only judged at the end.
    let refused = try FormlineBinary.run([schema, "-f", "json"], input: "0\nOslo\n")
    #expect(refused.status == 65, "\(refused.stdout)")
  }
}
