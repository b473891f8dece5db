import OrderedCollections
import Testing

@testable import FormlineCore

struct JSONSchemaWriterTests {
  private func form(_ fields: [Field], title: String? = nil) -> Form {
    Form(title: title, sections: [Section(fields: fields)])
  }

  private func property(_ field: Field) throws -> AnswerValue {
    let schema = JSONSchemaWriter.schema(for: form([field]))
    let key = try #require(field.key)
    return try #require(schema.objectValue?["properties"]?.objectValue?[key])
  }

  private func requiredKeys(_ fields: [Field]) -> [String] {
    let schema = JSONSchemaWriter.schema(for: form(fields))
    return schema.objectValue?["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
  }

  @Test func describesASmallFormCompletely() {
    var age = Field(key: "age", kind: .integer, title: "Age")
    age.required = true
    age.validators = [ValidatorSpec(.min(.integer(18))), ValidatorSpec(.max(.integer(130)))]
    var email = Field(key: "email", kind: .email, title: "Email")
    email.help = "Where we write to you."
    let schema = JSONSchemaWriter.schema(for: form([age, email], title: "Sign up"))
    let expected = AnswerValue.object([
      "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
      "title": .string("Sign up"),
      "type": .string("object"),
      "properties": .object([
        "age": .object([
          "title": .string("Age"), "type": .string("integer"),
          "minimum": .integer(18), "maximum": .integer(130),
        ]),
        "email": .object([
          "title": .string("Email"), "description": .string("Where we write to you."),
          "type": .array([.string("string"), .string("null")]), "format": .string("email"),
        ]),
      ]),
      "required": .array([.string("age")]),
      "additionalProperties": .bool(false),
    ])
    #expect(schema == expected)
  }

  @Test(arguments: [
    (FieldKind.text, "string", nil as String?), (.longtext, "string", nil),
    (.password, "string", nil),
    (.email, "string", "email"), (.url, "string", "uri"), (.date, "string", "date"),
    (.datetime, "string", "date-time"), (.integer, "integer", nil), (.number, "number", nil),
    (.float, "number", nil), (.decimal, "number", nil), (.boolean, "boolean", nil),
    (.option, "boolean", nil), (.button, "boolean", nil), (.file, "string", nil),
  ])
  func mapsKindsToTypes(kind: FieldKind, type: String, format: String?) throws {
    var field = Field(key: "value", kind: kind, title: "")
    field.required = true
    let schema = try property(field)
    #expect(schema.objectValue?["type"] == .string(type))
    #expect(schema.objectValue?["format"]?.stringValue == format)
  }

  @Test(arguments: [FieldKind.unsigned, .duration, .bitfield])
  func nonNegativeKindsHaveMinimumZero(kind: FieldKind) throws {
    var field = Field(key: "value", kind: kind, title: "")
    field.required = true
    let schema = try #require(try property(field).objectValue)
    #expect(schema["type"] == .string("integer"))
    #expect(schema["minimum"] == .integer(0))
  }

  @Test func timesAndColorsHavePatterns() throws {
    let time = try property(Field(key: "t", kind: .time, title: "T"))
    #expect(
      time.objectValue?["pattern"] == .string("^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$"))
    let color = try property(Field(key: "c", kind: .color, title: "C"))
    #expect(color.objectValue?["pattern"] == .string("^#[0-9a-f]{6}$"))
  }

  @Test func requiredStringsMustNotBeEmptyAndOptionalOnesMayBeNull() throws {
    var name = Field(key: "name", kind: .text, title: "Name")
    name.required = true
    name.validators = [ValidatorSpec(.maxLength(40)), ValidatorSpec(.regex("[A-Z].*"))]
    let schema = try #require(try property(name).objectValue)
    #expect(schema["type"] == .string("string"))
    #expect(schema["minLength"] == .integer(1))
    #expect(schema["maxLength"] == .integer(40))
    #expect(schema["pattern"] == .string("^(?:[A-Z].*)$"))
    name.required = false
    let optional = try #require(try property(name).objectValue)
    #expect(optional["type"] == .array([.string("string"), .string("null")]))
    #expect(optional["minLength"] == nil)
  }

