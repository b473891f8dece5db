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

  /// A name one or two letters from a built-in type is a typo, not a custom cell.
  @Test func aNameCloseToABuiltInIsStillAnError() throws {
    let directory = try TemporaryDirectory()
    try directory.create(files: ["form.yaml"], contents: "- {key: age, type: integr}\n")
    let run = try FormlineBinary.run(["validate", directory.file("form.yaml")])
    #expect(run.status == 65)
    #expect(run.stderr.contains("error: age: unknown type 'integr'"), "\(run.stderr)")
  }
}
