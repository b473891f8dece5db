import FormlineTestSupport
import Foundation
import Testing

/// `offer: true`: the fields that can be left out are offered on a menu after the others,
/// not asked in turn.
struct OfferedFieldsEndToEndTests {
  static let form = """
    title: Service
    offer: true
    fields:
      - {key: name, required: true}
      - {key: port, type: integer, default: 8080, help: Port to listen on}
      - {key: debug, type: boolean, help: Log every request}
      - {key: tags, type: array}
      - key: proxy
        optional: true
        help: Outgoing proxy
        fields:
          - {key: host, required: true}
    """

  static func write(_ text: String, in directory: TemporaryDirectory) throws -> String {
    let file = directory.file("form.yaml")
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test func withoutAPersonOfferedFieldsTakeWhatIsGivenOrTheirDefault() throws {
    let directory = try TemporaryDirectory()
    let file = try Self.write(Self.form, in: directory)
    // One line answers the one field asked in turn.
    let piped = try FormlineBinary.run([file], input: "web\n")
    #expect(piped.status == 0, "stderr: \(piped.stderr)")
    #expect(
      piped.stdout
        == "{\n  \"name\": \"web\",\n  \"port\": 8080,\n  \"debug\": false,\n  \"tags\": []\n}\n")
    let given = try FormlineBinary.run([
      file, "-y", "--set", "name=x", "--set", "proxy.host=p", "--set", "port=1",
    ])
    #expect(given.status == 0, "stderr: \(given.stderr)")
    #expect(
      given.stdout
        == "{\n  \"name\": \"x\",\n  \"port\": 1,\n  \"debug\": false,\n  \"tags\": [],\n"
        + "  \"proxy\": {\n    \"host\": \"p\"\n  }\n}\n")
    let refused = try FormlineBinary.run([file, "-y", "--set", "name=x", "--set", "port=many"])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("port: 'many' is not a whole number"), "\(refused.stderr)")
  }

  @Test func askAllAsksEveryFieldInTurn() throws {
    let directory = try TemporaryDirectory()
    let file = try Self.write(Self.form, in: directory)
    let run = try FormlineBinary.run([file, "--ask-all"], input: "web\n9\ny\na\n\ny\nh\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout
        == "{\n  \"name\": \"web\",\n  \"port\": 9,\n  \"debug\": true,\n  \"tags\": [\n    \"a\"\n"
        + "  ],\n  \"proxy\": {\n    \"host\": \"h\"\n  }\n}\n")
  }

  @Test func offeredOnAFieldThatMustBeAskedIsAWarning() throws {
    let directory = try TemporaryDirectory()
    let file = try Self.write(
      "fields:\n  - {key: name, required: true, offered: true}\n  - {key: a, offered: true}\n",
      in: directory)
    let run = try FormlineBinary.run(["validate", file])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stderr.contains(
        "name: 'offered' does not apply to a required field, which is always asked; ignored"))
    // The required field is still asked; the offered one is not, without a person.
    let piped = try FormlineBinary.run([file], input: "n\nnot-read\n")
    #expect(piped.stdout == "{\n  \"name\": \"n\",\n  \"a\": null\n}\n", "\(piped.stderr)")
  }
}

/// The menu as a person meets it: picked fields asked, the menu back until Enter, what was
/// picked kept by back, the review and `--resume`.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct OfferedFieldsInteractiveEndToEndTests: TerminalSuite {
  let directory: TemporaryDirectory
  let file: String

  init() throws {
    directory = try TemporaryDirectory()
    file = try OfferedFieldsEndToEndTests.write(OfferedFieldsEndToEndTests.form, in: directory)
  }

  private func start(_ arguments: [String]) throws -> PseudoTerminal {
    try start([file] + arguments, environment: [:])
  }

  static let menu = "Also fill in (number or name; Enter: done): "

  @Test func aPickedFieldIsAskedAndTheMenuComesBackUntilEnter() throws {
    let terminal = try start([])
    try terminal.expect("Name *: ")
    terminal.send("web" + TerminalKeys.enter)
    try terminal.expect("1) Port — Port to listen on")
    try terminal.expect("4) Proxy — Outgoing proxy")
    try terminal.expect(Self.menu)
    terminal.send("2" + TerminalKeys.enter)
    try terminal.expect("Debug [y/N]: ")
    // Back from a picked field not answered yet: it is offered again, in the short list
    // the menu is once it was printed whole.
    terminal.send("<" + TerminalKeys.enter)
    try terminal.expect("  1) Port · 2) Debug · 3) Tags · 4) Proxy (? describes them)")
    try terminal.expect(Self.menu)
    terminal.send("proxy" + TerminalKeys.enter)
    try terminal.expect("Proxy › Host *: ")
    terminal.send("p.local" + TerminalKeys.enter)
    // The menu is back, without what was picked.
    try terminal.expect("3) Tags")
    try terminal.expect(Self.menu)
    terminal.send("?" + TerminalKeys.enter)
    // `?` prints it whole again.
    try terminal.expect("2) Debug — Log every request")
    try terminal.expect(Self.menu)
    terminal.send("debug" + TerminalKeys.enter)
    try terminal.expect("Debug [y/N]: ")
    terminal.send("y" + TerminalKeys.enter)
    try terminal.expect("2) Tags")
    try terminal.expect(Self.menu)
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Also fill in: Proxy, Debug")
    try terminal.expect("Enter to finish: ")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(
      terminal.capturedOutput
        == "{\n  \"name\": \"web\",\n  \"port\": 8080,\n  \"debug\": true,\n  \"tags\": [],\n"
        + "  \"proxy\": {\n    \"host\": \"p.local\"\n  }\n}\n")
  }

  @Test func theReviewPicksMoreAndResumeKeepsWhatWasPicked() throws {
    let output = directory.file("out.json")
    let first = try start(["-o", output])
    try first.expect("Name *: ")
    first.send("web" + TerminalKeys.enter)
    try first.expect(Self.menu)
    first.send("port" + TerminalKeys.enter)
    try first.expect("Port [8080]: ")
    first.send("9" + TerminalKeys.enter)
    try first.expect(Self.menu)
    first.send(TerminalKeys.controlC)
    try first.expect("--resume")
    #expect(try first.waitForExit() == 130)
    let second = try start(["-o", output, "--resume"])
    // Still open: the menu is offered again, without Port.
    try second.expect("1) Debug")
    try second.expect(Self.menu)
    second.send(TerminalKeys.enter)
    // The menu is listed before the fields picked from it.
    try second.expect("2. Also fill in: Port")
    try second.expect("3. Port: 9")
    try second.expect("Enter to finish: ")
    second.send("2" + TerminalKeys.enter)
    try second.expect(Self.menu)
    second.send("tags" + TerminalKeys.enter)
    try second.expect("Tags (empty line: no more): ")
    second.send("blue" + TerminalKeys.enter)
    try second.expect("Tags (empty line: no more): ")
    second.send(TerminalKeys.enter)
    try second.expect(Self.menu)
    second.send(TerminalKeys.enter)
    try second.expect("Also fill in: Port, Tags")
    try second.expect("Enter to finish: ")
    second.send(TerminalKeys.enter)
    #expect(try second.waitForExit() == 0)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == "{\n  \"name\": \"web\",\n  \"port\": 9,\n  \"debug\": false,\n  \"tags\": [\n"
        + "    \"blue\"\n  ]\n}\n")
  }
}
