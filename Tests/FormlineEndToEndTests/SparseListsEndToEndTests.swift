import FormlineTestSupport
import Foundation
import Testing

/// A list never holds a null nobody gave: `--set` past the next item and a null item in an
/// answers file are errors, and `validate` agrees with the fill and with `formline schema`.
struct SparseListsEndToEndTests {
  let directory: TemporaryDirectory
  let form: String
  static let contactsForm = Fixture.packageRoot.appendingPathComponent("Examples/contacts.yaml")
    .path

  init() throws {
    directory = try TemporaryDirectory()
    form = directory.file("form.yaml")
    try "- key: tags\n  template: text\n".write(toFile: form, atomically: true, encoding: .utf8)
  }

  @Test func setPastTheNextItemIsAnError() throws {
    let run = try FormlineBinary.run([form, "-y", "--set", "tags[2]=c"])
    #expect(run.status == 65)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("tags has 0 items, so the next is tags[0]"), "\(run.stderr)")
  }

  @Test func setInsideANewItemPastItsNextItemIsAnError() throws {
    let run = try FormlineBinary.run([
      Self.contactsForm, "-y", "--set", "owner=me", "--set", "contacts[0].name=Ada",
      "--set", "contacts[0].tags[1]=x",
    ])
    #expect(run.status == 65)
    #expect(
      run.stderr.contains("contacts[0].tags has 0 items, so the next is contacts[0].tags[0]"),
      "\(run.stderr)")
  }

  @Test func setItemsInTurnAddsThem() throws {
    let run = try FormlineBinary.run([
      form, "-y", "--set", "tags[0]=a", "--set", "tags[1]=b", "--set", "tags[0]=z",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let result = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(result?["tags"] as? [String] == ["z", "b"])
  }

  @Test func aNullItemInAnAnswersFileIsAnErrorForTheFillAndForValidate() throws {
    let answers = directory.file("in.json")
    try #"{"tags": ["a", null, "b"]}"#.write(toFile: answers, atomically: true, encoding: .utf8)
    let fill = try FormlineBinary.run([form, "-y", "-a", answers])
    #expect(fill.status == 65)
    #expect(fill.stderr.contains("in.json:1:16: error: tags[1]: a list item cannot be null"))
    let validate = try FormlineBinary.run(["validate", form, "-a", answers])
    #expect(validate.status == 65)
    #expect((validate.stdout + validate.stderr).contains("tags[1]: a list item cannot be null"))
    // The JSON Schema formline writes for the form refuses the same answers.
    let schema = try FormlineBinary.run(["schema", form])
    let written = try JSONSerialization.jsonObject(with: Data(schema.stdout.utf8)) as? [String: Any]
    let tags = (written?["properties"] as? [String: Any])?["tags"] as? [String: Any]
    #expect((tags?["items"] as? [String: Any])?["type"] as? String == "string")
  }
}
