import Testing

@testable import FormlineCore

/// FXForms' `class` and view-controller keys, and XLForm's action objects, as their READMEs
/// use them.
struct SeedClassAndControllerTests {
  /// FXForms sets `class` to a subform's class beside its fields: the fields decide.
  @Test func subformClassBesideFieldsKeepsTheSubform() throws {
    var driver = try FillScript(
      """
      - key: preferences
        class: PreferencesForm
        fields: [{key: theme}, {key: volume, type: integer}]
      """)
    let field = try TestForms.field(
      "{key: preferences, class: PreferencesForm, fields: [theme]}")
    #expect(field.kind == .form)
    #expect(field.valueClass == nil)
    driver.fill(["dark", "7"])
    #expect(driver.json == #"{"preferences":{"theme":"dark","volume":7}}"#)
  }

  @Test func uiImageAndUIColorInferTheirKinds() throws {
    #expect(try TestForms.field("{key: avatar, class: UIImage}").kind == .image)
    #expect(try TestForms.field("{key: tint, class: UIColor}").kind == .color)
    var driver = try FillScript("- {key: tint, class: UIColor}")
    driver.fill(["red"])
    #expect(driver.json == ##"{"tint":"#ff0000"}"##)
  }

  @Test func anUnknownClassIsAWarningNotAPage() throws {
    let text = "- {key: nickname, class: MyNickname}"
    let field = try TestForms.field(String(text.dropFirst(2)))
    #expect(field.kind == .text)
    #expect(field.producesValue)
    #expect(
      try TestForms.warnings(text) == [
        "form.yaml:1:26: warning: nickname: class 'MyNickname' is not a value class or a view "
          + "controller; ignored"
      ])
  }

  @Test func viewControllerClassesAndKeysArePages() throws {
    for yaml in [
      "{key: terms, class: TermsViewController}",
      "{key: terms, controller: TermsViewController}",
      "{key: terms, viewController: TermsViewController}",
      // XLForm: `row.action.viewControllerClass = [MapViewController class]`.
      "{key: terms, type: button, action: {viewControllerClass: MapViewController}}",
    ] {
      let field = try TestForms.field(yaml)
      #expect(field.kind == .page, "\(yaml)")
      #expect(!field.producesValue, "\(yaml)")
    }
    var driver = try FillScript(
      "- {key: terms, controller: TermsViewController}\n- name")
    driver.fill(["Ann"])
    #expect(driver.json == #"{"name":"Ann"}"#)
  }

  /// XLForm's README: `row.action.formSelector = @selector(didTouchButton:)`.
  @Test func anXLFormActionObjectLoads() throws {
    let loaded = try TestForms.load(
      """
      - {tag: go, rowType: button, title: Go, action: {formSelector: "didTouchButton:"}}
      - {tag: where, rowType: selectorPush, options: [a, b], action: {viewControllerClass: MapViewController}}
      """)
    let fields = loaded.form.fields
    #expect(fields[0].kind == .button)
    #expect(fields[0].action == "didTouchButton:")
    #expect(fields[1].choices.mode == .single, "a value row keeps its type")
    #expect(
      loaded.warnings.map(\.message) == [
        "view controller 'MapViewController' has no terminal equivalent; the field is asked "
          + "as its type"
      ])
  }
}