  @Test func singleChoiceIsAnEnumWithNullWhenOptionalOrWithAPlaceholder() throws {
    var plan = Field(key: "plan", kind: .text, title: "Plan")
    plan.choices.options = [
      Option(value: .string("free"), title: "Free"), Option(value: .string("pro"), title: "Pro"),
    ]
    plan.choices.mode = .single
    plan.required = true
    #expect(try property(plan).objectValue?["enum"] == .array([.string("free"), .string("pro")]))
    plan.placeholder = "Choose…"
    #expect(
      try property(plan).objectValue?["enum"]
        == .array([.string("free"), .string("pro"), .null]))
    plan.placeholder = nil
    plan.required = false
    #expect(
      try property(plan).objectValue?["enum"]
        == .array([.string("free"), .string("pro"), .null]))
  }

  @Test func numericFieldsWithTextOptionsStoreIndexes() throws {
    var size = Field(key: "size", kind: .integer, title: "Size")
    size.choices.options = ["S", "M", "L"].map { Option(value: .string($0), title: $0) }
    size.choices.mode = .single
    size.required = true
    #expect(
      try property(size).objectValue?["enum"] == .array([.integer(0), .integer(1), .integer(2)]))
  }

  @Test func multiSelectIsAnArrayOfUniqueEnumItems() throws {
    var tags = Field(key: "tags", kind: .array, title: "Tags")
    tags.choices.options = ["a", "b"].map { Option(value: .string($0), title: $0) }
    tags.choices.mode = .multiple
    tags.validators = [ValidatorSpec(.maxItems(2))]
    tags.required = true
    let schema = try #require(try property(tags).objectValue)
    #expect(schema["type"] == .string("array"))
    #expect(schema["items"] == .object(["enum": .array([.string("a"), .string("b")])]))
    #expect(schema["uniqueItems"] == .bool(true))
    #expect(schema["minItems"] == .integer(1))
    #expect(schema["maxItems"] == .integer(2))
  }

  @Test func subformsNestAndCollectionsUseTheirTemplate() throws {
    var city = Field(key: "city", kind: .text, title: "City")
    city.required = true
    var address = Field(key: "address", kind: .form, title: "Address")
    address.subform = form([city])
    address.required = true
    let addressSchema = try #require(try property(address).objectValue)
    #expect(addressSchema["type"] == .string("object"))
    #expect(addressSchema["required"] == .array([.string("city")]))
    #expect(addressSchema["additionalProperties"] == .bool(false))
    #expect(addressSchema["properties"]?.objectValue?.keys.elementsEqual(["city"]) == true)

    var contacts = Field(key: "contacts", kind: .array, title: "Contacts")
    var contact = Field(key: "contact", kind: .form, title: "Contact")
    contact.subform = form([Field(key: "phone", kind: .phone, title: "Phone")])
    contacts.collection.template = contact
    let contactsSchema = try #require(try property(contacts).objectValue)
    #expect(contactsSchema["type"] == .array([.string("array"), .string("null")]))
    let items = try #require(contactsSchema["items"]?.objectValue)
    #expect(items["type"] == .string("object"))
    #expect(items["title"] == .string("Contact"))
    #expect(items["properties"]?.objectValue?["phone"] != nil)
  }

  @Test func virtualFieldsHaveNoPropertyAndKeyedButtonsAreBooleans() throws {
    let fields = [
      Field(key: nil, kind: .label, title: "Welcome"),
      Field(key: "about", kind: .info, title: "About"),
      Field(key: nil, kind: .button, title: "Cancel"),
      Field(key: "submitted", kind: .button, title: "Submit"),
    ]
    let schema = JSONSchemaWriter.schema(for: form(fields))
    let properties = try #require(schema.objectValue?["properties"]?.objectValue)
    // A keyed info row keeps its value (XLForm's formValues).
    #expect(Array(properties.keys) == ["about", "submitted"])
    #expect(
      properties["submitted"]?.objectValue?["type"]
        == .array([.string("boolean"), .string("null")]))
  }

  @Test func conditionalFieldsAreNeverRequired() throws {
    let condition = Condition.expression(
      try ConditionExpression.parse("true"), source: "$hasPets == true", location: nil)
    var always = Field(key: "always", kind: .text, title: "Always")
    always.required = true
    var hidden = always
    hidden.key = "hidden"
    hidden.hidden = condition
    var shownWhen = always
    shownWhen.key = "shownWhen"
    shownWhen.when = condition
    var neverHidden = always
    neverHidden.key = "neverHidden"
    neverHidden.hidden = .constant(false)
    var alwaysHidden = always
    alwaysHidden.key = "alwaysHidden"
    alwaysHidden.hidden = .constant(true)
    let fields = [always, hidden, shownWhen, neverHidden, alwaysHidden]
    #expect(requiredKeys(fields) == ["always", "neverHidden"])
    let schema = JSONSchemaWriter.schema(for: form(fields))
    let properties = try #require(schema.objectValue?["properties"]?.objectValue)
    #expect(Array(properties.keys) == ["always", "hidden", "shownWhen", "neverHidden"])
  }

  @Test func fieldsInAHiddenSectionAreOptional() throws {
    var name = Field(key: "name", kind: .text, title: "Name")
    name.required = true
    var section = Section(title: "Extra", fields: [name])
    section.hidden = .expression(
      try ConditionExpression.parse("true"), source: "$advanced == false", location: nil)
    let schema = JSONSchemaWriter.schema(for: Form(sections: [section]))
    #expect(schema.objectValue?["required"] == nil)
    #expect(schema.objectValue?["properties"]?.objectValue?["name"] != nil)
  }

  @Test func boundsKeepTheStricterValue() throws {
    var count = Field(key: "count", kind: .unsigned, title: "Count")
    count.required = true
    count.validators = [ValidatorSpec(.min(.integer(-5))), ValidatorSpec(.max(.number(9.5)))]
    let schema = try #require(try property(count).objectValue)
    #expect(schema["minimum"] == .integer(0))
    #expect(schema["maximum"] == .number(9.5))
    var date = Field(key: "when", kind: .date, title: "When")
    date.validators = [ValidatorSpec(.min(.string("today")))]
    #expect(try property(date).objectValue?["minimum"] == nil)
  }

  @Test func defaultsAreShownExceptForSecrets() throws {
    var port = Field(key: "port", kind: .integer, title: "Port")
    port.defaultValue = .integer(8080)
    #expect(try property(port).objectValue?["default"] == .integer(8080))
    var token = Field(key: "token", kind: .password, title: "Token")
    token.defaultValue = .string("hunter2")
    #expect(try property(token).objectValue?["default"] == nil)
  }
}
