import FormlineTestSupport
import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// A schema split over files: a relative `$ref` reads the file beside the schema (and the
/// files it names in turn), under the directory rule of includes.
struct JSONSchemaFilesTests {
  /// schema.json → common.json (a definition) and defs/person.json, which refers back to
  /// ../common.json and to a definition of its own.
  static func writeSchema(in directory: TemporaryDirectory) throws {
    try FileManager.default.createDirectory(
      atPath: directory.file("defs"), withIntermediateDirectories: true)
    let files = [
      "schema.json": #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "required": ["port"],
       "properties": {"port": {"$ref": "common.json#/definitions/port"},
                      "owner": {"$ref": "./defs/person.json"}}}
      """#,
      "common.json": #"""
      {"definitions": {"port": {"title": "Port", "type": "integer", "minimum": 1},
                       "email": {"type": "string", "pattern": "@"}}}
      """#,
      "defs/person.json": #"""
      {"type": "object", "required": ["email"],
       "properties": {"email": {"$ref": "../common.json#/definitions/email"},
                      "nick": {"$ref": "#/$defs/nick"}},
       "$defs": {"nick": {"type": "string", "maxLength": 8}}}
      """#,
    ]
    for (name, text) in files {
      try text.write(toFile: directory.file(name), atomically: true, encoding: .utf8)
    }
  }

  private func loader(allowsOutside: Bool = false) -> FormLoader {
    var loader = FormLoader(surroundings: .testing())
    loader.allowsOutside = allowsOutside
    return loader
  }

  private func errors(_ path: String, allowsOutside: Bool = false) -> [String] {
    do {
      _ = try loader(allowsOutside: allowsOutside).load(path: path)
      return []
    } catch {
      switch error {
      case .invalid(let diagnostics):
        return diagnostics.filter { $0.severity == .error }.map(\.message)
      case .unreadable(let diagnostic): return [diagnostic.message]
      }
    }
  }

  @Test func referencesToFilesBesideTheSchemaAreFollowed() throws {
    let directory = try TemporaryDirectory()
    try Self.writeSchema(in: directory)
    let loaded = try loader().load(path: directory.file("schema.json"))
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    let port = try #require(loaded.form.field(withKey: "port")?.expanded)
    #expect(port.kind == .integer)
    #expect(port.title == "port")
    let owner = try #require(loaded.form.field(withKey: "owner")?.expanded)
    let email = try #require(owner.subform?.field(withKey: "email")?.expanded)
    #expect(email.kind == .text && email.required)
    // `#/$defs/nick` written in defs/person.json is person.json's, not the schema's.
    let nick = try #require(owner.subform?.field(withKey: "nick")?.expanded)
    #expect(nick.validators.map(\.rule) == [.maxLength(8)])
    // The evaluator that judges results reads the same files.
    #expect(loaded.form.sourceSchemaFiles.count == 2)
    let check = try #require(try SchemaInstanceCheck(form: loaded.form))
    let good: AnswerValue = .object([
      "port": .integer(80), "owner": .object(["email": .string("a@b")]),
    ])
    #expect(check.diagnostics(forResult: good).isEmpty)
    let bad: AnswerValue = .object([
      "port": .integer(0),
      "owner": .object(["email": .string("ab"), "nick": .string("far too long")]),
    ])
    #expect(check.diagnostics(forResult: bad).count == 3)
  }

  @Test func aMissingFileIsNamedWithTheSchemaAndPlaceReferringToIt() throws {
    let directory = try TemporaryDirectory()
    try
      #"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {"x": {"$ref": "defs/a.json"}}}"#
      .write(
        toFile: directory.file("schema.json"), atomically: true, encoding: .utf8)
    let found = errors(directory.file("schema.json"))
    #expect(found.count == 1, "\(found)")
    #expect(
      found.first?.hasPrefix("cannot read defs/a.json referenced from ") == true, "\(found)")
    #expect(found.first?.contains("schema.json at /properties/x: no such file") == true)
  }

  @Test func aFileOutsideTheSchemasDirectoryIsRefusedByName() throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.file("sub"), withIntermediateDirectories: true)
    try #"{"definitions": {"n": {"type": "integer"}}}"#.write(
      toFile: directory.file("common.json"), atomically: true, encoding: .utf8)
    try
      #"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {"n": {"$ref": "../common.json#/definitions/n"}}}"#
      .write(toFile: directory.file("sub/schema.json"), atomically: true, encoding: .utf8)
    let found = errors(directory.file("sub/schema.json"))
    #expect(found.count == 1 && found[0].hasPrefix("'$ref' '../common.json' is outside"))
    #expect(errors(directory.file("sub/schema.json"), allowsOutside: true).isEmpty)
  }

  @Test func aReferenceWithASchemeStaysRemote() throws {
    let loaded = try TestForms.load(
      #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "properties": {"x": {"$ref": "https://example.com/x.json"}}}
      """#, file: "s.json")
    #expect(loaded.warnings.map(\.message).contains { $0.hasPrefix("remote '$ref' not fetched") })
    #expect(loaded.form.sourceSchemaFiles.isEmpty)
  }

