import FormlineTestSupport
import Foundation
import Testing

/// Commands typed on a line that already holds text (an answer offered again, one just
/// refused) are commands, as they are on an empty line: the built binary in a
/// pseudo-terminal going back, asking for help, clearing and aborting after a pre-fill,
/// and multi-line text whose first line is emptied.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct PrefilledCommandsEndToEndTests: TerminalSuite {
  let directory: TemporaryDirectory
  static let contactsForm = Fixture.packageRoot.appendingPathComponent("Examples/contacts.yaml")
    .path

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func result(_ terminal: PseudoTerminal) throws -> [String: Any] {
    let data = Data(terminal.capturedOutput.utf8)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func backTypedAfterTheOfferedAnswerReachesTheFirstQuestion() throws {
    let form = try file("- key: city\n- key: street\n- key: zip\n", name: "form.yaml")
    let terminal = try start([form, "--no-review"])
    try terminal.expect("City: ")
    terminal.send("Oslo" + TerminalKeys.enter)
    try terminal.expect("Street: ")
    terminal.send("Main" + TerminalKeys.enter)
    try terminal.expect("Zip: ")
    terminal.send("<" + TerminalKeys.enter)
    // Street is offered again as "Main"; `<` typed after it goes back again.
    try terminal.expect("Street: Main")
    terminal.send("<" + TerminalKeys.enter)
    try terminal.expect("City: Oslo")
    terminal.send("<" + TerminalKeys.enter)
    try terminal.expect("this is the first question")
    try terminal.expect("City: Oslo")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Street: Main")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Zip: ")
    terminal.send("0150" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let answers = try result(terminal)
    #expect(answers["city"] as? String == "Oslo")
    #expect(answers["street"] as? String == "Main")
    #expect(answers["zip"] as? String == "0150")
  }

  @Test func backAfterTheOfferedAnswerInAReviewEditLeavesItAsItWas() throws {
    let answers = try file(
      #"{"owner": "me", "contacts": [{"name": "Ada", "tags": ["math"]}]}"#, name: "in.json")
    let terminal = try start([Self.contactsForm, "-a", answers, "--review"])
    try terminal.expect("Number to edit")
    terminal.send("3" + TerminalKeys.enter)
    try terminal.expect("Name *: Ada")
    terminal.send("<" + TerminalKeys.enter)
    try terminal.expect("Number to edit")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let contacts = try #require(try result(terminal)["contacts"] as? [[String: Any]])
    #expect(contacts.first?["name"] as? String == "Ada")
  }

  @Test func helpAfterARefusedAnswerIsHelpAndTheAnswerStaysOnTheLine() throws {
    let form = try file("- {key: port, type: integer}\n", name: "form.yaml")
    let terminal = try start([form, "--no-review"])
    try terminal.expect("Port: ")
    terminal.send("Web_1" + TerminalKeys.enter)
    try terminal.expect("✗")
    try terminal.expect("Port: Web_1")
    terminal.send("?" + TerminalKeys.enter)
    try terminal.expect("Commands:")
    try terminal.expect("Port: ")
    terminal.send("8080" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(try result(terminal)["port"] as? Int == 8080)
  }

  @Test func clearAndAbortAfterTheOfferedAnswerAreCommands() throws {
    let form = try file("- key: city\n- key: street\n", name: "form.yaml")
    let answers = try file(#"{"city": "Oslo", "street": "Main"}"#, name: "in.json")
    let clearing = try start([form, "-a", answers, "--ask-all", "--no-review"])
    try clearing.expect("City: Oslo")
    clearing.send(":clear" + TerminalKeys.enter)
    try clearing.expect("Street: Main")
    clearing.send(TerminalKeys.enter)
    #expect(try clearing.waitForExit() == 0)
    let cleared = try result(clearing)
    #expect(cleared["city"] is NSNull || cleared["city"] == nil)
    #expect(cleared["street"] as? String == "Main")

    let aborting = try start([form, "-a", answers, "--ask-all", "--no-review"])
    try aborting.expect("City: Oslo")
    aborting.send(":abort" + TerminalKeys.enter)
    #expect(try aborting.waitForExit() == 1)
    #expect(aborting.capturedOutput.isEmpty)
  }

  @Test func aBackslashAfterTheOfferedAnswerTypesTheCommandsText() throws {
    let form = try file("- key: city\n", name: "form.yaml")
    let answers = try file(#"{"city": "Oslo"}"#, name: "in.json")
    let terminal = try start([form, "-a", answers, "--ask-all", "--no-review"])
    try terminal.expect("City: Oslo")
    terminal.send("\\?" + TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(try result(terminal)["city"] as? String == "Oslo?")
  }

  @Test func backAfterTheFirstLineOfAMultiLineTextGoesBack() throws {
    let form = try file("- key: city\n- {key: notes, type: longtext}\n", name: "form.yaml")
    let answers = try file(#"{"city": "Oslo", "notes": "first\nsecond"}"#, name: "in.json")
    let terminal = try start([form, "-a", answers, "--ask-all", "--no-review"])
    try terminal.expect("City: Oslo")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Notes: first")
    terminal.send("<" + TerminalKeys.enter)
    try terminal.expect("City: Oslo")
    terminal.send(TerminalKeys.controlU + "Bergen" + TerminalKeys.enter)
    try terminal.expect("Notes: first")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("… second")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("… ")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    let result = try result(terminal)
    #expect(result["city"] as? String == "Bergen")
    #expect(result["notes"] as? String == "first\nsecond")
  }

  @Test func emptyingTheFirstLineOfAMultiLineTextRemovesOnlyThatLine() throws {
    let form = try file("- {key: about, type: longtext}\n", name: "form.yaml")
    let answers = try file(#"{"about": "first\nsecond"}"#, name: "in.json")
    let terminal = try start([form, "-a", answers, "--review"])
    try terminal.expect("Number to edit")
    terminal.send("1" + TerminalKeys.enter)
    try terminal.expect("About: first")
    terminal.send(TerminalKeys.controlU + TerminalKeys.enter)
    try terminal.expect("… second")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("… ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("Number to edit")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(try result(terminal)["about"] as? String == "second")
  }
}
