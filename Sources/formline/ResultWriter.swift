import FormlineCore
import Foundation

/// Renders the result in the chosen format or template and writes it to stdout or,
/// atomically, to `--output`.
struct ResultWriter {
  let options: OutputOptions
  let form: Form

  func write(_ result: AnswerValue, printer: inout DiagnosticPrinter) throws {
    let text = try render(result, printer: &printer)
    guard let path = options.output else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return
    }
    do {
      try AtomicFile.write(text, to: path, mode: form.containsSecrets ? 0o600 : 0o644)
    } catch {
      printer.print(error)
      throw ExitStatus.cannotWrite
    }
  }

  private func render(_ result: AnswerValue, printer: inout DiagnosticPrinter) throws -> String {
    do {
      if let template = options.template {
        let source = try FormInput.readFile(template, printer: &printer)
        return try TemplateRenderer.render(
          template: source, templateName: template, answers: result)
      }
      switch options.resolvedFormat {
      case .json: return JSONWriter.render(result)
      case .yaml: return try YAMLWriter.render(result)
      case .toml: return try TOMLWriter.render(result)
      case .env: return try EnvWriter.render(result)
      }
    } catch let error as OutputError {
      printer.print(error.diagnostic)
      throw ExitStatus.invalidData
    }
  }
}
