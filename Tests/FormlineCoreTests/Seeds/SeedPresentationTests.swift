import Testing

@testable import FormlineCore

/// Read-only values, template titles and placeholders as the seed READMEs define them.
struct SeedPresentationTests {
  /// FXForms: a keyed label shows its property's value; XLForm: formValues has one entry per
  /// tagged row, info rows included.
  @Test func keyedLabelsAndTaggedInfoRowsKeepTheirValue() throws {
    var driver = try FillScript(
      """
      - {key: version, type: label, default: 1.2.0}
      - {tag: build, rowType: info, value: 42}
      - {title: No key}
      - name
      """)
    driver.fill(["Ann"])
    #expect(driver.asked == ["name"])
    #expect(driver.json == #"{"version":"1.2.0","build":42,"name":"Ann"}"#)
  }

  /// FXForms 1.2.12: a template's title names the "add" action; items are named after the
  /// collection.
  @Test func templateTitleNamesOnlyTheAddAction() throws {
    var driver = try FillScript(
      "- {key: phone, template: {type: phone, title: Add Phone}}")
    var titles: [String] = []
    for line in ["+44 1", ""] {
      guard case .ask(let step, _, _) = driver.session.next() else { break }
      titles.append(step.field.title)
      driver.session.submit(line)
    }
    #expect(titles == ["Add Phone", "Add Phone"])
    #expect(driver.session.reviewItems().map(\.title) == ["Phone", "Phone #1"])
  }

  @Test func anEmptyTitleStillNamesTheFieldInTheReview() throws {
    var driver = try FillScript("- {key: nickname, title: \"\"}")
    driver.fill(["Al"])
    #expect(driver.session.form.fields[0].title == "")
    #expect(driver.session.reviewItems().map(\.title) == ["Nickname"])
  }

  /// FXForms: the placeholder item sets nil; with a default it is not offered.
  @Test func placeholderItemsFollowTheDefault() throws {
    var withDefault = try FillScript(
      "- {key: size, placeholder: None, default: m, options: [s, m, l]}")
    withDefault.fill(["1"])
    #expect(withDefault.json == #"{"size":"s"}"#)
    var withoutDefault = try FillScript(
      "- {key: size, placeholder: None, options: [s, m, l]}")
    withoutDefault.fill(["1"])
    #expect(withoutDefault.json == #"{"size":null}"#)
    var multiple = try FillScript(
      "- {key: extras, type: multipleSelector, placeholder: None, options: [cheese, ham]}")
    multiple.fill(["1"])
    #expect(multiple.json == #"{"extras":null}"#)
  }
}

/// XLForm: "If the value of the XLFormRowDescriptor object is nil, XLForm uses the
/// noValueDisplayText row property as display text" — and that is all it does.
struct SeedNoValueTextTests {
  static let form = """
    - {tag: repeat, rowType: selectorPush, title: Repeat, noValueDisplayText: Never,
       selectorOptions: [Never, Every Day, Every Week]}
    """

  @Test func itAddsNoMenuItem() throws {
    var first = try FillScript(Self.form)
    first.fill(["1"])
    #expect(first.json == #"{"repeat":"Never"}"#)
  }

  @Test func typingAnOptionWithTheSameTitleStoresTheOption() throws {
    var typed = try FillScript(Self.form)
    typed.fill(["Never"])
    #expect(typed.json == #"{"repeat":"Never"}"#)
  }

  @Test func itIsShownForNoValue() throws {
    var empty = try FillScript(
      "- {tag: size, rowType: selectorPush, noValueDisplayText: Pick one, selectorOptions: [S, M]}"
    )
    empty.fill([""])
    #expect(empty.json == #"{"size":null}"#)
    #expect(empty.session.reviewItems().map(\.text) == ["Pick one"])
  }
}
