import FoundationEssentials

/// Loads `form: other.yaml` relative to the including file, refusing cycles, chains deeper
/// than the limit and files outside the form's directory.
///
/// Each file is read and parsed once however often it is included, and every use counts
/// its bytes and values against a total for the whole form, so a few small files that
/// include each other many times (an include bomb) stop with an error instead of filling
/// memory.
struct IncludeResolver {
  let context: LoadContext

  func load(_ include: String, from location: SourceLocation, path: FieldPath, nesting: Int)
    -> Form?
  {
    guard
      let file = NamedFile.locate(
        include, from: location, what: "include", path: path, context: context)
    else { return nil }
    if let start = context.includeStack.firstIndex(of: file.canonical) {
      let cycle = (context.includeStack[start...] + [file.canonical]).map {
        PathText.lastComponent(of: $0)
      }
      context.error(
        "include cycle: \(cycle.joined(separator: " → "))", at: location, path: path)
      return nil
    }
    guard context.includeStack.count < context.limits.maximumIncludeDepth else {
      context.error(
        "includes nested deeper than \(context.limits.maximumIncludeDepth) files",
        at: location, path: path)
      return nil
    }
    let document: IncludedDocument
    switch self.document(file) {
    case .failure(let failure):
      context.error("cannot include '\(include)': \(failure.message)", at: location, path: path)
      return nil
    case .success(let parsed):
      document = parsed
    }
    guard withinBudget(document, at: location, path: path) else { return nil }
    guard let root = document.root else { return nil }
    guard document.isForm else {
      // A key file or `/etc/shadow` read as YAML: decoding it would echo its text as
      // unknown keys, so only the including line is named.
      context.error(
        "cannot include '\(include)': not a form (a list of fields, or an object with "
          + "'fields' or 'sections')", at: location, path: path)
      return nil
    }
    context.includeStack.append(file.canonical)
    defer { context.includeStack.removeLast() }
    var form = FormDecoder(context: context).decodeForm(root, path: path, nesting: nesting)
    form?.file = file.shown
    return form
  }

  /// The file read and parsed, the first time it is named; the same result afterwards.
  private func document(_ file: NamedFile) -> Result<IncludedDocument, IncludeFailure> {
    if let known = context.includedDocuments[file.canonical] { return known }
    let result = readAndParse(file)
    context.includedDocuments[file.canonical] = result
    return result
  }

  private func readAndParse(_ file: NamedFile) -> Result<IncludedDocument, IncludeFailure> {
    let text: String
    do {
      text = try context.fileSource.read(file.absolute, named: file.shown)
    } catch {
      switch error {
      case .unreadable(let diagnostic), .invalid(let diagnostic):
        return .failure(IncludeFailure(message: diagnostic.message))
      }
    }
    context.baseDirectories[file.shown] = PathText.parent(of: file.absolute)
    var document = IncludedDocument(
      root: nil, isForm: false, bytes: text.utf8.count, values: 0)
    do {
      document.root = try DocumentParser.parse(text, file: file.shown)
      if document.root == nil {
        context.error("the form is empty", at: SourceLocation(file: file.shown), path: nil)
      }
    } catch {
      // A file that does not parse is not known to be a form: its lines are not quoted.
      var diagnostic = error
      diagnostic.showsSource = false
      context.diagnostics.append(diagnostic)
    }
    if let root = document.root {
      document.values = root.valueCount
      document.isForm = root.items != nil || root["fields"] != nil || root["sections"] != nil
    }
    if document.isForm { context.sources[file.shown] = text }
    return .success(document)
  }

  /// Adds one use of `document` to the totals; false (with the error, once) past a limit.
  private func withinBudget(
    _ document: IncludedDocument, at location: SourceLocation, path: FieldPath
  )
    -> Bool
  {
    let limits = context.limits
    context.includedBytes += document.bytes
    context.includedValues += document.values
    let over: String
    if context.includedBytes > limits.maximumIncludedBytes {
      over = "\(limits.maximumIncludedBytes) bytes"
    } else if context.includedValues > limits.maximumIncludedValues {
      over = "\(limits.maximumIncludedValues) values"
    } else {
      return true
    }
    if !context.includeBudgetReported {
      context.includeBudgetReported = true
      context.error(
        "includes add up to more than \(over), each use of a file counted", at: location,
        path: path)
    }
    return false
  }
}

/// Why an included file could not be read, repeated at each place that names it.
struct IncludeFailure: Error {
  var message: String
}
