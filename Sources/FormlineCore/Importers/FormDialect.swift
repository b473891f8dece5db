/// The kind of questionnaire a file holds: formline's own form, or one written for another
/// tool that formline runs unmodified.
///
/// Chosen by the file name, or by `--from`; a new importer is a new case here.
package enum FormDialect: String, Sendable, Hashable, CaseIterable {
  case formline
  case cookiecutter
  case copier
  /// A JSON Schema: chosen by `--from json-schema` or by a `$schema` naming a draft.
  case jsonSchema = "json-schema"

  /// The dialect a file name implies: `cookiecutter.json`, `copier.yml`, `copier.yaml`;
  /// anything else is a formline form.
  package static func detect(path: String) -> FormDialect {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    switch name {
    case "cookiecutter.json": return .cookiecutter
    case "copier.yml", "copier.yaml": return .copier
    default: return .formline
    }
  }
}
