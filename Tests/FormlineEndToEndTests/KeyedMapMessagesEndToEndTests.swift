import FormlineTestSupport
import Foundation
import Testing

/// Messages about a keyed map name its items as the file writes them.
///
/// An item of `additionalProperties` is `services.db.port`, at the line of its value; a
/// schema's own warning names any item as `services.*`. The conditions inside each item's
/// value still apply to it alone.
struct KeyedMapMessagesEndToEndTests {
  static let schema = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "required": ["services"],
     "properties": {"services": {"type": "object", "additionalProperties": {
       "type": "object", "required": ["kind"],
       "properties": {"kind": {"enum": ["build", "image"]}, "image": {"type": "string"},
         "port": {"type": "integer", "unevaluatedItems": false}},
       "if": {"properties": {"kind": {"const": "image"}}, "required": ["kind"]},
       "then": {"required": ["image"]}}}}}
    """#

  @Test func anItemIsNamedByItsNameAndItsLine() throws {
    let directory = try TemporaryDirectory()
    let schema = directory.file("schema.json")
    try Self.schema.write(toFile: schema, atomically: true, encoding: .utf8)
    let answers = directory.file("services.yaml")
    try """
    services:
      web:
        kind: image
      db:
        kind: build
        port: x
    """.write(toFile: answers, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([schema, "-y", "--answers", answers, "-f", "yaml"])
    #expect(run.status == 65)
    // At the line of the entry's own value, not of the map's first entry.
    #expect(
      run.stderr.contains("services.yaml:6:11: error: services.db.port: x is not an integer"),
      "\(run.stderr)")
    // The `then` of `web`'s own value requires its image; `db` is built, needing none.
    #expect(run.stderr.contains("error: services.web.image: "), "\(run.stderr)")
    #expect(!run.stderr.contains("services.db.image"), "\(run.stderr)")
    #expect(!run.stderr.contains("].value"), "\(run.stderr)")
    let warned = try FormlineBinary.run(["validate", schema])
    #expect(
      warned.stderr.contains(
        "warning: services.*.port: JSON Schema keyword 'unevaluatedItems' is not supported"),
      "\(warned.stderr)")
  }

  @Test func aValidMapComesBackWhole() throws {
    let directory = try TemporaryDirectory()
    let schema = directory.file("schema.json")
    try Self.schema.write(toFile: schema, atomically: true, encoding: .utf8)
    let answers = directory.file("services.yaml")
    let text = "services:\n  web:\n    kind: image\n    image: nginx\n  db:\n    kind: build\n"
    try text.write(toFile: answers, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([schema, "-y", "--answers", answers, "-f", "yaml"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == text)
  }
}
