import FoundationEssentials
import OrderedCollections

/// copier's `_external_data`: `name: file.yml` pairs whose YAML files templates read as
/// `_external_data.name.key`.
///
/// copier reads them lazily from the project it writes into, where a new project has none;
/// formline reads them when the questionnaire loads, beside copier.yml under the rule of
/// includes (never outside its directory). A missing file is an empty mapping, as copier
/// makes it; a path that is a template is rendered without answers, and is an empty
/// mapping when it needs one.
struct CopierExternalData {
  let context: LoadContext
  let templates: TemplateLoading

  /// The mapping of every name to its file's data.
  func read(_ node: DocumentNode) -> AnswerValue {
    guard let members = node.members else {
      context.error(
        "_external_data is a mapping of names to files, not \(node.kindName)",
        at: node.location, path: nil)
      return .object([:])
    }
    var data: ObjectMembers = [:]
    for member in members {
      data[member.key] = read(member.value, name: member.key)
    }
    return .object(data)
  }

  private func read(_ node: DocumentNode, name: String) -> AnswerValue {
    let path = FieldPath.root.appending("_external_data").appending(name)
    guard let written = node.scalarText, !written.isEmpty else {
      context.error("a file name is needed", at: node.location, path: path)
      return .object([:])
    }
    var fileName = written
    if templates.syntax.mayContainTemplate(written) {
      guard let template = templates.template(written, at: node, path: path) else {
        return .object([:])
      }
      let empty = TemplateContext(
        variables: [:], now: Date(timeIntervalSince1970: 0), timeZone: .utc)
      guard let rendered = try? template.render(in: empty), !rendered.isEmpty else {
        return .object([:])
      }
      fileName = rendered
    }
    guard
      let file = NamedFile.locate(
        fileName, from: node.location, what: "_external_data file", path: path,
        context: context)
    else { return .object([:]) }
    guard FileSource.isRegularFile(file.absolute) else { return .object([:]) }
    guard
      let text = context.text(
        of: file, or: "cannot read '\(fileName)'", at: node.location, path: path)
    else { return .object([:]) }
    do {
      // copier loads the file with PyYAML's safe loader; empty is an empty mapping.
      guard let root = try DocumentParser.parse(text, file: file.shown) else {
        return .object([:])
      }
      return root.copierValue
    } catch {
      var diagnostic = error
      diagnostic.showsSource = false
      context.diagnostics.append(diagnostic)
      return .object([:])
    }
  }
}
