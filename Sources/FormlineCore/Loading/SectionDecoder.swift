/// Decodes one XLForm-style section: a titled group of fields, or a multivalued section
/// whose items form an array under its `multivaluedTag`.
struct SectionDecoder {
  let context: LoadContext

  private static let sectionKeys: Set<String> = [
    "title", "footer", "hidden", "when", "fields", "rows", "multivaluedTag", "key",
    "multivalued", "template", "multivaluedRowTemplate", "sectionOptions", "sortable",
    "minItems", "maxItems", "required", "help", "default", "offer",
  ]

  func decode(_ node: DocumentNode, path: FieldPath, nesting: Int) -> Section? {
    guard let members = node.members else {
      context.error(
        "a section is an object with 'title' and 'fields', not \(node.kindName)",
        at: node.location, path: path)
      return nil
    }
    let reader = NodeReader(context: context, path: path)
    var section = Section(
      title: reader.string(node["title"]), footer: reader.string(node["footer"]))
    section.location = node.location
    section.hidden = reader.condition(node["hidden"])
    section.when = reader.condition(node["when"])
    for member in members where !SectionDecoder.sectionKeys.contains(member.key) {
      context.warning(
        "unknown section key '\(member.key)' ignored", at: member.keyLocation, path: path,
        notes: NodeReader.suggestion(for: member.key, among: Array(SectionDecoder.sectionKeys)))
    }
    let multivaluedKey =
      reader.string(node["multivaluedTag"])
      ?? (reader.bool(node["multivalued"]) == true ? reader.string(node["key"]) : nil)
    if let multivaluedKey {
      section.fields = [decodeMultivalued(node, key: multivaluedKey, path: path, nesting: nesting)]
      return section
    }
    if reader.bool(node["multivalued"]) == true {
      context.error("a multivalued section needs a 'key'", at: node.location, path: path)
    }
    if let optionsNode = node["sectionOptions"] {
      // XLForm makes a section with insert, delete or reorder options multivalued; without
      // a tag its rows would have nowhere to go in the result.
      let options = reader.collectionOptions(optionsNode)
      if options.canInsert || options.canDelete || options.canReorder {
        context.error(
          "a section with sectionOptions is multivalued and needs a 'multivaluedTag' "
            + "naming its values", at: optionsNode.location, path: path)
      }
    }
    let fieldsNode = node["fields"] ?? node["rows"]
    guard let fieldsNode else { return section }
    guard let items = fieldsNode.items else {
      context.error("'fields' must be a list", at: fieldsNode.location, path: path)
      return section
    }
    let decoder = FieldDecoder(context: context)
    section.fields = items.compactMap { decoder.decode($0, parent: path, nesting: nesting) }
    if reader.bool(node["offer"]) == true {
      var sections = [section]
      OfferedFields.offerOptional(in: &sections)
      section = sections[0]
    }
    return section
  }

  /// The section's array field: XLForm's insert/delete/reorder options become the
  /// collection's, and its row template the item.
  private func decodeMultivalued(
    _ node: DocumentNode, key: String, path: FieldPath, nesting: Int
  ) -> Field {
    let reader = NodeReader(context: context, path: path.appending(key))
    var field = Field(
      key: key, kind: .array,
      title: reader.string(node["title"]) ?? TitleFromKey.title(for: key))
    field.location = node.location
    field.help = reader.string(node["help"])
    field.required = reader.bool(node["required"]) ?? false
    field.collection.sortable = reader.bool(node["sortable"]) ?? true
    if let options = node["sectionOptions"] {
      field.collection.abilities = reader.collectionOptions(options)
    }
    if let minimum = reader.integer(node["minItems"]) {
      field.validators.append(
        ValidatorSpec(.minItems(minimum), location: node["minItems"]?.location))
    }
    if let maximum = reader.integer(node["maxItems"]) {
      field.validators.append(
        ValidatorSpec(.maxItems(maximum), location: node["maxItems"]?.location))
    }
    let templateNode = node["template"] ?? node["multivaluedRowTemplate"] ?? node["fields"]
    let decoder = FieldDecoder(context: context)
    field.defaultValue = node["default"]?.answerValue
    if templateNode == nil, let rows = node["rows"]?.items, let first = rows.first {
      // XLForm's multivalued rows are the items as they start ("family", "male", …), each
      // a row of the same type; an empty row is the one left to fill.
      field.collection.template = decoder.decodeTemplate(
        first, path: path.appending(key), nesting: nesting + 1)
      field.collection.template?.defaultValue = nil
      let filled = rows.filter { row in
        (row["value"] ?? row["default"]).map { !$0.answerValue.isNull } ?? false
      }
      let values = filled.compactMap { ($0["value"] ?? $0["default"])?.answerValue }
      if field.defaultValue == nil, !values.isEmpty { field.defaultValue = .array(values) }
      keepRowTypes(
        of: filled, rows: rows, in: &field, path: path.appending(key), nesting: nesting,
        reader: reader)
    } else if let templateNode {
      field.collection.template = decoder.decodeTemplate(
        templateNode, path: path.appending(key), nesting: nesting + 1)
    } else {
      var item = Field(key: nil, kind: .text, title: field.title)
      item.location = node.location
      field.collection.template = item
    }
    decoder.settleSeedDefaults(&field)
    return field
  }

