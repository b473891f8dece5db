/// Documents written for other tools: parsed like any form file, then read by their
/// importer into the same `Form`, so one validation and one fill serve them all.
extension FormDecoder {
  func decodeDocument(text: String, file: String, dialect: FormDialect) -> Form? {
    guard dialect != .formline else { return decodeDocument(text: text, file: file) }
    guard let root = parseRoot(text: text, file: file, whenEmpty: "the questionnaire is empty")
    else { return nil }
    switch dialect {
    case .formline: return nil
    case .cookiecutter: return CookiecutterImporter(context: context, file: file).importForm(root)
    case .copier: return CopierImporter(context: context, file: file).importForm(root)
    }
  }
}
