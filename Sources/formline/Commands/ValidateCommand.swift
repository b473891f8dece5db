import ArgumentParser
import FormlineCore
import FormlineTerminal
import Foundation

/// `formline validate FORM [--answers F]`: every problem of a form, and of answers checked
/// against it, in one run.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check a form, and optionally answers against it; list every problem.",
    discussion: """
      Exit status 0 when valid, 65 when the form or the answers have problems, 66 when a \
      file cannot be read. Warnings (unknown keys) do not fail validation.
      """
  )

  @Argument(
    help: ArgumentHelp("The form file (JSON or YAML).", valueName: "form"),
    completion: .file(extensions: ["yaml", "yml", "json"]))
  var form: String

  @OptionGroup var answers: AnswerOptions

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "Reference instant for relative dates in bounds and answers (ISO 8601).", valueName: "iso"))
  var now: String?

  func run() throws {
    var printer = DiagnosticPrinter()
    let ambient = Ambient.read()
    let loaded = try FormInput.loadForm(form, printer: &printer)
    let checksAnswers =
      !answers.sources.isEmpty
    if checksAnswers {
      let presets = try FormInput.presets(
        answers.sources, form: loaded, ambient: ambient, printer: &printer)
      let filled = FormInput.fillWithoutAsking(
        loaded, presets: presets, now: try FormInput.parseNow(now), ambient: ambient)
      if case .invalid(let diagnostics) = filled.outcome {
        printer.print(diagnostics)
        throw ExitStatus.invalidData
      }
    }
    let count = FormStatistics(form: loaded).valueFieldCount
    print(
      "\(form): valid (\(count) field\(count == 1 ? "" : "s"))\(checksAnswers ? "; answers valid" : "")"
    )
  }
}

/// Counts for summaries.
struct FormStatistics {
  let form: Form

  var valueFieldCount: Int { count(form) }

  private func count(_ form: Form) -> Int {
    form.fields.reduce(0) { total, field in
      if let subform = field.subform { return total + count(subform) }
      return total + (field.producesValue ? 1 : 0)
    }
  }
}
