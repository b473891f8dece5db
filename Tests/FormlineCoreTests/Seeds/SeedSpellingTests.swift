import Testing

@testable import FormlineCore

/// XLForm's own names (row types, section options, cell configuration) and FXForms' NSNull
/// headers.
struct SeedSpellingTests {
  @Test(arguments: [
    ("selectorPopover", FieldKind.text, ChoiceMode.single as ChoiceMode?),
    ("multipleSelectorPopover", .array, .multiple),
    ("XLFormRowDescriptorTypeSelectorPopover", .text, .single),
    ("XLFormRowDescriptorTypeMultipleSelector", .array, .multiple),
    ("XLFormRowDescriptorTypeText", .text, nil),
    ("XLFormRowDescriptorTypeDateTimeInline", .datetime, nil),
    ("XLFormRowDescriptorTypeBooleanSwitch", .boolean, nil),
    ("XLFormRowDescriptorTypeStepCounter", .integer, nil),
    ("zipCode", .text, nil),
  ])
  func xlFormRowTypes(name: String, kind: FieldKind, choice: ChoiceMode?) throws {
    let field = try TestForms.field("{tag: x, rowType: \(name), selectorOptions: [a, b]}")
    #expect(field.kind == kind)
    #expect(field.choices.mode == (choice ?? .single), "options make a choice either way")
    let plain = try TestForms.field("{tag: x, rowType: \(name)}")
    #expect(plain.kind == kind)
  }

  /// XLForm's README "MultiValued TextField": a section with insert/delete/reorder options
  /// and a tag, pre-filled with rows.
  static let multivaluedTextField = """
    sections:
      - title: MultiValued TextField
        sectionOptions: XLFormSectionOptionCanReorder | XLFormSectionOptionCanInsert | XLFormSectionOptionCanDelete
        multivaluedTag: textFieldRow
        rows:
          - {rowType: text, cellConfig: {textField.placeholder: Add a new tag}, value: family}
          - {rowType: text, cellConfig: {textField.placeholder: Add a new tag}, value: male}
          - {rowType: text, cellConfig: {textField.placeholder: Add a new tag}, value: female}
          - {rowType: text, cellConfig: {textField.placeholder: Add a new tag}, value: client}
          - {rowType: text, cellConfig: {textField.placeholder: Add a new tag}}
    """

  @Test func multivaluedSectionWithXLFormOptionsAndRows() throws {
    let loaded = try TestForms.load(Self.multivaluedTextField)
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    let field = try #require(loaded.form.fields.first)
    #expect(field.key == "textFieldRow")
    #expect(field.collection.abilities == CollectionOptions())
    #expect(field.collection.template?.placeholder == "Add a new tag")
    #expect(field.collection.template?.defaultValue == nil)
    // Piped: the rows are there first; a line adds one; an empty line ends the list.
    var driver = try FillScript(Self.multivaluedTextField)
    driver.fill(["vip", ""])
    #expect(
      driver.json == #"{"textFieldRow":["family","male","female","client","vip"]}"#)
    #expect(driver.problems.isEmpty)
  }

  /// Without a tag the rows would be dropped silently: refused instead.
  @Test func sectionOptionsWithoutATagIsAnError() {
    #expect(
      TestForms.problems(
        """
        sections:
          - title: Tags
            sectionOptions: XLFormSectionOptionCanInsert | XLFormSectionOptionCanDelete
            rows: [{rowType: text}]
        """) == [
          "form.yaml:3:21: error: a section with sectionOptions is multivalued and needs a "
            + "'multivaluedTag' naming its values"
        ])
  }

  /// XLForm's `cellConfigAtConfigure` / `cellConfig`: the settings with a terminal meaning.
  @Test func cellConfigCarriesPlaceholderRangesAndDates() throws {
    let loaded = try TestForms.load(
      """
      - tag: name
        rowType: text
        cellConfigAtConfigure: {textField.placeholder: Your name, textField.textAlignment: 2}
      - tag: count
        rowType: stepCounter
        cellConfigAtConfigure: {stepControl.minimumValue: 1, stepControl.maximumValue: 9, stepControl.stepValue: 2, stepControl.wraps: true}
      - tag: level
        rowType: slider
        cellConfigAtConfigure: {slider.minimumValue: 0, slider.maximumValue: 100, steps: 4}
      - tag: start
        rowType: date
        cellConfigAtConfigure: {minimumDate: 2026-01-01, datePicker.maximumDate: 2026-12-31}
      - tag: notes
        rowType: textView
        cellConfig: {textView.placeholder: Anything else?}
      """)
    let fields = loaded.form.fields
    #expect(fields[0].placeholder == "Your name")
    #expect(fields[1].minimum == .integer(1))
    #expect(fields[1].maximum == .integer(9))
    #expect(fields[1].numeric.step == 2)
    #expect(fields[2].minimum == .integer(0))
    #expect(fields[2].maximum == .integer(100))
    #expect(fields[2].numeric.steps == 4)
    #expect(fields[3].minimum == .string("2026-01-01"))
    #expect(fields[3].maximum == .string("2026-12-31"))
    #expect(fields[4].placeholder == "Anything else?")
    #expect(
      loaded.warnings.map(\.message) == [
        "cellConfig keys with no terminal equivalent ignored: textField.textAlignment"
      ])
    #expect(fields[1].numeric.stepWraps)
    var driver = try FillScript(
      "- {tag: start, rowType: date, cellConfig: {maximumDate: 2026-12-31}}")
    driver.fill(["2027-01-05"])
    #expect(driver.problems.count == 1)
  }

  /// FXForms: an NSNull header starts a section without a title.
  @Test func nullHeadersAndTitlesAreUntitled() throws {
    let form = try TestForms.form(
      """
      - {key: a, header: null}
      - {key: b, header: ~, footer: null}
      """)
    #expect(form.sections.map(\.title) == [nil, nil])
    #expect(form.sections.map(\.footer) == [nil, nil])
    let sections = try TestForms.form(
      #"{"sections": [{"title": null, "footer": null, "fields": ["a"]}]}"#, file: "form.json")
    #expect(sections.sections.map(\.title) == [nil])
    #expect(sections.sections.map(\.footer) == [nil])
  }
}
