import FormlineTestSupport
import Foundation
import Testing

/// A cookiecutter `__` key is rendered, never asked: read-only at the review, and it follows
/// the answers it is made from when they change there.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct DerivedReadOnlyEndToEndTests {
  @Test func aRenderedKeyIsReadOnlyAndFollowsItsAnswers() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("cookiecutter.json")
    try """
    {"github_username": "janedoe", "project_slug": "pkg",
     "__gh_slug": "{{ cookiecutter.github_username }}/{{ cookiecutter.project_slug }}"}
    """.write(toFile: form, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal.formline(
      [form, "--review"], in: directory.path, state: directory.file("state"))
    try terminal.expect("github_username [janedoe]: ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("project_slug [pkg]: ")
    terminal.send(TerminalKeys.enter)
    try terminal.expect("janedoe/pkg (read-only)")
    try terminal.expect("Number to edit")
    terminal.send("3" + TerminalKeys.enter)
    try terminal.expect("that answer is read-only")
    terminal.send("1" + TerminalKeys.enter)
    try terminal.expect("github_username [janedoe]: janedoe")
    terminal.send(TerminalKeys.controlU + "bob" + TerminalKeys.enter)
    try terminal.expect("bob/pkg (read-only)")
    try terminal.expect("Number to edit")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(
      terminal.capturedOutput.contains(#""__gh_slug": "bob/pkg""#), "\(terminal.capturedOutput)")
  }
}