  /// Draft-04 names an embedded resource with `id`, which formline does not index: a
  /// reference to it is still no file to read (a remote reference, warned about, as before).
  @Test func aReferenceToADraft04IdIsNoFile() throws {
    let loaded = try TestForms.load(
      #"""
      {"$schema": "http://json-schema.org/draft-04/schema#", "type": "object",
       "properties": {"x": {"$ref": "item.json"}},
       "definitions": {"item": {"id": "item.json", "type": "integer"}}}
      """#, file: "s.json")
    #expect(loaded.warnings.map(\.message).contains { $0.hasPrefix("remote '$ref' not fetched") })
    #expect(loaded.form.sourceSchemaFiles.isEmpty)
  }

  /// A catalog's schema names its siblings on the web (`$id`, or draft-04's `id`, is a web
  /// address): a sibling not downloaded beside it is a remote reference, warned about and
  /// not asked, not a file that cannot be read; one that is beside it is read.
  @Test func aWebSchemasSiblingThatIsNotBesideItIsRemote() throws {
    let directory = try TemporaryDirectory()
    for (name, id) in [
      ("web.json", #""$id": "https://example.com/schemas/web.json""#),
      ("old.json", #""id": "https://example.com/schemas/old.json""#),
    ] {
      try """
      {"$schema": "http://json-schema.org/draft-04/schema#", \(id), "type": "object",
       "properties": {"log": {"$ref": "sarif.json#/definitions/log"},
                      "port": {"$ref": "common.json#/definitions/port"}}}
      """.write(toFile: directory.file(name), atomically: true, encoding: .utf8)
    }
    try #"{"definitions": {"port": {"type": "integer"}}}"#.write(
      toFile: directory.file("common.json"), atomically: true, encoding: .utf8)
    for name in ["web.json", "old.json"] {
      let loaded = try loader().load(path: directory.file(name))
      #expect(
        loaded.warnings.contains { $0.message.contains("remote '$ref' not fetched (sarif.json") },
        "\(name): \(loaded.warnings)")
      let port = try #require(loaded.form.field(withKey: "port")?.expanded)
      #expect(port.kind == .integer, "\(name): read from the file beside it")
    }
    // A sibling outside the schema's directory, named against a URI that is no file
    // (Angular's `ng-cli://`), is remote too, not refused as outside the directory.
    try #"""
    {"$schema": "http://json-schema.org/draft-07/schema", "$id": "ng-cli://config/schema.json",
     "type": "object",
     "properties": {"app": {"$ref": "../../../schematics/application/schema.json"}}}
    """#.write(toFile: directory.file("angular.json"), atomically: true, encoding: .utf8)
    let angular = try loader().load(path: directory.file("angular.json"))
    #expect(
      angular.warnings.contains { $0.message.contains("remote '$ref' not fetched (../../../") },
      "\(angular.warnings)")
    // Without a web address, the file must be there.
    try #"""
    {"$schema": "http://json-schema.org/draft-04/schema#", "type": "object",
     "properties": {"log": {"$ref": "sarif.json#/definitions/log"}}}
    """#.write(toFile: directory.file("local.json"), atomically: true, encoding: .utf8)
    #expect(
      errors(directory.file("local.json")).contains {
        $0.hasPrefix("cannot read sarif.json referenced from") && $0.hasSuffix("no such file")
      }, "\(errors(directory.file("local.json")))")
  }
}
