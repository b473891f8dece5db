import ArgumentParser
import FormlineCore

/// `--from`: which tool's questionnaire the form file is, when its name does not say.
struct FormSourceOptions: ParsableArguments {
  /// The values `--from` takes; a new importer adds a case (for example `json-schema`).
  enum Kind: String, CaseIterable, ExpressibleByArgument {
    case formline
    case cookiecutter
    case copier
    case jsonSchema = "json-schema"
  }

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "Read the form as another tool's questionnaire (default: by file name).",
      valueName: "kind"))
  var from: Kind?

  @Flag(
    help: "Let includes and pages name files outside the form's directory.")
  var allowOutside = false

  var dialect: FormDialect? { from.flatMap { FormDialect(rawValue: $0.rawValue) } }
}
