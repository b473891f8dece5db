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

  /// A multivalued section whose rows have different types keeps each row's type, as
  /// XLForm does: `3` in an integer row after a text row stays the number 3, is read as a
  /// whole number when given again, and new items are asked as the first row.
  @Test func aRowOfAnotherTypeInAMultivaluedSectionKeepsItsType() throws {
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
    let form = directory.file("form.yaml")
    let validated = try FormlineBinary.run(["validate", form])
    #expect(validated.status == 0)
    #expect(!validated.stderr.contains("warning"), "\(validated.stderr)")
    let filled = try FormlineBinary.run([form, "-y", "-f", "yaml"])
    #expect(filled.stdout == "things:\n- x\n- 3\n", "stderr: \(filled.stderr)")
    let set = try FormlineBinary.run(
      [
        form, "-y", "-f", "yaml", "--set", "things[0]=w", "--set", "things[1]=4", "--set",
        "things[2]=5",
      ])
    #expect(set.stdout == "things:\n- w\n- 4\n- '5'\n", "stderr: \(set.stderr)")
    let refused = try FormlineBinary.run(
      [form, "-y", "--set", "things[0]=w", "--set", "things[1]=many"])
    #expect(refused.status != 0)
    #expect(refused.stderr.contains("not a whole number"), "\(refused.stderr)")
    let schema = try FormlineBinary.run(["schema", form])
    #expect(schema.stdout.contains("\"prefixItems\""), "\(schema.stdout)")
  }

  /// An empty row of another type is a new item, asked as the first row's type; that is
  /// said rather than done silently.
  @Test func anEmptyRowOfAnotherTypeIsWarnedAbout() throws {
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
              - {rowType: integer}

        """)
    let run = try FormlineBinary.run(["validate", directory.file("form.yaml")])
    #expect(run.status == 0)
    #expect(
      run.stderr.contains(
        "form.yaml:7:19: warning: things: this integer row is asked as text, the type of the "
          + "section's first row"),
      "\(run.stderr)")
  }
}
