import FormlineTestSupport
import Foundation
import Testing

/// Object variants closed by `additionalProperties: false` are told apart by the members
/// they allow, names their `patternProperties` match included, as JSON Schema tells them
/// apart (npm's `exports`: a map of subpaths, or an object of conditions).
struct ClosedObjectVariantsEndToEndTests {
  static let schema = #"""
    {"$schema": "http://json-schema.org/draft-04/schema#", "type": "object",
     "properties": {"exports": {"oneOf": [
       {"type": "object", "properties": {".": {"type": "string"}},
        "patternProperties": {"^\\./.+": {"type": "string"}}, "additionalProperties": false},
       {"type": "object", "properties": {"import": {"type": "string"},
          "require": {"type": "string"}},
        "patternProperties": {"^(?![\\.0-9]).": {"type": "string"}},
        "additionalProperties": false}]}}}
    """#

  func fill(_ answers: String) throws -> FormlineBinary.Run {
    let directory = try TemporaryDirectory()
    let schema = directory.file("schema.json")
    try Self.schema.write(toFile: schema, atomically: true, encoding: .utf8)
    let file = directory.file("answers.json")
    try answers.write(toFile: file, atomically: true, encoding: .utf8)
    return try FormlineBinary.run([schema, "-y", "--answers", file, "-f", "json"])
  }

  @Test(arguments: [
    // Subpaths only: the conditions variant's pattern refuses names starting with a dot.
    #"{"exports": {".": "./a.js", "./b": "./b.js"}}"#,
    // Conditions, one of them (`types`) only a pattern allows.
    #"{"exports": {"import": "./a.js", "types": "./a.d.ts"}}"#,
  ])
  func aValueMatchesTheOneVariantThatAllowsItsMembers(answers: String) throws {
    let run = try fill(answers)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? NSDictionary
        == JSONSerialization.jsonObject(with: Data(answers.utf8)) as? NSDictionary)
  }

  @Test func aMemberNeitherVariantAllowsIsRefused() throws {
    let run = try fill(#"{"exports": {".": "./a.js", "import": "./a.mjs"}}"#)
    #expect(run.status == 65)
    #expect(run.stderr.contains("exports: matches none of the variants"), "\(run.stderr)")
  }
}
