import ArgumentParser
import FormlineCore
import FormlineTerminal
import Foundation

/// `formline show FORM --answers F`: the filled answers as a readable, sectioned summary.
struct ShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Print answers as a readable, sectioned summary (read-only; secrets masked)."
  )

  @Argument(help: ArgumentHelp("The form file (JSON or YAML).", valueName: "form"))
  var form: String

  @OptionGroup var answers: AnswerOptions

  @Flag(help: "No colour (NO_COLOR and TERM=dumb are honoured too).")
  var noColor = false

  func run() throws {
    var printer = DiagnosticPrinter()
    let ambient = Ambient.read()
    let loaded = try FormInput.loadForm(form, printer: &printer)
    let presets = try FormInput.presets(answers, form: loaded, ambient: ambient, printer: &printer)
    let session = FillSession(
      form: loaded, presets: presets,
      options: FillOptions(interactive: false, workingDirectory: ambient.workingDirectory))
    let wizard = Wizard(
      session: session, editor: PipedLineReader(fileDescriptor: -1),
      settings: Wizard.Settings(style: TerminalStyle(mode: .plain), review: false, defaultsOnly: true))
    let style = TerminalStyle(
      mode: ColorMode.decide(
        noColorFlag: noColor, noColorEnvironment: ambient.environment["NO_COLOR"],
        term: ambient.environment["TERM"], outputIsTerminal: ambient.standardOutputIsTerminal))
    var filled = session
    if case .invalid(let diagnostics) = wizard.run() {
      printer.print(diagnostics)
    }
    filled = wizard.finalSession
    print(AnswerSummary(session: filled, style: style).text, terminator: "")
  }
}
