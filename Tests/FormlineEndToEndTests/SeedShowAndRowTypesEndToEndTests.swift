import FormlineTestSupport
import Foundation
import Testing

/// XLForm's info rows and multivalued sections as `show` and the loader treat them.
struct SeedShowAndRowTypesEndToEndTests {
  /// An info row with a tag holds a value in the result, so `show` lists it.
  @Test func showListsALabelWithAKey() throws {
    let directory = try TemporaryDirectory()
    try directory.create(
      files: ["form.yaml"],
      contents: """
        - {tag: version, rowType: info, title: Version, value: "1.0"}
        - {tag: name, rowType: text, title: Name}

        """)
    let form = directory.file("form.yaml")
    let filled = try FormlineBinary.run([form, "-y", "--set", "name=Ada"])
    #expect(filled.stdout.contains("\"version\": \"1.0\""), "stderr: \(filled.stderr)")
    let show = try FormlineBinary.run(["show", form, "--set", "name=Ada"])
    #expect(show.status == 0, "stderr: \(show.stderr)")
    #expect(show.stdout == "  Version: 1.0\n  Name: Ada\n", "\(show.stdout)")
  }

  /// A multivalued section whose rows have different types asks every item as the first
  /// row's type; a row of another type is named in a warning rather than changed silently.
  @Test func aRowOfAnotherTypeInAMultivaluedSectionIsWarnedAbout() throws {
    let directory = try TemporaryDirectory()
    try directory.create(
      files: ["form.yaml"],
      contents: """
        sections:
          - title: Things
            multivaluedTag: things
            sectionOptions: [canInsert, canDelete]
            rows:
              - {rowType: text, value: x}
              - {rowType: integer, value: 3}

        """)
    let run = try FormlineBinary.run(["validate", directory.file("form.yaml")])
    #expect(run.status == 0)
    #expect(
      run.stderr.contains(
        "form.yaml:7:19: warning: things: this integer row is asked as text, the type of the "
          + "section's first row (its value 3)"),
      "\(run.stderr)")
  }
}
