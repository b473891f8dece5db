import ArgumentParser
import FormlineCore
import FoundationEssentials

/// `formline convert FILE`: the equivalent native form, as YAML.
struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Print a questionnaire (cookiecutter.json, copier.yml) as a formline form (YAML)."
  )

  @Argument(
    help: ArgumentHelp("The questionnaire or form file.", valueName: "file"),
    completion: .file(extensions: ["yaml", "yml", "json"]))
  var file: String

  @OptionGroup var source: FormSourceOptions

  func run() throws {
    var printer = DiagnosticPrinter()
    let loaded = try FormInput.loadForm(
      file, dialect: source.dialect, allowsOutside: source.allowOutside,
      surroundings: Ambient.read().surroundings(now: Date()), printer: &printer)
    if loaded.dialect == .formline {
      // Already a formline form: printed as written (comments, includes and all), which
      // fills to the same results by definition.
      let name = file == "-" ? "standard input" : SafeText.neutraliseSingleLine(file)
      StandardError.write(
        "formline: \(name) is already a formline form; "
          + "printed as it is\n")
      // Standard input was read by the loader, and is printed from what it read.
      let text = try printer.rememberedText(of: file) ?? FormInput.readFile(file, printer: &printer)
      try StandardOutput.write(text)
      return
    }
    do {
      try StandardOutput.write(NativeFormWriter.yaml(for: loaded))
    } catch let error as ConvertError {
      printer.print(.error(error.message, at: error.location ?? SourceLocation(file: file)))
      throw ExitCode(65)
    }
  }
}
