import ArgumentParser
import FormlineCore
import FoundationEssentials

/// `formline schema FORM`: the JSON Schema of the form's results.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema (draft 2020-12) of the form's result."
  )

  @Argument(
    help: ArgumentHelp("The form file (JSON or YAML).", valueName: "form"),
    completion: .file(extensions: ["yaml", "yml", "json"]))
  var form: String

  @OptionGroup var source: FormSourceOptions

  func run() throws {
    var printer = DiagnosticPrinter()
    let loaded = try FormInput.loadForm(
      form, dialect: source.dialect, allowsOutside: source.allowOutside,
      surroundings: Ambient.read().surroundings(now: Date()), printer: &printer)
    // A schema's form accepts exactly what its schema accepts: the schema is the answer,
    // with its references kept, rather than a re-derivation that could only lose keywords.
    let schema = loaded.sourceSchema ?? JSONSchemaWriter.schema(for: loaded)
    try StandardOutput.write(JSONWriter.render(schema))
  }
}
