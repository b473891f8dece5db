import ArgumentParser
import FormlineCore
import FormlineTerminal

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

  @Argument(
    help: ArgumentHelp("The form file (JSON or YAML).", valueName: "form"),
    completion: .file(extensions: ["yaml", "yml", "json"]))
  var form: String

  @OptionGroup var source: FormSourceOptions
  @OptionGroup var answers: AnswerOptions
  @OptionGroup var output: OutputOptions

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "Edit this config file in place: its answers are read, what is missing (or picked on review) is asked, and only the text of what changed is rewritten. Same as -a FILE -o FILE.",
      valueName: "file"),
    completion: .file(extensions: ["yaml", "yml", "json", "jsonc", "toml"]))
  var edit: String?

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "Leave this optional property out of the result (removed from a file edited in place). Repeatable.",
      valueName: "path"))
  var unset: [String] = []

  @Flag(
    help: "Print the unified diff of what would change in the --output file instead of writing it.")
  var diff = false

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

  @Flag(help: "List the form's warnings in full (without it, a fill says only how many).")
  var verbose = false

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "Give up on a prompt left unanswered this long: exit 124, nothing written.",
      valueName: "seconds"))
  var timeout: Double?

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "Also write the conversation (secrets masked) to this file.", valueName: "file"),
    completion: .file())
  var transcript: String?

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "Write the fill's events as JSON lines to this file or open descriptor (secrets left out).",
      valueName: "file|fd"))
  var events: String?

  func validate() throws {
    if edit != nil && (output.output != nil || output.template != nil) {
      throw ValidationError("--edit writes back to its own file: leave out --output and --template")
    }
    if diff && edit == nil && output.output == nil {
      throw ValidationError("--diff compares with a file: give --edit or --output")
    }
    if let timeout, !(timeout > 0 && timeout < 1e9) {
      throw ValidationError("--timeout must be a positive number of seconds")
    }
  }

  var settings: FillSettings {
    var sources = answers.sources
    var target = output.target
    if let edit {
      // The file's own answers come first, so other files and --set change them.
      sources.files.insert(edit, at: 0)
      target.path = edit
    }
    sources.removals = unset
    target.showsDiff = diff
    return FillSettings(
      form: form, dialect: source.dialect, allowsOutside: source.allowOutside,
      answers: sources, output: target,
      defaultsOnly: defaultsOnly,
      askAll: askAll, review: review, now: now, resume: resume, noColor: noColor,
      timeoutSeconds: timeout, transcript: transcript, events: events, verbose: verbose)
  }

  func run() throws {
    try FillRun.perform(settings)
  }
}
