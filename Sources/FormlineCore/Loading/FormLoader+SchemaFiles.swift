import FoundationEssentials

extension FormLoader {
  /// The files a JSON Schema's `$ref`s name beside it, read as loading it as a form reads
  /// them (relative to the file that names them, under the directory rule), for a schema
  /// judged by the evaluator alone (`validate SCHEMA --answers`).
  /// - Parameters:
  ///   - root: The schema document.
  ///   - file: Its name.
  /// - Returns: The schema's URI and the files by the URI its references resolve to, or
  ///   every problem reading them.
  func schemaFiles(of root: DocumentNode, file: String) -> Result<
    (uri: String, files: [String: AnswerValue]), FormLoader.Failure
  > {
    let context = LoadContext(limits: limits, surroundings: surroundings)
    let absolute = surroundings.absolute(file)
    let base = PathText.parent(of: absolute)
    context.baseDirectories[file] = base
    context.enclosingDirectory = allowsOutside ? nil : FormLoader.canonical(base)
    let uri = URL(fileURLWithPath: absolute, isDirectory: false).absoluteString
    let main = JSONSchemaDocument(root: root, file: file, uri: uri)
    let files = JSONSchemaFiles(main: main, context: context)
    if context.hasErrors { return .failure(.invalid(FormLoader.inFileOrder(context.diagnostics))) }
    return .success((uri, files.values))
  }
}
