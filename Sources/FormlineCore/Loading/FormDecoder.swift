/// Decodes a whole form document: the bare FXForms field array, or an object with
/// `fields` or XLForm `sections`.
struct FormDecoder {
  let context: LoadContext

  private static let formKeys: Set<String> = [
    "title", "description", "fields", "sections", "disabled", "requiredMarker", "dateOrder",
    "version", "$schema", "offer", "addAsteriskToRequiredRowsTitle", "undefined",
  ]

  /// - Returns: The form, or nil when it is too broken to go on (errors are in `context`).
  func decodeDocument(text: String, file: String, path: FieldPath = .root, nesting: Int = 0)
    -> Form?
  {
    guard let root = parseRoot(text: text, file: file, whenEmpty: "the form is empty") else {
      return nil
    }
    var form = decodeForm(root, path: path, nesting: nesting)
    form?.file = file
    return form
  }

  /// The document's root node, or nil with the syntax error (or `whenEmpty`) in `context`.
  func parseRoot(text: String, file: String, whenEmpty: String) -> DocumentNode? {
    let root: DocumentNode?
    do {
      root = try DocumentParser.parse(text, file: file)
    } catch {
      context.diagnostics.append(error)
      return nil
    }
    guard let root else {
      context.error(whenEmpty, at: SourceLocation(file: file), path: nil)
      return nil
    }
    return root
  }

  /// Decodes a form from a node: a list of fields or a form object.
  func decodeForm(_ node: DocumentNode, path: FieldPath, nesting: Int) -> Form? {
    if let items = node.items {
      var form = Form()
      form.sections = decodeFieldList(items, path: path, nesting: nesting)
      return form
    }
    guard let members = node.members else {
      context.error(
        "a form is a list of fields or an object with 'fields' or 'sections', not \(node.kindName)",
        at: node.location, path: path)
      return nil
    }
    var form = Form()
    let reader = NodeReader(context: context, path: path)
    form.title = reader.string(node["title"])
    form.description = reader.string(node["description"])
    form.disabled = reader.bool(node["disabled"]) ?? false
    // XLForm's `addAsteriskToRequiredRowsTitle: false` shows no marker; formline's own
    // default is to show one, and a `requiredMarker` given says which.
    if reader.bool(node["addAsteriskToRequiredRowsTitle"]) == false { form.requiredMarker = "" }
    form.requiredMarker = reader.string(node["requiredMarker"]) ?? form.requiredMarker
    form.dateOrder = reader.dateOrder(node["dateOrder"])
    if let undefined = node["undefined"] {
      switch reader.string(undefined) {
      case "empty": form.undefinedIsEmpty = true
      case "error": form.undefinedIsEmpty = false
      default:
        context.error(
          "'undefined' is 'error' (a template naming no answer fails) or 'empty' (it reads as "
            + "empty text)", at: undefined.location, path: path)
      }
    }
    for member in members where !FormDecoder.formKeys.contains(member.key) {
      context.warning(
        "unknown form key '\(member.key)' ignored", at: member.keyLocation, path: path,
        notes: NodeReader.suggestion(for: member.key, among: Array(FormDecoder.formKeys)))
    }
    switch (node["fields"], node["sections"]) {
    case (let fields?, nil):
      guard let items = fields.items else {
        context.error("'fields' must be a list", at: fields.location, path: path)
        return form
      }
      form.sections = decodeFieldList(items, path: path, nesting: nesting)
    case (nil, let sections?):
      guard let items = sections.items else {
        context.error("'sections' must be a list", at: sections.location, path: path)
        return form
      }
      let decoder = SectionDecoder(context: context)
      form.sections = items.compactMap { decoder.decode($0, path: path, nesting: nesting) }
    case (.some, .some):
      context.error(
        "a form has 'fields' or 'sections', not both", at: node.location, path: path)
    case (nil, nil):
      context.error("a form needs 'fields' or 'sections'", at: node.location, path: path)
    }
    if reader.bool(node["offer"]) == true { OfferedFields.offerOptional(in: &form.sections) }
    return form
  }

  /// FXForms' flat list: a `header` on a field starts a new section before it, a `footer`
  /// closes the current section after it.
  func decodeFieldList(_ items: [DocumentNode], path: FieldPath, nesting: Int) -> [Section] {
    var sections: [Section] = []
    var current = Section()
    var currentIsOpen = false
    let fieldDecoder = FieldDecoder(context: context)
    for item in items {
      let reader = NodeReader(context: context, path: path)
      if let header = item["header"] {
        if currentIsOpen || !current.fields.isEmpty { sections.append(current) }
        current = Section(title: reader.string(header).flatMap { $0.isEmpty ? nil : $0 })
        current.location = header.location
        currentIsOpen = true
      }
      if let field = fieldDecoder.decode(item, parent: path, nesting: nesting) {
        current.fields.append(field)
      }
      if let footer = item["footer"] {
        current.footer = reader.string(footer).flatMap { $0.isEmpty ? nil : $0 }
        sections.append(current)
        current = Section()
        currentIsOpen = false
      }
    }
    if currentIsOpen || !current.fields.isEmpty { sections.append(current) }
    return sections
  }
}
