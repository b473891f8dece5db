import OrderedCollections
import Testing

@testable import FormlineCore

/// `formline schema` writes what JSON Schema can say of conditional requirements and of
/// checks on whole values, and says in `$comment` what it cannot.
struct JSONSchemaWriterConditionsTests {
  private func condition(_ text: String) throws -> Condition {
    .expression(try ConditionExpression.parse(text), source: text, location: nil)
  }

  private func schema(_ fields: [Field], checks: [ValidatorSpec] = [])
    -> ObjectMembers
  {
    var form = Form(sections: [Section(fields: fields)])
    form.checks = checks
    return JSONSchemaWriter.schema(for: form).objectValue ?? [:]
  }

  private func member(_ key: String, _ schema: AnswerValue) -> AnswerValue {
    .object(["required": .array([.string(key)]), "properties": .object([MemberName(key): schema])])
  }

  private let answered = AnswerValue.object([
    "not": .object(["enum": .array([.null, .string(""), .array([])])])
  ])

  @Test func aRequirementUnderAConditionIsAnIfThen() throws {
    let kind = Field(key: "kind", kind: .text, title: "Kind")
    var image = Field(key: "image", kind: .text, title: "Image")
    image.requiredWhen = try condition("$kind == 'docker'")
    let written = schema([kind, image])
    #expect(written["required"] == nil)
    #expect(
      written["allOf"]
        == .array([
          .object([
            "if": member("kind", .object(["const": .string("docker")])),
            "then": member("image", answered),
          ])
        ]))
  }

  @Test func answeredOrderedAndTruthyConditionsAreWritten() throws {
    let port = Field(key: "port", kind: .integer, title: "Port")
    let debug = Field(key: "debug", kind: .boolean, title: "Debug")
    var proxy = Field(key: "proxy", kind: .text, title: "Proxy")
    proxy.requiredWhen = try condition("$port != nil OR $port >= 1024 OR $debug")
    let written = schema([port, debug, proxy])
    let expected = AnswerValue.object([
      "anyOf": .array([
        member("port", .object(["not": .object(["const": .null])])),
        member("port", .object(["type": .string("number"), "minimum": .integer(1024)])),
        member(
          "debug",
          .object([
            "not": .object([
              "enum": .array([
                .null, .bool(false), .integer(0), .string(""), .array([]), .object([:]),
              ])
            ])
          ])),
      ])
    ])
    #expect(written["allOf"]?.arrayValue?.first?.objectValue?["if"] == expected)
  }

  @Test func aRequiredFieldShownOnlyUnderAConditionIsRequiredWhileShown() throws {
    let kind = Field(key: "kind", kind: .text, title: "Kind")
    var note = Field(key: "note", kind: .text, title: "Note")
    note.required = true
    note.hidden = try condition("$kind == nil")
    let written = schema([kind, note])
    let notAnswered = AnswerValue.object([
      "not": member("kind", .object(["not": .object(["const": .null])]))
    ])
    #expect(
      written["allOf"]
        == .array([
          .object([
            "if": .object(["not": notAnswered]),
            "then": .object(["required": .array([.string("note")])]),
          ])
        ]))
  }

  @Test func aConditionJSONSchemaCannotSayIsNamedInTheComment() throws {
    let tags = Field(key: "tags", kind: .array, title: "Tags")
    var count = Field(key: "count", kind: .integer, title: "Count")
    count.requiredWhen = try condition("$tags.@count > 1")
    var other = Field(key: "other", kind: .text, title: "Other")
    other.requiredWhen = try condition("$name contains[c] 'x'")
    let written = schema([tags, count, other])
    #expect(written["allOf"] == nil)
    #expect(
      written["$comment"]
        == .string(
          "count is required only when $tags.@count > 1, which JSON Schema cannot express "
            + "here; formline checks it; other is required only when $name contains[c] 'x', "
            + "which JSON Schema cannot express here; formline checks it"))
  }

  @Test func literalsAreComparedInTheFieldsOwnType() throws {
    let count = Field(key: "count", kind: .integer, title: "Count")
    let flag = Field(key: "flag", kind: .boolean, title: "Flag")
    var target = Field(key: "target", kind: .text, title: "Target")
    target.requiredWhen = try condition("$count IN {1, 2} AND $flag == 1")
    let written = schema([count, flag, target])
    let expected = AnswerValue.object([
      "allOf": .array([
        .object([
          "anyOf": .array([
            member("count", .object(["const": .integer(1)])),
            member("count", .object(["const": .integer(2)])),
          ])
        ]),
        member("flag", .object(["const": .bool(true)])),
      ])
    ])
    #expect(written["allOf"]?.arrayValue?.first?.objectValue?["if"] == expected)
  }

  @Test func schemaChecksAreInlinedWithTheirReferencesResolved() throws {
    let root = AnswerValue.object([
      "$defs": .object(["reserved": .object(["enum": .array([.string("root")])])]),
      "not": .object(["$ref": .string("#/$defs/reserved")]),
    ])
    var user = Field(key: "user", kind: .text, title: "User")
    user.validators = [
      ValidatorSpec(
        .schema(
          ValueSchema(
            .object(["not": .object(["$ref": .string("#/$defs/reserved")])]), root: root,
            location: nil)))
    ]
    let whole = ValueSchema(
      .object(["minProperties": .integer(1)]), root: root, location: nil)
    let written = schema([user], checks: [ValidatorSpec(.schema(whole))])
    let nullOr = { (schema: AnswerValue) in
      AnswerValue.object(["anyOf": .array([.object(["type": .string("null")]), schema])])
    }
    #expect(written["allOf"] == .array([nullOr(.object(["minProperties": .integer(1)]))]))
    let property = written["properties"]?.objectValue?["user"]?.objectValue
    #expect(
      property?["allOf"]
        == .array([
          nullOr(.object(["not": .object(["enum": .array([.string("root")])])]))
        ]))
  }

  @Test func aRecursiveReferenceIsCutAndSaidSo() throws {
    let root = AnswerValue.object([
      "$defs": .object([
        "node": .object([
          "type": .string("object"),
          "properties": .object(["next": .object(["$ref": .string("#/$defs/node")])]),
        ])
      ])
    ])
    let check = ValueSchema(.object(["$ref": .string("#/$defs/node")]), root: root, location: nil)
    let (inlined, cut) = check.inlined()
    #expect(cut)
    #expect(
      inlined
        == .object([
          "type": .string("object"), "properties": .object(["next": .bool(true)]),
        ]))
    var value = Field(key: "value", kind: .text, title: "Value")
    value.syntax = .json
    value.validators = [ValidatorSpec(.schema(check))]
    let property = schema([value])["properties"]?.objectValue?["value"]?.objectValue
    #expect(property?["$comment"] == .string(FieldValueSchema.recursionComment))
  }

  @Test func aSubformsFieldIsReachedThroughAnObjectThatMustBeThere() throws {
    var tls = Field(key: "tls", kind: .form, title: "TLS")
    tls.optional = true
    var key = Field(key: "key", kind: .text, title: "Key")
    // A field of the enclosing object: not expressible inside the subform's schema.
    key.requiredWhen = try condition("$audit == 'on'")
    tls.subform = Form(sections: [
      Section(fields: [Field(key: "mode", kind: .text, title: "Mode"), key])
    ])
    var audit = Field(key: "audit", kind: .text, title: "Audit")
    audit.requiredWhen = try condition("$tls.mode == 'strict'")
    let written = schema([tls, audit])
    let expected = AnswerValue.object([
      "required": .array([.string("tls")]),
      "properties": .object([
        "tls": .object([
          "type": .string("object"), "required": .array([.string("mode")]),
          "properties": .object(["mode": .object(["const": .string("strict")])]),
        ])
      ]),
    ])
    #expect(written["allOf"]?.arrayValue?.first?.objectValue?["if"] == expected)
    let subform = written["properties"]?.objectValue?["tls"]?.objectValue
    #expect(subform?["allOf"] == nil)
    #expect(
      subform?["$comment"]?.stringValue?.hasPrefix("key is required only when $audit") == true)
  }
}
