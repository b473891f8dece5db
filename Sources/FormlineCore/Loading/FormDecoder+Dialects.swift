/// Documents written for other tools: parsed like any form file, then read by their
/// importer into the same `Form`, so one validation and one fill serve them all.
extension FormDecoder {
  func decodeDocument(text: String, file: String, dialect: FormDialect) -> Form? {
    guard dialect != .formline else { return decodeDocument(text: text, file: file) }
    let root: DocumentNode?
    do {
      root = try DocumentParser.parse(text, file: file)
    } catch {
      context.diagnostics.append(error)
      return nil
    }
    guard let root else {
      context.error("the questionnaire is empty", at: SourceLocation(file: file), path: nil)
      return nil
    }
    switch dialect {
    case .formline: return nil
    case .cookiecutter: return CookiecutterImporter(context: context, file: file).importForm(root)
    case .copier: return CopierImporter(context: context, file: file).importForm(root)
    }
  }
}
