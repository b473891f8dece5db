import FormlineTestSupport
import Foundation
import Testing

/// `--edit` at a terminal: the built binary in a pseudo-terminal, changing a commented
/// YAML file by answering its questions again.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct InPlaceEditInteractiveEndToEndTests {
  let directory: TemporaryDirectory
  let form: String
  let file: String
  static let original = "# people\n\n# the given name\nname: Ada  # first\ncity: Paris\n"

  init() throws {
    directory = try TemporaryDirectory()
    form = directory.file("form.yaml")
    try "- {key: name, required: false}\n- {key: city, required: false}\n".write(
      toFile: form, atomically: true, encoding: .utf8)
    file = directory.file("people.yaml")
    try Self.original.write(toFile: file, atomically: true, encoding: .utf8)
  }

  private var current: String { (try? String(contentsOfFile: file, encoding: .utf8)) ?? "" }

  /// `:clear` on the offered answer removes the property and its comment lines; the
  /// rest of the file stays as it was.
  @Test func clearOnAnOfferedAnswerRemovesThePropertyFromTheFile() throws {
    let terminal = try PseudoTerminal.formline(
      [form, "--edit", file, "--ask-all", "--no-review"], in: directory.path,
      state: directory.file("state"))
    try terminal.expect("Name: Ada")
    terminal.send(":clear" + TerminalKeys.enter)
    try terminal.expect("City: Paris")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(current == "# people\n\ncity: Paris\n")
  }

  /// `d` at the review prints the diff of the edit before anything is written.
  @Test func theReviewShowsWhatWillChangeInTheFile() throws {
    let terminal = try PseudoTerminal.formline(
      [form, "--edit", file, "--ask-all"], in: directory.path, state: directory.file("state"))
    try terminal.expect("Name: Ada")
    terminal.send(TerminalKeys.controlU + "Ana" + TerminalKeys.enter)
    try terminal.expect("City: Paris")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("d shows what will change in \(file)")
    try terminal.expect("Enter to finish: ")
    terminal.send("d" + TerminalKeys.enter)
    try terminal.expect("-name: Ada  # first")
    try terminal.expect("+name: Ana  # first")
    #expect(current == Self.original, "nothing is written before the review is finished")
    try terminal.expect("Enter to finish: ")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(current == Self.original.replacingOccurrences(of: "Ada", with: "Ana"))
  }

  /// `d` in a form with a secret: the diff is shown, the secret's old and new values
  /// masked, its line marked as changing.
  @Test func theReviewDiffMasksSecrets() throws {
    try "- {key: name, required: false}\n- {key: token, secret: true, required: false}\n"
      .write(toFile: form, atomically: true, encoding: .utf8)
    let original = "name: Ada\n# the API token\ntoken: hunter2\n"
    try original.write(toFile: file, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal.formline(
      [form, "--edit", file, "--ask-all"], in: directory.path, state: directory.file("state"))
    try terminal.expect("Name: Ada")
    terminal.send(TerminalKeys.controlU + "Ana" + TerminalKeys.enter)
    try terminal.expect("Token")
    terminal.send("swordfish" + TerminalKeys.enter)
    try terminal.expect("Enter to finish: ")
    terminal.send("d" + TerminalKeys.enter)
    try terminal.expect("+name: Ana")
    try terminal.expect("-token: ••••••")
    try terminal.expect("+token: •••••• (changed)")
    try terminal.expect("Enter to finish: ")
    #expect(!terminal.screenText.contains("hunter2"))
    #expect(!terminal.screenText.contains("swordfish"))
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(current == "name: Ana\n# the API token\ntoken: swordfish\n")
  }
}
