import FormlineTestSupport
import Foundation
import Testing

/// A cookiecutter.json in a pseudo-terminal: derived defaults offered, followed from the
/// review, kept in drafts for `--resume`, and offered again by `--ask-all`.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct QuestionnaireInteractiveEndToEndTests: TerminalSuite {
  let directory: TemporaryDirectory
  let file: String

  init() throws {
    directory = try TemporaryDirectory()
    file = directory.file("cookiecutter.json")
    try """
    {"project_name": "My App",
     "slug": "{{ cookiecutter.project_name|lower|replace(' ', '-') }}",
     "license": ["MIT", "BSD"],
     "__prompts__": {"project_name": "Project name"}}
    """.write(toFile: file, atomically: true, encoding: .utf8)
  }

  private func start(_ arguments: [String]) throws -> PseudoTerminal {
    try start([file] + arguments, environment: [:])
  }

  @Test func anAnswerEditedInTheReviewIsFollowedByItsDerivedDefault() throws {
    let terminal = try start([])
    try terminal.expect("Project name [My App]: ")
    terminal.send("Big Thing" + TerminalKeys.enter)
    try terminal.expect("slug [big-thing]: ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("license [MIT]: ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("2. slug: big-thing")
    try terminal.expect("Enter to finish: ")
    terminal.send("1" + TerminalKeys.enter)
    try terminal.expect("Project name [My App]: ")
    terminal.send(TerminalKeys.controlU + "Small Box" + TerminalKeys.enter)
    try terminal.expect("2. slug: small-box")
    try terminal.expect("Enter to finish: ")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(
      terminal.capturedOutput
        == "{\n  \"project_name\": \"Small Box\",\n  \"slug\": \"small-box\",\n  \"license\": \"MIT\"\n}\n"
    )
  }

  @Test func aDraftResumesWithTheDerivedAnswerKept() throws {
    let output = directory.file("out.json")
    let first = try start(["-o", output, "--no-review"])
    try first.expect("Project name [My App]: ")
    first.send("Big Thing" + TerminalKeys.enter)
    try first.expect("slug [big-thing]: ")
    first.send("custom" + TerminalKeys.enter)
    try first.expect("license [MIT]: ")
    first.send(TerminalKeys.controlC)
    try first.expect("--resume")
    #expect(try first.waitForExit() == 130)
    let second = try start(["-o", output, "--resume", "--no-review"])
    try second.expect("license [MIT]: ")
    second.send("2" + TerminalKeys.enter)
    #expect(try second.waitForExit() == 0)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == "{\n  \"project_name\": \"Big Thing\",\n  \"slug\": \"custom\",\n  \"license\": \"BSD\"\n}\n"
    )
  }

  @Test func askAllOffersTheGivenAnswersForEditing() throws {
    let answers = directory.file("answers.json")
    try #"{"project_name": "A B", "license": "BSD"}"#
      .write(toFile: answers, atomically: true, encoding: .utf8)
    let terminal = try start(["-a", answers, "--ask-all", "--no-review"])
    try terminal.expect("Project name [My App]: A B")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("slug [a-b]: ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("license [MIT]: BSD")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(
      terminal.capturedOutput
        == "{\n  \"project_name\": \"A B\",\n  \"slug\": \"a-b\",\n  \"license\": \"BSD\"\n}\n")
  }

  @Test func showPrintsTheAnswersWithDerivedDefaultsWorkedOut() throws {
    let run = try FormlineBinary.run(["show", file, "--set", "project_name=Big Thing"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "  Project name: Big Thing\n  slug: big-thing\n  license: MIT\n")
  }
}

/// cookiecutter asks a dictionary as JSON; so does formline.
struct CookiecutterDictionaryEndToEndTests {
  @Test func aDictionaryIsAskedAsJSONAfterTheOtherKeys() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("cookiecutter.json")
    try #"{"settings": {"debug": false}, "name": "app"}"#
      .write(toFile: file, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([file], input: "web\n{\"debug\": true, \"port\": 80}\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout
        == "{\n  \"name\": \"web\",\n  \"settings\": {\n    \"debug\": true,\n    \"port\": 80\n  }\n}\n"
    )
    let bad = try FormlineBinary.run([file, "-y", "--set", "settings={debug}"])
    #expect(bad.status == 65)
    #expect(bad.stderr.contains("settings: not valid JSON"))
  }
}

/// A derived default inside a collection item reads the item's own earlier answers.
struct ItemDerivedDefaultEndToEndTests {
  @Test func anItemsDefaultIsWorkedOutFromItsSiblings() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("form.yaml")
    try """
    fields:
      - key: project
        default: Demo
      - key: services
        type: array
        template:
          fields:
            - key: name
            - key: image
              default: "{{ project | lower }}/{{ name }}"
    """.write(toFile: file, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([file], input: "Shop\nweb\n\napi\nmy/api\n\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("\"name\": \"web\",\n      \"image\": \"shop/web\""))
    #expect(run.stdout.contains("\"name\": \"api\",\n      \"image\": \"my/api\""))
  }
}
