import ArgumentParser
import FormlineCore

/// Where and how the result is written.
struct OutputOptions: ParsableArguments {
  @ArgumentParser.Option(
    name: [.customShort("o"), .long],
    help: ArgumentHelp(
      "Write the result to this file atomically (mode 0600 when the form has secrets); - or default: stdout.",
      valueName: "file"),
    completion: .file())
  var output: String?

  @ArgumentParser.Option(
    name: [.customShort("f"), .long],
    help: ArgumentHelp(
      "Result format: json, yaml, toml, env or cookiecutter-replay; default from --output's "
        + "extension, else json.",
      valueName: "format"),
    completion: .list(["json", "yaml", "toml", "env", "cookiecutter-replay"]))
  var format: String?

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "Render this Mustache template with the answers instead of a data format.",
      valueName: "file"),
    completion: .file())
  var template: String?

  func validate() throws {
    if let format, OutputFormat(name: format) == nil {
      throw ValidationError(
        "unknown format '\(format)'; use json, yaml, toml, env or cookiecutter-replay")
    }
    if output == "" {
      throw ValidationError("--output needs a file name, or - for standard output")
    }
    if format != nil && template != nil {
      throw ValidationError("--format and --template cannot be used together")
    }
  }

  /// `-o -` is standard output, as in other Unix tools.
  var target: OutputTarget {
    OutputTarget(path: output == "-" ? nil : output, formatName: format, template: template)
  }
}
