import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// Both document shapes, every field key, and XLForm's vocabulary loading into the model.
struct FormLoaderTests {
  static func fixture(_ name: String) throws -> String {
    let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    return root.appendingPathComponent(name).path
  }

  @Test func bareFXFormsArrayWithHeadersAndFooters() throws {
    let loaded = try FormLoader(surroundings: .testing()).load(
      path: Self.fixture("shapes/fxforms.json"))
    let form = loaded.form
    #expect(loaded.warnings.isEmpty)
    #expect(form.title == nil)
    #expect(form.sections.map(\.title) == ["Account", nil])
    #expect(form.sections.map(\.footer) == ["Keep it safe", nil])
    #expect(
      form.sections.map { $0.fields.map(\.title) } == [
        ["Name", "Email", "Password"], ["Bio", "Notes", "Submit"],
      ])
    #expect(form.fields.map(\.kind) == [.text, .email, .password, .text, .text, .button])
    #expect(form.fields.map(\.key) == ["name", "email", "password", "bio", "notes", nil])
    #expect(form.fields[2].secret)
    #expect(form.fields[5].action == "submit")
    #expect(
      form.fields[0].location
        == SourceLocation(
          file: try Self.fixture("shapes/fxforms.json"), line: 2, column: 2))
  }

  @Test func objectWithFields() throws {
    let form = try TestForms.form(
      """
      title: Setup
      description: First run
      requiredMarker: "(required)"
      disabled: false
      dateOrder: dmy
      fields:
        - host
        - {key: port, type: integer, default: 22}
      """)
    #expect(form.title == "Setup")
    #expect(form.description == "First run")
    #expect(form.requiredMarker == "(required)")
    #expect(form.dateOrder == .dmy)
    #expect(!form.disabled)
    #expect(form.sections.count == 1)
    #expect(form.fields.map(\.key) == ["host", "port"])
    #expect(form.fields[1].defaultValue == .integer(22))
  }

  @Test func readOnlyForm() throws {
    #expect(try TestForms.form("{disabled: true, fields: [a]}").disabled)
  }

  @Test func xlFormSections() throws {
    let loaded = try FormLoader(surroundings: .testing()).load(
      path: Self.fixture("shapes/sections.yaml"))
    let form = loaded.form
    #expect(loaded.warnings.isEmpty)
    #expect(form.title == "Sign up")
    #expect(form.description == "Create an account")
    #expect(form.sections.map(\.title) == ["Account", "Phones", "Contacts", "Extra"])
    #expect(form.sections[3].footer == "Optional details")
    #expect(form.sections[3].hidden != nil)
    #expect(form.fields.map(\.key) == ["email", "password", "phones", "contacts", "nickname"])

    let phones = form.sections[1].fields[0]
    #expect(phones.kind == .array)
    #expect(phones.title == "Phones")
    #expect(phones.collection.template?.kind == .phone)
    #expect(
      phones.collection.abilities
        == CollectionOptions(canInsert: true, canDelete: true, canReorder: false))

    let contacts = form.sections[2].fields[0]
    #expect(contacts.kind == .array)
    #expect(contacts.collection.abilities == CollectionOptions())
    #expect(contacts.collection.template?.kind == .form)
    #expect(contacts.collection.template?.subform?.fields.map(\.key) == ["name", "relation"])
    #expect(contacts.collection.template?.subform?.fields[1].choices.mode == .single)

    let nickname = form.sections[3].fields[0]
    #expect(nickname.kind == .name)
    #expect(nickname.title == "Nickname")
  }

  @Test func stringFieldsInferEverything() throws {
    let form = try TestForms.form("[firstName, userEmail, isAdmin, homepageURL, dateOfBirth]")
    #expect(form.fields.map(\.kind) == [.text, .email, .boolean, .url, .date])
    #expect(
      form.fields.map(\.title) == [
        "First name", "User email", "Is admin", "Homepage URL", "Date of birth",
      ])
    #expect(form.fields[0].location == SourceLocation(file: "form.yaml", line: 1, column: 2))
  }

  @Test func everyFieldKeyIsDecoded() throws {
    let form = try TestForms.form(
      """
      - {key: locked, type: boolean}
      - {key: advanced, type: boolean}
      - key: port
        title: Port number
        type: integer
        placeholder: none
        default: 8080
        help: The TCP port
        required: true
        inline: true
        sortable: true
        secret: true
        hidden: false
        disabled: "$locked == true"
        when: $advanced
        min: 1
        max: 65535
        step: 2
        steps: 10
        decimals: 0
        pattern: '[0-9]+'
        minLength: 1
        maxLength: 5
        dateOrder: ymd
        valueTransformer: {8080: alternate, 80: web}
      """)
    let port = try #require(form.fields.last)
    #expect(port.key == "port")
    #expect(port.title == "Port number")
    #expect(port.kind == .integer)
    #expect(port.placeholder == "none")
    #expect(port.defaultValue == .integer(8080))
    #expect(port.help == "The TCP port")
    #expect(port.required)
    #expect(port.inline)
    #expect(port.collection.sortable)
    #expect(port.secret)
    #expect(port.isSecret)
    #expect(port.hidden == .constant(false))
    guard case .expression(_, let disabledSource, let disabledLocation)? = port.disabled else {
      Issue.record("disabled is not a predicate")
      return
    }
    #expect(disabledSource == "$locked == true")
    #expect(disabledLocation == SourceLocation(file: "form.yaml", line: 14, column: 13))
    guard case .expression(_, let whenSource, _)? = port.when else {
      Issue.record("when is not a predicate")
      return
    }
    #expect(whenSource == "$advanced")
    #expect(port.minimum == .integer(1))
    #expect(port.maximum == .integer(65535))
    #expect(port.numeric.step == 2)
    #expect(port.numeric.steps == 10)
    #expect(port.numeric.decimals == 0)
    #expect(port.dateOrder == .ymd)
    #expect(
      port.validators.map(\.rule) == [
        .regex("[0-9]+"), .min(.integer(1)), .max(.integer(65535)), .minLength(1), .maxLength(5),
      ])
    #expect(port.validators[0].location == SourceLocation(file: "form.yaml", line: 21, column: 12))
    #expect(
      port.valueTransformer
        == .mapping([
          .init(value: "8080", label: "alternate"), .init(value: "80", label: "web"),
        ]))
  }

  @Test func structuralKeysAreDecoded() throws {
    let form = try TestForms.form(
      """
      - {tag: size, rowType: selectorPush, noValueDisplayText: Pick one, selectorOptions: [S, M]}
      - {key: colour, options: [{value: r, title: Red}, {value: g, title: Green}], value: g}
      - {key: tags, template: {type: text, minLength: 2}, sortable: true, minItems: 1, maxItems: 3}
      - {key: address, fields: [street, city], inline: true}
      - {key: terms, class: TermsViewController}
      - {key: notice, text: "Read me", description: About}
      - {key: manual, text: Manual}
      - {key: scan, type: file, extensions: [pdf, .PNG]}
      - {key: bio, cell: FXFormTextViewCell}
      - {key: when, type: date, dateOrder: dmy}
      - {title: Go, action: submit}
      - {key: later, title: Later, action: cancel}
      """)
    let fields = form.fields
    #expect(fields[0].key == "size")
    #expect(fields[0].noValueText == "Pick one")
    #expect(fields[0].placeholder == nil)
    #expect(fields[0].choices.options.map(\.title) == ["S", "M"])
    #expect(fields[0].choices.mode == .single)
    #expect(fields[0].presentation == .menu)
    #expect(
      fields[1].choices.options == [
        Option(value: .string("r"), title: "Red"), Option(value: .string("g"), title: "Green"),
      ])
    #expect(fields[1].defaultValue == .string("g"))
    #expect(fields[2].kind == .array)
    #expect(fields[2].collection.sortable)
    #expect(fields[2].collection.template?.kind == .text)
    #expect(fields[2].collection.template?.key == nil)
    #expect(fields[2].collection.template?.validators.map(\.rule) == [.minLength(2)])
    #expect(fields[2].validators.map(\.rule) == [.minItems(1), .maxItems(3)])
    #expect(fields[3].kind == .form)
    #expect(fields[3].inline)
    #expect(fields[3].subform?.fields.map(\.key) == ["street", "city"])
    #expect(fields[4].kind == .page)
    #expect(fields[4].valueClass == .controller("TermsViewController"))
    #expect(!fields[4].producesValue)
    #expect(fields[5].kind == .page)
    #expect(fields[5].page.text == "Read me")
    #expect(fields[5].help == "About")
    #expect(fields[6].page.text == "Manual")
    #expect(fields[7].extensions == ["pdf", "png"])
    #expect(fields[8].kind == .longtext)
    #expect(fields[9].dateOrder == .dmy)
    #expect(fields[10].kind == .button)
    #expect(fields[10].action == "submit")
    #expect(!fields[10].producesValue)
    #expect(fields[11].kind == .button)
    #expect(fields[11].producesValue)
  }

  @Test func valueTransformers() throws {
    #expect(
      try TestForms.field("{key: a, valueTransformer: uppercase}").valueTransformer
        == .named("uppercase"))
    #expect(
      try TestForms.field("{key: a, valueTransformer: countryName}").valueTransformer
        == .named("countryName"))
    #expect(
      try TestForms.field("{key: a, type: date, valueTransformer: EEE d MMM yyyy}")
        .valueTransformer == .dateFormat("EEE d MMM yyyy"))
    let loaded = try TestForms.load("- {key: a, valueTransformer: rot13}")
    #expect(loaded.form.fields[0].valueTransformer == nil)
    #expect(
      loaded.warnings.map(\.description) == [
        "form.yaml:1:30: warning: a: unknown valueTransformer 'rot13': values are shown as they are"
      ])
  }

  /// XLForm row types and other names that map onto a kind (formline(5) TYPES).
  static let plainAliases: [(name: String, kind: FieldKind, presentation: Presentation)] = [
    ("default", .text, .standard),
    ("string", .text, .standard),
    ("text", .text, .standard),
    ("longtext", .longtext, .standard),
    ("longText", .longtext, .standard),
    ("textView", .longtext, .standard),
    ("name", .name, .standard),
    ("twitter", .twitter, .standard),
    ("account", .account, .standard),
    ("email", .email, .standard),
    ("url", .url, .standard),
    ("password", .password, .standard),
    ("phone", .phone, .standard),
    ("number", .number, .standard),
    ("integer", .integer, .standard),
    ("unsigned", .unsigned, .standard),
    ("float", .float, .standard),
    ("decimal", .decimal, .standard),
    ("boolean", .boolean, .standard),
    ("option", .option, .standard),
    ("booleanCheck", .boolean, .standard),
    ("booleanSwitch", .boolean, .standard),
    ("bitfield", .bitfield, .standard),
    ("date", .date, .standard),
    ("dateInline", .date, .standard),
    ("time", .time, .standard),
    ("timeInline", .time, .standard),
    ("datetime", .datetime, .standard),
    ("dateTime", .datetime, .standard),
    ("datetimeInline", .datetime, .standard),
    ("duration", .duration, .standard),
    ("countDownTimer", .duration, .standard),
    ("countDownTimerInline", .duration, .standard),
    ("color", .color, .standard),
    ("image", .image, .standard),
    ("file", .file, .standard),
    ("stepCounter", .integer, .stepper),
    ("stepper", .integer, .stepper),
    ("slider", .float, .slider),
    ("info", .info, .standard),
    ("label", .label, .standard),
    ("button", .button, .standard),
    ("INTEGER", .integer, .standard),
    ("Email", .email, .standard),
  ]

  @Test(arguments: plainAliases)
  func typeAliases(name: String, kind: FieldKind, presentation: Presentation) throws {
    let field = try TestForms.field("{key: x, type: \(name)}")
    #expect(field.kind == kind)
    #expect(field.presentation == presentation)
    #expect(field.choices.mode == nil)
  }

  static let choiceAliases:
    [(name: String, kind: FieldKind, presentation: Presentation, choice: ChoiceMode, inline: Bool)] =
      [
        ("selectorPush", .text, .menu, .single, false),
        ("selectorActionSheet", .text, .menu, .single, false),
        ("selectorAlertView", .text, .menu, .single, false),
        ("selectorPickerView", .text, .menu, .single, false),
        ("selectorPickerViewInline", .text, .menu, .single, true),
        ("selectorLeftRight", .text, .segments, .single, true),
        ("selectorSegmentedControl", .text, .segments, .single, true),
        ("select", .text, .menu, .single, false),
        ("multipleSelector", .array, .standard, .multiple, false),
        ("multipleSelectorPopover", .array, .standard, .multiple, false),
        ("multiselect", .array, .standard, .multiple, false),
        ("bitfield", .bitfield, .standard, .multiple, false),
      ]

  @Test(arguments: choiceAliases)
  func choiceTypeAliases(
    name: String, kind: FieldKind, presentation: Presentation, choice: ChoiceMode, inline: Bool
  ) throws {
    let field = try TestForms.field("{key: x, rowType: \(name), selectorOptions: [a, b]}")
    #expect(field.kind == kind)
    #expect(field.presentation == presentation)
    #expect(field.choices.mode == choice)
    #expect(field.inline == inline)
  }

  @Test func noStaysAString() throws {
    let form = try TestForms.form(
      """
      - {key: country, default: no}
      - {key: answer, options: [yes, no, maybe]}
      - {key: flag, default: off}
      - {key: real, default: false}
      """)
    #expect(form.fields[0].defaultValue == .string("no"))
    #expect(form.fields[0].kind == .text)
    #expect(
      form.fields[1].choices.options.map(\.value) == [
        .string("yes"), .string("no"), .string("maybe"),
      ])
    #expect(form.fields[1].kind == .text)
    #expect(form.fields[2].defaultValue == .string("off"))
    #expect(form.fields[3].defaultValue == .bool(false))
    #expect(form.fields[3].kind == .boolean)
  }

  @Test func jsonWithTabsLoads() throws {
    let form = try TestForms.form(
      "{\n\t\"title\": \"T\",\n\t\"fields\": [\n\t\t\"name\",\n\t\t{\"key\":\t\"age\"}\n\t]\n}",
      file: "form.json")
    #expect(form.title == "T")
    #expect(form.fields.map(\.kind) == [.text, .integer])
    #expect(form.fields[1].location == SourceLocation(file: "form.json", line: 5, column: 3))
  }

  @Test func includedSubform() throws {
    let path = try Self.fixture("includes/main.yaml")
    let loaded = try FormLoader(surroundings: .testing()).load(path: path)
    let address = try #require(loaded.form.fields.last)
    #expect(address.kind == .form)
    #expect(address.subform?.fields.map(\.key) == ["street", "city"])
    #expect(address.subform?.fields.last?.required == true)
    #expect(address.subform?.file?.hasSuffix("Fixtures/includes/address.yaml") == true)
    #expect(loaded.warnings.isEmpty)
  }

  @Test func anchorsAndAliasesReuseNodes() throws {
    let form = try TestForms.form(
      """
      - {key: a, options: &sizes [S, M]}
      - {key: b, options: *sizes}
      """)
    #expect(form.fields[1].choices.options.map(\.title) == ["S", "M"])
  }

  @Test func fieldsAppearInTheOrderWritten() throws {
    let form = try TestForms.form("[zeta, alpha, {key: mid, type: integer}, beta]")
    #expect(form.fields.compactMap(\.key) == ["zeta", "alpha", "mid", "beta"])
  }

  @Test func pageFilesAreReadRelativeToTheForm() throws {
    let loaded = try FormLoader(surroundings: .testing()).load(
      path: try Self.fixture("pages/form.yaml"))
    let page = try #require(loaded.form.fields.first)
    #expect(page.kind == .page)
    #expect(page.page.file == "terms.txt")
    #expect(page.page.text == "Terms of service\n\nBe kind.\n")
  }

  @Test func aMissingPageFileIsAFormError() throws {
    let path = try Self.fixture("pages/missing.yaml")
    #expect(throws: FormLoader.Failure.self) {
      try FormLoader(surroundings: .testing()).load(path: path)
    }
    do {
      _ = try FormLoader(surroundings: .testing()).load(path: path)
    } catch {
      guard case .invalid(let diagnostics) = error else {
        Issue.record("expected invalid")
        return
      }
      #expect(
        diagnostics.map(\.description) == [
          "\(path):2:9: error: terms: cannot read page 'nowhere.txt': no such file"
        ])
    }
  }
}
