import FormlineTestSupport
import Foundation
import Testing

/// A custom type is asked as text, with a warning.
///
/// FXForms lets "any string as the type" name a custom cell, and XLForm registers custom
/// rows by type (`kMyAppCustomCellType`); the app's cell has no terminal form.
struct SeedCustomTypeEndToEndTests {
  @Test func aCustomTypeIsAskedAsTextWithAWarning() throws {
    let directory = try TemporaryDirectory()
    try directory.create(
      files: ["form.yaml"], contents: "- {tag: rating, rowType: myCustomType}\n")
    let form = directory.file("form.yaml")
    let run = try FormlineBinary.run([form], input: "5 stars\n", directory: directory.path)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"rating\": \"5 stars\"\n}\n")
    #expect(run.stderr.contains("form has 1 warning"), "stderr: \(run.stderr)")
    let validate = try FormlineBinary.run(["validate", form], directory: directory.path)
    #expect(validate.status == 0, "stderr: \(validate.stderr)")
    #expect(
      validate.stderr.contains(
        "form.yaml:1:26: warning: rating: custom type 'myCustomType' is asked as text"),
      "stderr: \(validate.stderr)")
  }

  /// The warning is printed once by `validate`, and once (then refused) under `--strict`.
  @Test func theWarningIsPrintedOnceWithAndWithoutStrict() throws {
    let directory = try TemporaryDirectory()
    try directory.create(
      files: ["form.yaml"], contents: "- {tag: rating, rowType: myCustomType}\n")
    let form = directory.file("form.yaml")
    let warning = "warning: rating: custom type 'myCustomType' is asked as text"
    let plain = try FormlineBinary.run(["validate", form], directory: directory.path)
    #expect(plain.status == 0)
    #expect(plain.stderr.components(separatedBy: warning).count == 2, "\(plain.stderr)")
    let strict = try FormlineBinary.run(["validate", "--strict", form], directory: directory.path)
    #expect(strict.status == 65)
    #expect(strict.stderr.components(separatedBy: warning).count == 2, "\(strict.stderr)")
    #expect(strict.stderr.contains("invalid under --strict (1 warning)"), "\(strict.stderr)")
  }

  /// A name one or two letters from a built-in type is a typo, not a custom cell.
  @Test func aNameCloseToABuiltInIsStillAnError() throws {
    let directory = try TemporaryDirectory()
    try directory.create(files: ["form.yaml"], contents: "- {key: age, type: integr}\n")
    let run = try FormlineBinary.run(["validate", directory.file("form.yaml")])
    #expect(run.status == 65)
    #expect(run.stderr.contains("error: age: unknown type 'integr'"), "\(run.stderr)")
  }
}

/// XLForm's slider example: value 30, min 10, max 100, 4 steps.
struct SeedSliderEndToEndTests {
  static let form = """
    - tag: slider
      rowType: slider
      title: Slider
      value: 30
      cellConfigAtConfigure: {slider.maximumValue: 100, slider.minimumValue: 10, steps: 4}
    """

  @Test func anUntouchedDefaultIsKeptAsGiven() throws {
    let directory = try TemporaryDirectory()
    try directory.create(files: ["form.yaml"], contents: Self.form)
    let form = directory.file("form.yaml")
    let filled = try FormlineBinary.run([form, "-y"], directory: directory.path)
    #expect(filled.stdout == "{\n  \"slider\": 30\n}\n", "stderr: \(filled.stderr)")
    let schema = try FormlineBinary.run(["schema", form], directory: directory.path)
    #expect(schema.stdout.contains("\"default\": 30"))
    // A typed value still snaps to the positions.
    let typed = try FormlineBinary.run([form], input: "31\n", directory: directory.path)
    #expect(typed.stdout == "{\n  \"slider\": 32.5\n}\n", "stderr: \(typed.stderr)")
  }
}

/// FormKit's segment `nilMode`: what the segment holds before anything is chosen.
struct SeedSegmentNilModeEndToEndTests {
  @Test(arguments: [
    ("noSelection", "null"), ("firstSegment", "\"Free\""), ("lastSegment", "\"Team\""),
  ])
  func nilModePicksTheSegmentTakenWithoutAnAnswer(mode: String, value: String) throws {
    let directory = try TemporaryDirectory()
    try directory.create(
      files: ["form.yaml"],
      contents: "- {key: plan, type: selectorSegmentedControl, options: [Free, Pro, Team], "
        + "nilMode: \(mode)}\n")
    let form = directory.file("form.yaml")
    let run = try FormlineBinary.run([form, "-y"], directory: directory.path)
    #expect(run.stdout == "{\n  \"plan\": \(value)\n}\n", "stderr: \(run.stderr)")
    #expect(run.stderr.isEmpty, "no warning: \(run.stderr)")
  }
}

/// XLForm's selectors with `XLFormOptionsObject`s as options and as the row's value.
struct SeedOptionObjectValueEndToEndTests {
  static let options = """
        - {formValue: 0, formDisplayText: Option 1}
        - {formValue: 1, formDisplayText: Option 2}
        - {formValue: 2, formDisplayText: Option 3}
    """

  @Test func anOptionObjectAsTheValueIsItsFormValue() throws {
    let directory = try TemporaryDirectory()
    try directory.create(
      files: ["form.yaml"],
      contents: """
        - tag: selectorPush
          rowType: selectorPush
          title: Push
          selectorOptions:
        \(Self.options)
          value: {formValue: 1, formDisplayText: Option 2}
        - tag: multipleSelector
          rowType: multipleSelector
          title: Multiple Selector
          selectorOptions:
        \(Self.options)
          value: [{formValue: 0, formDisplayText: Option 1}, {formValue: 2, formDisplayText: Option 3}]
        """)
    let run = try FormlineBinary.run([directory.file("form.yaml"), "-y"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout == "{\n  \"selectorPush\": 1,\n  \"multipleSelector\": [\n    0,\n    2\n  ]\n}\n",
      "stderr: \(run.stderr)")
  }

  /// An object that is no option is named in the message, not left blank.
  @Test func anUnknownObjectIsNamed() throws {
    let directory = try TemporaryDirectory()
    try directory.create(
      files: ["form.yaml"],
      contents: "- {tag: size, rowType: selectorPush, selectorOptions: [S, M], "
        + "value: {big: true}}\n")
    let run = try FormlineBinary.run(["validate", directory.file("form.yaml")])
    #expect(run.status == 65)
    #expect(
      run.stderr.contains(#"invalid default: {"big":true} is not one of the choices"#),
      "stderr: \(run.stderr)")
  }
}