  /// Keeps each row of a multivalued section the type it was written with, as XLForm does.
  ///
  /// XLForm adds new rows from the template and leaves the existing ones as they are. When the rows' types differ, the rows that start with a value become the collection's
  /// positions, each asked and read as its own row (`3` stays `3`), and new items are asked
  /// as the first row. A row whose type cannot be a position (a subform), or an empty row of
  /// another type, is still asked as the first row's type, and that is said.
  private func keepRowTypes(
    of filled: [DocumentNode], rows: [DocumentNode], in field: inout Field, path: FieldPath,
    nesting: Int, reader: NodeReader
  ) {
    func typeName(_ row: DocumentNode) -> String {
      (row["rowType"] ?? row["type"]).flatMap { reader.string($0) } ?? "text"
    }
    guard let first = rows.first, rows.contains(where: { typeName($0) != typeName(first) }),
      let template = field.collection.template, TuplePositions.isSingleValue(template)
    else {
      warnAboutOtherRowTypes(rows, path: path, reader: reader)
      return
    }
    let decoder = FieldDecoder(context: context)
    var positions: [Field] = []
    for (index, row) in filled.enumerated() {
      // The first row is decoded once, as the template, so its warnings are said once.
      let decoded =
        row.location == first.location
        ? template : decoder.decodeTemplate(row, path: path, nesting: nesting + 1)
      guard var position = decoded, TuplePositions.isSingleValue(position)
      else {
        warnAboutOtherRowTypes(rows, path: path, reader: reader)
        return
      }
      position.defaultValue = nil
      if position.title.isEmpty || position.title == "Item" {
        position.title = TuplePositions.title(of: position, at: index)
      }
      position.required = true
      positions.append(position)
    }
    field.collection.positions = positions
    let emptyRows = rows.filter { row in !filled.contains { $0.location == row.location } }
    warnAboutOtherRowTypes([first] + emptyRows, path: path, reader: reader)
  }

  /// A row asked as the first row's type although it was written as another (`rows` starts
  /// with the first row) is said rather than changed silently.
  private func warnAboutOtherRowTypes(_ rows: [DocumentNode], path: FieldPath, reader: NodeReader) {
    func typeName(_ row: DocumentNode) -> String {
      (row["rowType"] ?? row["type"]).flatMap { reader.string($0) } ?? "text"
    }
    guard let first = rows.first else { return }
    let firstType = typeName(first)
    for row in rows.dropFirst() where typeName(row) != firstType {
      let value = (row["value"] ?? row["default"])?.answerValue
      let valueText =
        value.map { " (its value \(JSONWriter.render($0, pretty: false).filter { $0 != "\n" }))" }
        ?? ""
      context.warning(
        "this \(typeName(row)) row is asked as \(firstType), the type of the section's first "
          + "row\(valueText)",
        at: (row["rowType"] ?? row["type"] ?? row).location, path: path)
    }
  }
}
