/// Documents written for other tools: parsed like any form file, then read by their
/// importer into the same `Form`, so one validation and one fill serve them all.
extension FormDecoder {
  /// Decodes a form document of any dialect.
  ///
  /// - Parameters:
  ///   - text: The document.
  ///   - file: Its name, for messages and detection.
  ///   - dialect: The kind of document (`--from`); nil decides by the file name, then by a
  ///     `$schema` that names a JSON Schema draft.
  /// - Returns: The form, or nil when it is too broken to go on.
  func decodeDocument(text: String, file: String, dialect: FormDialect?) -> Form? {
    let named = dialect ?? FormDialect.detect(path: file)
    guard named != .formline || dialect == nil else {
      return decodeDocument(text: text, file: file)
    }
    if named == .copier {
      // copier reads every document of the file, and an empty one as no questions.
      return CopierImporter(context: context, file: file).importForm(text: text)
    }
    let empty = named == .formline ? "the form is empty" : "the questionnaire is empty"
    guard let root = parseRoot(text: text, file: file, whenEmpty: empty) else { return nil }
    switch named {
    case .formline:
      guard JSONSchemaImporter.declaresJSONSchema(root) else {
        var form = decodeForm(root, path: .root, nesting: 0)
        form?.file = file
        return form
      }
      return JSONSchemaImporter(context: context, file: file).importForm(root)
    case .jsonSchema: return JSONSchemaImporter(context: context, file: file).importForm(root)
    case .cookiecutter:
      var importer = CookiecutterImporter(context: context, file: file)
      return importer.importForm(root)
    case .copier: return nil
    }
  }
}
