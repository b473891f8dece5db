import ArgumentParser
import FormlineCore
import FoundationEssentials
import Glibc

@main
struct FormlineCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "formline",
    abstract: "Walk a person (or a script) through a form and write the answers.",
    // `formline FORM` (fill, the default subcommand) is how formline is run; say so first.
    usage: """
      formline <form> [<options>]         (runs fill, the default subcommand)
      formline <subcommand> [<options>]
      """,
    discussion: """
      formline reads a form definition (JSON or YAML: FXForms field arrays, XLForm \
      sections), a cookiecutter.json or copier.yml questionnaire, or a JSON Schema, \
      asks one field at a time on the terminal with line editing, and writes \
      the answers as JSON, YAML, TOML, env or a Mustache template. Without a terminal it \
      reads one answer per line from standard input, or takes answers from files, \
      --set, the environment and defaults. See formline(1) and formline(5).
      """,
    version: FormlineVersion.current,
    subcommands: [
      FillCommand.self, ValidateCommand.self, SchemaCommand.self, ShowCommand.self,
      ParseDateCommand.self, ConvertCommand.self,
    ],
    defaultSubcommand: FillCommand.self
  )

  static func main() {
    let arguments = AttachedValues.separated(Array(CommandLine.arguments.dropFirst()))
    if arguments.count == 2, arguments[0] == "--generate-completion-script",
      let script = CompletionScript.generate(forShell: arguments[1])
    {
      print(script)
      return
    }
    if let settings = StartupShortcut.fillSettings(for: arguments) {
      do {
        try FillRun.perform(settings)
        return
      } catch {
        exitAfter(error)
      }
    }
    do {
      var command = try parsed(arguments)
      try command.run()
    } catch let status as ExitCode {
      exitAfter(status)
    } catch {
      // Usage errors quote what was typed, controls included: shown, never obeyed.
      let status = exitCode(for: error)
      let message = fullMessage(for: error)
      if status != .success, !message.isEmpty {
        StandardError.write(SafeText.neutralise(message) + "\n")
        Glibc.exit(status.rawValue)
      }
      exit(withError: error)
    }
  }

  /// The command `arguments` ask for.
  ///
  /// `validate --each`'s names are set aside while the parser reads the rest
  /// (`EachOperands`). Anything unexpected (a usage error, help, names the parser read
  /// otherwise) is left to the parser reading the whole command line, so its messages and
  /// results stay its own.
  static func parsed(_ arguments: [String]) throws -> any ParsableCommand {
    let (shortened, operands) = EachOperands.setAside(from: arguments)
    guard !operands.isEmpty, let command = try? parseAsRoot(shortened),
      var validate = command as? ValidateCommand,
      let names = operands.restored(into: validate.each)
    else { return try parseAsRoot(arguments) }
    validate.each = names
    return validate
  }

  /// Ends the process after `error`: an `ExitCode` (formline's own statuses, each said
  /// where it arose) is the status as it is; anything else is the parser's to word.
  ///
  /// Why not `exit(withError:)` for all: swift-argument-parser builds the whole help of the
  /// command first, even for a status with nothing to print (~4.3 M instructions, about as
  /// much as a 20-field fill; twice through `exitCode(for:)` and `fullMessage(for:)`).
  private static func exitAfter(_ error: any Error) -> Never {
    if let status = error as? ExitCode { Glibc.exit(status.rawValue) }
    exit(withError: error)
  }
}

/// The release's version, written here only.
///
/// The man pages' headers carry it too, and a test holds them to it (docs/releasing.md).
enum FormlineVersion {
  static let current = "0.2.0"
}
