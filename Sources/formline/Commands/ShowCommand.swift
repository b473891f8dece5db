import ArgumentParser
import FormlineCore
import FormlineTerminal
import FoundationEssentials

/// `formline show FORM --answers F`: the filled answers as a readable, sectioned summary.
struct ShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Print answers as a readable, sectioned summary (read-only; secrets masked)."
  )

  @Argument(
    help: ArgumentHelp("The form file (JSON or YAML).", valueName: "form"),
    completion: .file(extensions: ["yaml", "yml", "json"]))
  var form: String

  @OptionGroup var source: FormSourceOptions

  @OptionGroup var answers: AnswerOptions

  @Flag(help: "No colour (NO_COLOR and TERM=dumb are honoured too).")
  var noColor = false

  func run() throws {
    var printer = DiagnosticPrinter()
    let ambient = Ambient.read()
    let surroundings = ambient.surroundings(now: Date())
    let loaded = try FormInput.loadForm(
      form, dialect: source.dialect, allowsOutside: source.allowOutside,
      surroundings: surroundings, printer: &printer)
    let presets = try FormInput.presets(
      answers.sources, form: loaded, surroundings: surroundings, ambient: ambient,
      printer: &printer)
    let filled = FormInput.fillWithoutAsking(
      loaded, presets: presets, surroundings: surroundings)
    var invalid = false
    if case .invalid(let diagnostics) = filled.outcome {
      printer.print(diagnostics)
      invalid = true
    }
    let style = TerminalStyle(
      mode: ColorMode.decide(
        noColorFlag: noColor, noColorEnvironment: ambient.environment["NO_COLOR"],
        term: ambient.environment["TERM"], outputIsTerminal: ambient.standardOutputIsTerminal))
    print(AnswerSummary(session: filled.session, style: style).text, terminator: "")
    // The summary is shown either way; the status still says the answers have problems.
    if invalid { throw ExitStatus.invalidData }
  }
}
