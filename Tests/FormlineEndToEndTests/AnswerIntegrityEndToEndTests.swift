import FormlineTestSupport
import Foundation
import Testing

/// Nothing a person types is lost or altered: the built binary in a pseudo-terminal moving
/// and deleting items with nested lists, multi-line text asked again, secrets kept from the
/// review, `--ask-all` over collections, and results the review accepts being writable.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct AnswerIntegrityEndToEndTests: TerminalSuite {
  let directory: TemporaryDirectory
  static let contactsForm = Fixture.packageRoot.appendingPathComponent("Examples/contacts.yaml")
    .path

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func contactsAnswers(bobsTags: String = #"["x"]"#) throws -> String {
    try file(
      """
      {"owner": "me", "contacts": [
        {"name": "Ada", "email": "ada@example.com", "tags": ["math", "logic"]},
        {"name": "Bob", "tags": \(bobsTags)}]}
      """, name: "in.json")
  }

  private func result(_ terminal: PseudoTerminal) throws -> [String: Any] {
    let data = Data(terminal.capturedOutput.utf8)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  private func contacts(_ result: [String: Any]) -> [[String: Any]] {
    (result["contacts"] as? [[String: Any]]) ?? []
  }

  @Test func movingAContactDownKeepsItsTagsAndAsksNothing() throws {
    let terminal = try start([Self.contactsForm, "-a", try contactsAnswers(), "--review"])
    try terminal.expect("Number to edit")
    // 1 owner, 2 contacts, 3 Ada's name: move Ada down.
    terminal.send("v3" + TerminalKeys.enter)
    let shown = try terminal.expect("Number to edit")
    let beforeReview = shown.components(separatedBy: "Review").first ?? ""
    #expect(!beforeReview.contains("Tags"), "nothing is asked again: \(shown)")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let people = contacts(try result(terminal))
    #expect(people.map { $0["name"] as? String } == ["Bob", "Ada"])
    #expect(people.map { $0["tags"] as? [String] } == [["x"], ["math", "logic"]])
    #expect(people[1]["email"] as? String == "ada@example.com")
  }

  @Test func deletingAContactKeepsTheNextOnesTags() throws {
    let answers = try contactsAnswers(bobsTags: #"["x", "y", "z"]"#)
    let terminal = try start([Self.contactsForm, "-a", answers, "--review"])
    try terminal.expect("Number to edit")
    terminal.send("-3" + TerminalKeys.enter)
    try terminal.expect("Delete Contacts #1 and the 6 answers in it? (y/N): ")
    terminal.send("y" + TerminalKeys.enter)
    let shown = try terminal.expect("Number to edit")
    let beforeReview = shown.components(separatedBy: "Review").first ?? ""
    #expect(!beforeReview.contains("Tags"), "nothing is asked again: \(shown)")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let people = contacts(try result(terminal))
    #expect(people.map { $0["name"] as? String } == ["Bob"])
    #expect(people.map { $0["tags"] as? [String] } == [["x", "y", "z"]])
  }

  @Test func deletingFromAnyLineOfAContactAsksFirst() throws {
    let terminal = try start([Self.contactsForm, "-a", try contactsAnswers(), "--review"])
    try terminal.expect("Number to edit")
    // 4 is Ada's email: her whole contact would go, so formline asks; no keeps it.
    terminal.send("-4" + TerminalKeys.enter)
    try terminal.expect("Delete Contacts #1 and the 6 answers in it? (y/N): ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("nothing deleted")
    try terminal.expect("Number to edit")
    // 6 is Ada's Tags line: the same contact, the same question.
    terminal.send("-6" + TerminalKeys.enter)
    try terminal.expect("Delete Contacts #1 and the 6 answers in it? (y/N): ")
    terminal.send("n" + TerminalKeys.enter)
    try terminal.expect("Number to edit")
    // 7 is one of Ada's tags: a single answer goes without a question.
    terminal.send("-7" + TerminalKeys.enter)
    try terminal.expect("Number to edit")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let people = contacts(try result(terminal))
    #expect(people.map { $0["name"] as? String } == ["Ada", "Bob"])
    #expect(people.map { $0["tags"] as? [String] } == [["logic"], ["x"]])
  }

  @Test func multiLineTextSurvivesGoingBack() throws {
    let form = try file("- {key: notes, type: longtext}\n- key: city\n", name: "form.yaml")
    let terminal = try start([form, "--no-review"])
    try terminal.expect("Notes: ")
    terminal.send("first" + TerminalKeys.enter)
    try terminal.expect("… ")
    terminal.send("second" + TerminalKeys.enter)
    try terminal.expect("… ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("City: ")
    terminal.send("<" + TerminalKeys.enter)
    // Each line is offered again on its own; Enter on each keeps it.
    try terminal.expect("Notes: first")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("… second")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("… ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("City: ")
    terminal.send("Oslo" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(try result(terminal)["notes"] as? String == "first\nsecond")
  }

  @Test func multiLineTextFromAnEditorIsKeptByteForByte() throws {
    // An "editor" that changes nothing but adds the final newline editors add.
    let editor = try file("#!/bin/sh\nprintf '\\n' >> \"$1\"\n", name: "editor.sh")
    #expect(chmod(editor, 0o755) == 0)
    let answers = try file(#"{"notes": "a\n\nb\n"}"#, name: "in.json")
    let form = try file("- {key: notes, type: longtext}\n", name: "form.yaml")
    // Run by sh rather than executed: exec of a file just written can fail with ETXTBSY
    // while another test's child still holds it open.
    let terminal = try start(
      [form, "-a", answers, "--ask-all", "--no-review"],
      environment: ["VISUAL": "/bin/sh '\(editor)'"])
    #expect(try terminal.waitForExit() == 0)
    #expect(try result(terminal)["notes"] as? String == "a\n\nb\n")
  }

  /// `--ask-all` over a value with an ESC and a bidi override: not put on the edit line
  /// (libedit dropped the ESC, the terminal showed the override raw), shown made visible,
  /// and Enter keeps it byte for byte.
  @Test func aKnownValueWithControlsIsShownVisiblyAndKeptByEnter() throws {
    let answers = try file(#"{"name": "a\u001b[2Jb\u202ec"}"#, name: "in.json")
    let form = try file("- name\n- other\n", name: "form.yaml")
    let terminal = try start([form, "-a", answers, "--ask-all", "--no-review"])
    try terminal.expect("current: a^[[2Jb\\u{202E}c (Enter keeps it")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Other")
    terminal.send("x" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(try result(terminal)["name"] as? String == "a\u{1B}[2Jb\u{202E}c")
    #expect(!String(decoding: terminal.rawOutput, as: UTF8.self).contains("\u{1B}[2J"))
  }

  @Test func anItemClearedInTheReviewIsRemovedAndTOMLIsCheckedBeforeFinishing() throws {
    let form = try file("- {key: tags, template: text}\n", name: "form.yaml")
    let output = directory.file("out.toml")
    let terminal = try start([form, "-o", output])
    try terminal.expect("Tags #1")
    terminal.send("a" + TerminalKeys.enter)
    try terminal.expect("Tags #2")
    terminal.send("b" + TerminalKeys.enter)
    try terminal.expect("Tags #3")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Number to edit")
    // 1 is the list, 2 and 3 its items: clear the first.
    terminal.send("2" + TerminalKeys.enter)
    try terminal.expect("Tags #1: a")
    terminal.send(TerminalKeys.controlU + ":clear" + TerminalKeys.enter)
    try terminal.expect("Number to edit")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(written.contains(#"tags = ["b"]"#), "written: \(written)")
  }

  @Test func theReviewRefusesAResultTheFormatCannotHold() throws {
    // A null inside a list cannot be written as TOML: the review says so and stays open.
    let form = try file("- {key: tags, template: text}\n", name: "form.yaml")
    let answers = try file(#"{"tags": ["a", null]}"#, name: "in.json")
    let output = directory.file("out.toml")
    let terminal = try start([form, "-a", answers, "-o", output])
    try terminal.expect("Number to edit")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("cannot write this as toml")
    try terminal.expect("Number to edit")
    terminal.send("3" + TerminalKeys.enter)
    try terminal.expect("Tags #2: ")
    terminal.send("b" + TerminalKeys.enter)
    try terminal.expect("Number to edit")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(written.contains(#"tags = ["a", "b"]"#), "written: \(written)")
  }

  @Test func enterKeepsASecretAndBackReturnsToTheReview() throws {
    let form = try file(
      "- user\n- {key: pin, type: password, required: true}\n- city\n", name: "form.yaml")
    let terminal = try start([form])
    try terminal.expect("User: ")
    terminal.send("ann" + TerminalKeys.enter)
    try terminal.expect("Pin *: ")
    terminal.send("s3cret" + TerminalKeys.enter)
    try terminal.expect("City: ")
    terminal.send("Rome" + TerminalKeys.enter)
    try terminal.expect("Number to edit")
    terminal.send("2" + TerminalKeys.enter)
    try terminal.expect("Pin *")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Number to edit")
    #expect(!terminal.screenText.contains("an answer is required"))
    terminal.send("3" + TerminalKeys.enter)
    try terminal.expect("City: Rome")
    terminal.send(TerminalKeys.controlU + "<" + TerminalKeys.enter)
    // Back from an edit returns to the review, not to another question.
    try terminal.expect("Number to edit")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(
      terminal.capturedOutput
        == "{\n  \"user\": \"ann\",\n  \"pin\": \"s3cret\",\n  \"city\": \"Rome\"\n}\n")
  }

  @Test func askAllOffersEachKnownItemAndMore() throws {
    let terminal = try start([
      Self.contactsForm, "-a", try contactsAnswers(), "--ask-all", "--no-review",
    ])
    try terminal.expect("Owner *: me")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Contacts › #1 › Name *: Ada")
    terminal.send(TerminalKeys.controlU + "Ada L." + TerminalKeys.enter)
    try terminal.expect("Email: ada@example.com")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Phone: ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Tags #1: math")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Tags #2: logic")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Tags #3")
    terminal.send("proofs" + TerminalKeys.enter)
    try terminal.expect("Tags #4")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("#2 › Name *: Bob")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Email: ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Phone: ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Tags #1: x")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Tags #2")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("#3 › Name *")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let people = contacts(try result(terminal))
    #expect(people.map { $0["name"] as? String } == ["Ada L.", "Bob"])
    #expect(people.map { $0["tags"] as? [String] } == [["math", "logic", "proofs"], ["x"]])
  }
}

/// `--now` is read by one strict reader in every command.
struct NowOptionEndToEndTests {
  @Test(arguments: [["-y"], ["validate"], ["parse-date", "today"]])
  func anImpossibleNowIsAUsageErrorEverywhere(_ command: [String]) throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try "- {key: day, type: date, default: today}\n".write(
      toFile: form, atomically: true, encoding: .utf8)
    let arguments =
      command.first == "parse-date"
      ? command + ["--now", "2026-02-30"]
      : (command == ["validate"] ? ["validate", form] : [form] + command) + ["--now", "2026-02-30"]
    let run = try FormlineBinary.run(arguments)
    #expect(run.status == 64, "stdout: \(run.stdout) stderr: \(run.stderr)")
    #expect(run.stderr.contains("2026-02-30"))
  }

  @Test func aDateAloneIsItsStart() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try "- {key: day, type: date, default: today}\n".write(
      toFile: form, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([form, "-y", "--now", "2026-03-01"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"day\": \"2026-03-01\"\n}\n")
  }
}

/// Item counts: `validate --answers` follows the rule the fill follows.
struct ItemCountEndToEndTests {
  @Test func validateRefusesAnEmptyRequiredCollectionAsTheFillDoes() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try "- {key: tags, template: text, required: true}\n".write(
      toFile: form, atomically: true, encoding: .utf8)
    let answers = directory.file("a.json")
    try #"{"tags": []}"#.write(toFile: answers, atomically: true, encoding: .utf8)
    let validated = try FormlineBinary.run(["validate", form, "--answers", answers])
    #expect(validated.status == 65, "stdout: \(validated.stdout)")
    #expect(validated.stderr.contains("tags: needs at least 1 item"))
    let piped = try FormlineBinary.run([form], input: "\n")
    #expect(piped.status == 65)
    #expect(piped.stderr.contains("tags: needs at least 1 item"))
  }

  /// An optional list with `minItems` refuses an empty list as a multi-select refuses
  /// `none`: one rule for both kinds.
  @Test func minItemsOnAnOptionalListRefusesNoItemsAsAMultiSelectDoes() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try """
    - {key: tags, template: text, minItems: 1}
    - {key: pets, type: multipleSelector, options: [cat, dog], minItems: 1}
    """.write(toFile: form, atomically: true, encoding: .utf8)
    func run(_ answers: String) throws -> FormlineBinary.Run {
      let file = directory.file("answers.json")
      try answers.write(toFile: file, atomically: true, encoding: .utf8)
      return try FormlineBinary.run([form, "-y", "-a", file])
    }
    let list = try run(#"{"tags": [], "pets": ["cat"]}"#)
    #expect(list.status == 65, "stdout: \(list.stdout)")
    #expect(list.stderr.contains("tags: needs at least 1 item"), "\(list.stderr)")
    let menu = try run(#"{"tags": ["a"], "pets": []}"#)
    #expect(menu.status == 65, "stdout: \(menu.stdout)")
    #expect(menu.stderr.contains("pets: needs at least 1 item"), "\(menu.stderr)")
    let both = try run(#"{"tags": ["a"], "pets": ["cat"]}"#)
    #expect(both.status == 0, "stderr: \(both.stderr)")
    // The example means what it says: an address book has at least one contact.
    let example = Fixture.packageRoot.appendingPathComponent("Examples/contacts.yaml").path
    let contacts = try FormlineBinary.run([example, "-y", "--set", "owner=me"])
    #expect(contacts.status == 65)
    #expect(contacts.stderr.contains("contacts: needs at least 1 item"), "\(contacts.stderr)")
  }

  /// `validate` warns about a bound that can never refuse anything.
  @Test func validateWarnsAboutABoundThatCannotBite() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try """
    - {key: tags, template: text, minItems: 0}
    - {key: pets, type: multipleSelector, options: [cat, dog], maxItems: 2}
    """.write(toFile: form, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["validate", form])
    #expect(run.status == 0)
    #expect(
      run.stderr.contains("warning: tags: minItems 0 can never refuse a list"), "\(run.stderr)")
    #expect(
      run.stderr.contains("warning: pets: maxItems 2 can never refuse a choice of these 2 options"),
      "\(run.stderr)")
  }
}

/// `validate` refuses rules no answer can meet.
struct ImpossibleRulesEndToEndTests {
  @Test func validateRefusesImpossibleBoundsWithTheirPosition() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try "- key: n\n  type: integer\n  min: 10\n  max: 5\n".write(
      toFile: form, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["validate", form])
    #expect(run.status == 65, "stdout: \(run.stdout)")
    #expect(run.stderr.contains("form.yaml:3:8: error: n: impossible bounds"), "\(run.stderr)")
  }
}

/// Every answer given in advance is used or reported.
struct UnusedAnswersEndToEndTests {
  @Test func anAnswerForAHiddenFieldIsReported() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try """
    - {key: pets, type: boolean, default: false}
    - key: vet
      when: "$pets == true"
      fields: [clinic]
    - key: name
    """.write(toFile: form, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([form, "-y", "--set", "vet.clinic=X", "--set", "name=A"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stderr.contains(
        "warning: vet.clinic: hidden by condition '$pets == true'; answer not used"),
      "stderr: \(run.stderr)")
    let validated = try FormlineBinary.run(["validate", form, "--set", "vet.clinic=X"])
    #expect(validated.status == 0)
    #expect(validated.stderr.contains("hidden by condition"), "stderr: \(validated.stderr)")
  }
}

/// Every problem with `--set` is listed at once, with suggestions and menu values.
struct SetProblemsEndToEndTests {
  @Test func anUnknownPathDoesNotHideTheOtherProblems() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try """
    - {key: environment, options: [development, staging, production]}
    - {key: replicas, type: integer}
    """.write(toFile: form, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([
      form, "-y", "--set", "enviroment=staging", "--set", "environment=4",
      "--set", "replicas=many",
    ])
    #expect(run.status == 65)
    #expect(run.stderr.contains("the form has no field 'enviroment'"), "\(run.stderr)")
    #expect(run.stderr.contains("did you mean 'environment'?"), "\(run.stderr)")
    #expect(
      run.stderr.contains("choose one of: development, staging, production"), "\(run.stderr)")
    #expect(run.stderr.contains("replicas:"), "\(run.stderr)")
  }
}
