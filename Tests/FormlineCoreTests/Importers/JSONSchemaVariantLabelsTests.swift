import Testing

@testable import FormlineCore

/// A union's variants are named on its menu by what the schema says of each — its title,
/// the definition it refers to, what tells an object apart, its shape — and two are told
/// apart by their descriptions and patterns before any number is used.
struct JSONSchemaVariantLabelsTests {
  static func union(_ schema: String, definitions: String = "{}") throws -> Field {
    let loaded = try TestForms.load(
      """
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "$defs": \(definitions), "properties": {"value": \(schema)}}
      """, file: "schema.json")
    let field = try #require(loaded.form.fields.first)
    return field.expanded ?? field
  }

  /// GitHub's `runs-on`: five variants, three of them text, none with a title.
  @Test func variantsAreNamedByTheirDefinitionsAndShapes() throws {
    let field = try Self.union(
      #"""
      {"anyOf": [{"type": "string"},
        {"type": "array", "items": {"type": "string"}, "minItems": 1},
        {"type": "object", "properties": {"group": {"type": "string"},
          "labels": {"type": "string"}}},
        {"$ref": "#/$defs/stringContainingExpressionSyntax"},
        {"$ref": "#/$defs/expressionSyntax"}]}
      """#,
      definitions: #"""
        {"expressionSyntax": {"type": "string", "pattern": "^\\$\\{\\{.*\\}\\}$"},
         "stringContainingExpressionSyntax": {"type": "string",
           "pattern": "^.*\\$\\{\\{.*\\}\\}.*$"}}
        """#)
    #expect(field.kind == .union)
    #expect(
      UnionChoice.titles(of: field) == [
        "list of text", "object with group, labels",
        "string containing expression syntax (text)", "expression syntax (text)", "text",
      ])
  }

  @Test func listsAndEnumsAreNamedByTheirItemsAndFirstValues() throws {
    let field = try Self.union(
      #"""
      {"oneOf": [{"$ref": "#/$defs/event"},
        {"type": "array", "items": {"$ref": "#/$defs/event"}},
        {"type": "object", "properties": {"push": {"type": "null"},
          "pull_request": {"type": "null"}, "release": {"type": "null"},
          "watch": {"type": "null"}}}]}
      """#,
      definitions:
        #"{"event": {"type": "string", "enum": ["push", "pull_request", "release", "watch"]}}"#
    )
    #expect(
      UnionChoice.titles(of: field) == [
        "event (one of push, pull_request, release, …)", "list of event",
        "object with push, pull_request, release, …",
      ])
  }

  @Test func alikeVariantsAreToldApartByDescriptionThenPatternThenPlace() throws {
    let described = try Self.union(
      #"""
      {"anyOf": [{"type": "string", "pattern": "^v[0-9]"},
        {"type": "string", "description": "A branch name. Any text will do."},
        {"type": "string"}]}
      """#)
    #expect(
      UnionChoice.titles(of: described) == [
        "text matching ^v[0-9]", "text (A branch name)", "text",
      ])
    let bare = try Self.union(
      #"{"anyOf": [{"type": "string", "minLength": 3}, {"type": "string", "maxLength": 1}]}"#)
    #expect(UnionChoice.titles(of: bare) == ["text", "text (2)"])
  }

  @Test func aTitleOrADistinguishingConstantStillNamesTheVariant() throws {
    let field = try Self.union(
      #"""
      {"oneOf": [{"title": "Git", "type": "object", "properties": {"url": {"type": "string"}}},
        {"type": "object", "required": ["kind"], "properties": {"kind": {"const": "path"}}}]}
      """#)
    #expect(UnionChoice.titles(of: field) == ["Git", "kind: path"])
  }
}
