import OrderedCollections
import Testing

@testable import FormlineCore

/// `anyOf`, `oneOf` and type lists become `union` fields, with the keywords around them
/// applied to every variant.
struct JSONSchemaUnionImportTests {
  static func load(_ properties: String, required: String = "[]") throws -> FormLoader.Loaded {
    try TestForms.load(
      """
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "required": \(required), "properties": {\(properties)}}
      """, file: "schema.json")
  }

  /// Dependabot's shape: `oneOf` branches that each require one of two properties, one a
  /// list (formline's `required` on a list means "at least one item", so presence is judged
  /// by what the object keeps), and a property required by an `if`/`then` on a sibling.
  @Test func objectVariantsNeedTheirRequiredPropertiesPresentAndConditionsHonoured() throws {
    let loaded = try Self.load(
      #"""
      "update": {"type": "object", "additionalProperties": false,
        "properties": {"directory": {"type": "string"},
          "directories": {"type": "array", "items": {"type": "string"}},
          "schedule": {"type": "object", "required": ["interval"],
            "properties": {"interval": {"enum": ["weekly", "cron"]}},
            "if": {"properties": {"interval": {"const": "cron"}}},
            "then": {"properties": {"cronjob": {"type": "string"}}, "required": ["cronjob"]}}},
        "oneOf": [
          {"properties": {"directories": {"type": "array"}}, "required": ["directories"]},
          {"properties": {"directory": {"type": "string"}}, "required": ["directory"]}]}
      """#, required: #"["update"]"#)
    let update = try #require(loaded.form.fields.first)
    #expect(update.kind == .union)
    #expect(
      InputHint.describe(update).hasPrefix(
        "an object in braces {name: value} (with directories); or an object in braces "
          + "{name: value} (with directory)"))
    guard
      case .value(_, let echo?) = TestForms.reader().read(
        "{directory: /, schedule: {interval: weekly}}", for: update)
    else {
      Issue.record("a typed update was refused")
      return
    }
    #expect(echo.hasSuffix("(an object with directory)"), "\(echo)")
    let validator = Validator(dates: TestForms.reader().dates)
    func problem(_ json: String) throws -> String? {
      let value = try #require(try DocumentParser.parse(json, file: "a.json")).answerValue
      return validator.check(value, for: update) { _ in nil }
    }
    let weekly = #""schedule": {"interval": "weekly"}"#
    #expect(try problem(#"{"directory": "/", \#(weekly)}"#) == nil)
    #expect(try problem(#"{"directories": ["/a"], \#(weekly)}"#) == nil)
    #expect(try problem(#"{"directories": [], \#(weekly)}"#) == nil)
    #expect(
      try problem(#"{\#(weekly)}"#)?.contains(
        "expected with directories (needs 'directories'); or with directory (needs 'directory')")
        == true)
    #expect(
      try problem(#"{"directory": "/", "directories": [], \#(weekly)}"#)?.contains("more than one")
        == true)
    #expect(
      try problem(#"{"directory": "/", "schedule": {"interval": "cron"}}"#)?.contains(
        "needs 'cronjob'") == true)
    #expect(
      try problem(#"{"directory": "/", "schedule": {"interval": "cron", "cronjob": "0 * * * *"}}"#)
        == nil)
  }

  @Test func aTypeListIsAUnionTriedFromTheMostParticularType() throws {
    let loaded = try Self.load(
      #""port": {"type": ["string", "integer", "null"], "minimum": 1, "maxLength": 8}"#,
      required: #"["port"]"#)
    let port = try #require(loaded.form.fields.first)
    #expect(port.kind == .union)
    #expect(port.union.variants.map(\.kind) == [.integer, .text])
    #expect(port.union.variants[0].minimum == .integer(1))
    #expect(port.union.variants[1].validators.map(\.rule) == [.maxLength(8)])
    // `null` in the list: the value may be left empty (and is then written as null).
    #expect(!port.required)
    #expect(!port.omitWhenUnanswered)
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
  }

  @Test func anyOfKeepsTheSurroundingKeywordsOnEachBranch() throws {
    let loaded = try Self.load(
      #"""
      "tags": {"title": "Tags", "minLength": 2, "anyOf": [
        {"type": "string"}, {"type": "array", "items": {"type": "string"}}, {"type": "null"}]}
      """#)
    let tags = try #require(loaded.form.fields.first)
    #expect(tags.kind == .union)
    #expect(tags.title == "tags")
    #expect(tags.help == nil, "a title that repeats the key is not help")
    #expect(tags.union.match == .any)
    #expect(tags.union.variants.map(\.kind) == [.array, .text])
    #expect(tags.union.variants[1].validators.map(\.rule) == [.minLength(2)])
    #expect(tags.union.variants.allSatisfy { $0.title.isEmpty })
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
  }

  @Test func oneOfObjectsAreVariantsTellingThemselvesApartByConst() throws {
    let loaded = try Self.load(
      #"""
      "source": {"oneOf": [
        {"title": "Git", "type": "object", "required": ["kind", "url"],
         "properties": {"kind": {"const": "git"}, "url": {"type": "string"}}},
        {"$ref": "#/properties/folder"}]},
      "folder": {"title": "Folder", "type": "object", "properties": {"kind": {"const": "path"}}}
      """#)
    let source = try #require(loaded.form.fields.first)
    #expect(source.kind == .union)
    #expect(source.union.match == .one)
    #expect(source.union.variants.map(\.title) == ["Git", "Folder"])
    let kind = try #require(source.union.variants[0].subform?.fields.first)
    #expect(kind.choices.options.map(\.value) == [.string("git")])
    // Inside the chosen variant the tag is written, not asked.
    #expect(kind.derived.isComputed && kind.defaultValue == .string("git"))
    #expect(source.union.variants.allSatisfy { $0.kind == .form && !$0.optional })
  }

  /// CloudFormation's resources are an `anyOf` of ~900 definitions: building each variant at
  /// load was most of the wait for the first question.
  @Test func aUnionOfSeveralDefinitionsIsBuiltWhenReached() throws {
    let loaded = try Self.load(
      #"""
      "resource": {"title": "Resource", "anyOf": [
        {"$ref": "#/$defs/bucket"}, {"$ref": "#/$defs/function"}]}
      }, "$defs": {
      "bucket": {"title": "Bucket", "type": "object", "required": ["Type"],
                 "properties": {"Type": {"const": "AWS::S3::Bucket"}}},
      "function": {"title": "Function", "type": "object", "required": ["Type"],
                   "properties": {"Type": {"const": "AWS::Lambda::Function"}}}
      """#)
    let shell = try #require(loaded.form.fields.first)
    #expect(shell.pending != nil)
    #expect(shell.title == "resource")
    let built = try #require(shell.expanded)
    #expect(built.kind == .union)
    #expect(built.key == "resource")
    #expect(built.union.variants.map(\.title) == ["Bucket", "Function"])
    // A value checked against the shell builds it and is judged by its variants.
    let conformance = ValueConformance(validator: Validator(dates: TestForms.reader().dates))
    let lambda = AnswerValue.object(["Type": .string("AWS::Lambda::Function")])
    #expect(conformance.problem(lambda, for: shell) == nil)
    #expect(conformance.problem(.object(["Type": .string("AWS::Nope")]), for: shell) != nil)
  }

  @Test func aBranchAllowingAnythingLeavesTheValueFree() throws {
    let loaded = try Self.load(#""any": {"anyOf": [{"type": "string"}, {}]}"#)
    let field = try #require(loaded.form.fields.first)
    #expect(field.kind != .union)
    #expect(field.derived.isComputed)
  }

  @Test func anOptionalValueIsTheValueItselfNotAUnionOfOne() throws {
    let loaded = try Self.load(
      #"""
      "name": {"title": "Name", "anyOf": [{"type": "string"}, {"type": "null"}]},
      "db": {"anyOf": [{"$ref": "#/properties/settings"}, {"type": "null"}]},
      "settings": {"title": "Database", "type": "object", "required": ["host"],
                   "properties": {"host": {"type": "string"}}}
      """#, required: #"["name", "db"]"#)
    let name = try #require(loaded.form.fields.first)
    #expect(name.kind == .text)
    #expect(name.title == "name")
    #expect(!name.required)
    let db = try #require(loaded.form.fields.dropFirst().first)
    #expect(db.kind == .form)
    #expect(db.key == "db")
    #expect(db.title == "db")
    #expect(db.help == "Database")
    #expect(db.optional)
  }

  @Test func branchesThatOnlyAddChecksAreNoUnion() throws {
    let loaded = try Self.load(
      #"""
      "auth": {"type": "object", "properties": {"user": {"type": "string"}},
               "anyOf": [{"required": ["user"]}, {"required": ["token"]}]}
      """#)
    let auth = try #require(loaded.form.fields.first)
    #expect(auth.kind == .form)
    // Checked on the object instead (`JSONSchemaCompositionsTests`).
    #expect(auth.subform?.checks.count == 1)
    #expect(loaded.warnings.isEmpty)
  }

  @Test func aConstantIsTriedBeforeAMultipleChoiceWhoseWordsItShares() throws {
    // Read the Docs' `formats`: a list of formats, or "all".
    let loaded = try Self.load(
      #"""
      "formats": {"anyOf": [
        {"type": "array", "items": {"enum": ["htmlzip", "pdf", "epub"]}}, {"const": "all"}]}
      """#)
    let formats = try #require(loaded.form.fields.first)
    let reader = TestForms.reader()
    #expect(reader.read("all", for: formats).value == .string("all"))
    #expect(
      reader.read("pdf, epub", for: formats).value == .array([.string("pdf"), .string("epub")]))
    #expect(reader.read("[pdf]", for: formats).value == .array([.string("pdf")]))
    #expect(
      reader.coerce(.array([.string("epub")]), for: formats).value == .array([.string("epub")]))
    #expect(reader.coerce(.string("pdf"), for: formats).value == nil)
  }

  /// An `anyOf` of what the schema already is asks nothing and is no recursion.
  ///
  /// devinit's items: an `allOf` and an `anyOf` of the same definition. The `anyOf` holds
  /// for every value the `allOf` allows; its `$ref` is no reference back to an enclosing
  /// schema.
  @Test func anAnyOfOfWhatTheSchemaAlreadyIsIsNoUnionAndNoRecursion() throws {
    let loaded = try TestForms.load(
      #"""
      {"$schema": "http://json-schema.org/draft-04/schema#", "required": ["run"],
       "definitions": {"runObject": {"type": "object", "required": ["tool"],
         "properties": {"tool": {"type": "string"}}}},
       "properties": {"run": {"items": {
         "allOf": [{"$ref": "#/definitions/runObject"}],
         "anyOf": [{"$ref": "#/definitions/runObject"}]}}}}
      """#, file: "devinit.json")
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    let run = try #require(loaded.form.field(withKey: "run")?.expanded)
    #expect(run.kind == .array)
    let item = try #require(run.itemField(at: 0)?.expanded)
    #expect(item.kind == .form)
    #expect(item.subform?.field(withKey: "tool")?.required == true)
  }
}
