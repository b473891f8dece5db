import FormlineTestSupport
import Foundation
import Testing

/// A form's warnings are for its author: `validate` and `--verbose` list them, a fill says
/// in one line how many there are and how to see them.
struct FormWarningsEndToEndTests {
  let directory: TemporaryDirectory
  let form: String

  init() throws {
    directory = try TemporaryDirectory()
    form = directory.file("my form.yaml")
    try
      "- key: notes\n  textView.font: Menlo\n  cell: FXFormCustomCell\n- key: port\n  default: 8080\n"
      .write(toFile: form, atomically: true, encoding: .utf8)
  }

  @Test func aFillCountsTheWarningsInOneLine() throws {
    let run = try FormlineBinary.run([form, "-y"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr == "formline: form has 2 warnings; formline validate '\(form)' shows them\n")
  }

  @Test func verboseAndValidateListTheWarningsInFull() throws {
    for arguments in [[form, "-y", "--verbose"], ["validate", form]] {
      let run = try FormlineBinary.run(arguments)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stderr.contains("textView.font"), "\(arguments): \(run.stderr)")
      #expect(run.stderr.contains("FXFormCustomCell"), "\(arguments): \(run.stderr)")
      #expect(!run.stderr.contains("shows them"), "\(arguments): \(run.stderr)")
    }
  }

  @Test func aFormWithoutWarningsSaysNothing() throws {
    let clean = directory.file("clean.yaml")
    try "- key: port\n  default: 8080\n".write(toFile: clean, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([clean, "-y"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty, "\(run.stderr)")
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
  func anInteractiveRunStartsWithTheCountNotTheSnippets() throws {
    let terminal = try PseudoTerminal(
      executable: FormlineBinary.path, arguments: [form, "--no-review"],
      environment: ["XDG_STATE_HOME": directory.file("state"), "NO_COLOR": "1"],
      currentDirectory: directory.path, standardOutput: .pipe)
    try terminal.expect("Notes: ")
    terminal.send("hi" + TerminalKeys.enter)
    try terminal.expect("Port [8080]: ")
    terminal.send(TerminalKeys.enter)
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.screenText.contains("form has 2 warnings"))
    #expect(!terminal.screenText.contains("textView.font"))
  }
}
