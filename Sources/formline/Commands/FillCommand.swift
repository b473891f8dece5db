import ArgumentParser
import FormlineCore
import FormlineTerminal
import Foundation

/// `formline [fill] FORM`: run the wizard, or fill without a person.
struct FillCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fill",
    abstract: "Run the wizard on a form and write the answers (the default subcommand).",
    discussion: """
      With a terminal on standard input, asks each field in turn with line editing; \
      prompts go to standard error, the result to standard output or --output. Without \
      one, reads one answer per line from standard input. Known answers (--set, \
      --answers, --env-prefix) are not asked unless --ask-all.
      """
  )

  @Argument(help: ArgumentHelp("The form file (JSON or YAML).", valueName: "form"))
  var form: String

  @OptionGroup var answers: AnswerOptions
  @OptionGroup var output: OutputOptions

  @Flag(
    name: [.customShort("y"), .customLong("defaults")],
    help: "Never ask: take answers, then defaults; fail listing every missing required field.")
  var defaultsOnly = false

  @Flag(help: "Ask every field, offering known answers as editable values.")
  var askAll = false

  @Flag(
    inversion: .prefixedNo,
    help: "Show the review-and-edit screen before finishing (default: on when interactive).")
  var review: Bool?

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "Reference instant for relative dates such as 'tomorrow' (ISO 8601).", valueName: "iso"))
  var now: String?

  @Flag(help: "Continue an interrupted run from its saved draft.")
  var resume = false

  @Flag(help: "No colour (NO_COLOR and TERM=dumb are honoured too).")
  var noColor = false

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "Give up on a prompt left unanswered this long: exit 124, nothing written.",
      valueName: "seconds"))
  var timeout: Double?

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "Also write the conversation (secrets masked) to this file.", valueName: "file"))
  var transcript: String?

  func validate() throws {
    if let timeout, !(timeout > 0 && timeout < 1e9) {
      throw ValidationError("--timeout must be a positive number of seconds")
    }
  }

  func run() throws {
    let ambient = Ambient.read()
    var printer = DiagnosticPrinter()
    let now = try FormInput.parseNow(self.now)
    let loadedForm = try FormInput.loadForm(form, printer: &printer)
    let presets = try FormInput.presets(
      answers, form: loadedForm, ambient: ambient, printer: &printer)
    let run = FillRun(command: self, ambient: ambient, form: loadedForm, now: now)
    try run.execute(presets: presets, printer: &printer)
  }
}
