import FoundationEssentials

/// Decodes one field (a key string or an object of formline(5) FIELD KEYS) into a `Field`, with
/// every inference applied and unknown keys reported as warnings.
struct FieldDecoder {
  let context: LoadContext

  static let fieldKeys: KeyNames = [
    "key", "tag", "type", "rowType", "title", "placeholder", "noValueDisplayText", "default",
    "value", "options", "selectorOptions", "valueTransformer", "template",
    "multivaluedRowTemplate", "fields", "form", "header", "footer", "inline", "sortable",
    "action", "class", "cell", "required", "hidden", "disabled", "when", "validators",
    "pattern", "min", "max", "minLength", "maxLength", "minItems", "maxItems", "step",
    "steps", "decimals", "help", "secret", "dateOrder", "extensions", "text", "page",
    "sectionOptions", "multiple", "description", "controller", "viewController", "cellConfig",
    "cellConfigAtConfigure", "optional", "map", "syntax", "computed", "validator", "offered",
    "offer", "variants", "match", "positions", "nilMode", "choices", "defaultAtPromptOnly",
  ]

  /// Keys that only mean something on iOS; accepted with a gentler warning.
  private static let iOSKeyPrefixes = [
    "textField.", "textLabel.", "detailTextLabel.", "textView.", "accessory", "segue",
    "viewController", "style", "contentView.", "backgroundColor", "imageView.",
  ]

  /// - Returns: nil when the node cannot be a field (the error is recorded).
  func decode(_ node: DocumentNode, parent: FieldPath, nesting: Int) -> Field? {
    context.fieldCount += 1
    guard context.fieldCount <= context.limits.maximumFieldCount else {
      if context.fieldCount == context.limits.maximumFieldCount + 1 {
        context.error(
          "more than \(context.limits.maximumFieldCount) fields", at: node.location, path: parent)
      }
      return nil
    }
    if let key = node.scalarText {
      return decodeKeyOnly(key, node: node, parent: parent)
    }
    guard node.members != nil else {
      context.error(
        "a field is a key or an object, not \(node.kindName)", at: node.location, path: parent)
      return nil
    }
    return decodeObject(node, parent: parent, nesting: nesting)
  }

  private func decodeKeyOnly(_ key: String, node: DocumentNode, parent: FieldPath) -> Field? {
    guard !key.isEmpty else {
      context.error("a field key cannot be empty", at: node.location, path: parent)
      return nil
    }
    var field = Field(
      key: key, kind: KeyWordHints.kind(forKey: key) ?? .text,
      title: TitleFromKey.title(for: key))
    field.location = node.location
    if field.kind == .password { field.secret = true }
    settleSeedDefaults(&field)
    return field
  }

  private func decodeObject(_ node: DocumentNode, parent: FieldPath, nesting: Int) -> Field? {
    let plainReader = NodeReader(context: context, path: parent)
    let key = plainReader.string(node["key"] ?? node["tag"]).flatMap { $0.isEmpty ? nil : $0 }
    let path = key.map { parent.appending($0) } ?? parent
    let reader = NodeReader(context: context, path: path)
    reportUnknownKeys(node, path: path)

    var field = Field(key: key, kind: .text, title: "")
    field.location = node.location
    field.placeholder = reader.string(node["placeholder"])
    field.noValueText = reader.string(node["noValueDisplayText"])
    field.defaultValue = (node["default"] ?? node["value"])?.answerValue
    field.help = reader.string(node["help"] ?? node["description"])
    decodeDerivedTexts(node, into: &field, path: path)
    decodeComputedKeys(node, into: &field, path: path)
    (field.required, field.requiredWhen) = reader.requirement(node["required"])
    field.inline = reader.bool(node["inline"]) ?? false
    field.collection.sortable = reader.bool(node["sortable"]) ?? false
    field.secret = reader.bool(node["secret"]) ?? false
    field.optional = reader.bool(node["optional"]) ?? false
    field.offered = reader.bool(node["offered"]) ?? false
    field.defaultAtPromptOnly = reader.bool(node["defaultAtPromptOnly"]) ?? false
    let action = decodeAction(node["action"], reader: reader)
    field.action = action.name
    field.hidden = reader.condition(node["hidden"])
    field.when = reader.condition(node["when"])
    field.disabled = reader.condition(node["disabled"])
    field.numeric.step = reader.double(node["step"])
    field.numeric.steps = reader.integer(node["steps"])
    field.numeric.decimals = reader.integer(node["decimals"])
    field.dateOrder = reader.dateOrder(node["dateOrder"])
    field.page.text = reader.string(node["text"])
    field.page.file = reader.string(node["page"])
    if let pageFile = field.page.file, let pageNode = node["page"] {
      field.page.text = readPage(pageFile, at: pageNode.location, path: path)
    }
    field.extensions = decodeExtensions(node["extensions"], reader: reader)
    if let options = node["sectionOptions"] {
      field.collection.abilities = reader.collectionOptions(options)
    }
    let hasSubform = node.has("fields") || node.has("form")
    field.valueClass = decodeClass(node["class"], hasSubform: hasSubform, reader: reader)
    // `choices` is the word copier, questionary and Inquirer use for the same list.
    let optionsNode = node["options"] ?? node["selectorOptions"] ?? node["choices"]
    if let optionsNode {
      field.choices.options = decodeOptions(optionsNode, reader: reader, path: path)
    }
    field.valueTransformer = decodeTransformer(node["valueTransformer"], reader: reader)
    if field.valueTransformer != nil {
      // Options without their own title are listed as the transformer shows them
      // (`countryName`: "gb" → "United Kingdom"); the value is still typed or stored as is.
      let plain = field
      field.choices.options = field.choices.options.map { option in
        guard option.title == option.value.editableText else { return option }
        return Option(
          value: option.value, title: ValueDisplay.text(for: option.value, field: plain))
      }
    }
    field.validators = decodeValidators(node, reader: reader, path: path)
    applyCellConfig(node["cellConfig"], to: &field, reader: reader)
    applyCellConfig(node["cellConfigAtConfigure"], to: &field, reader: reader)

    let typeNode = node["type"] ?? node["rowType"]
    let alias = typeNode.flatMap { decodeType($0, reader: reader, path: path) }
    if typeNode != nil && alias == nil { return nil }
    // FXForms' `viewController` (or `controller`) and XLForm's action controllers show
    // another screen: a page here, unless the field's type asks for a value.
    let controllerNode = node["controller"] ?? node["viewController"]
    if let controller = controllerNode.flatMap(reader.string) ?? action.controller,
      !hasSubform
    {
      if alias == nil || alias?.kind == .button {
        field.valueClass = .controller(controller)
      } else {
        context.warning(
          "view controller '\(controller)' has no terminal equivalent; the field is asked "
            + "as its type", at: (controllerNode ?? node["action"])?.location, path: path)
      }
    }
    let presentation = decodePresentation(node["cell"], reader: reader, path: path)
    KindInference.apply(
      to: &field,
      alias: alias,
      presentation: presentation,
      hasSubform: hasSubform,
      hasTemplate: node.has("template") || node.has("multivaluedRowTemplate")
        || node.has("positions"),
      multiple: reader.bool(node["multiple"]))
    if let typeNode, ["select", "multiselect"].contains(typeNode.scalarText?.lowercased()),
      optionsNode == nil, field.choices.options.isEmpty
    {
      // A menu with nothing to choose would take any text. (XLForm's selector rows may
      // get their options from code, so only formline's own names are held to it.)
      context.error(
        "a '\(typeNode.scalarText ?? "")' field needs its options (options: [a, b])",
        at: typeNode.location, path: path)
    }
    field.title = reader.string(node["title"]) ?? key.map(TitleFromKey.title(for:)) ?? ""
    decodeUnion(node, into: &field, typed: alias != nil, path: path, nesting: nesting)
    applyNilMode(node["nilMode"], to: &field, reader: reader)

    if field.optional && field.kind != .form {
      context.warning(
        "'optional' applies to subforms only; ignored", at: node["optional"]?.location, path: path)
      field.optional = false
    }
    if field.kind == .form {
      guard nesting < context.limits.maximumNesting else {
        context.error(
          "subforms nested deeper than \(context.limits.maximumNesting) levels",
          at: node.location, path: path)
        return nil
      }
      field.subform = decodeSubform(node, path: path, nesting: nesting + 1)
      if reader.bool(node["offer"]) == true, var subform = field.subform {
        OfferedFields.offerOptional(in: &subform.sections)
        field.subform = subform
      }
    }
    if field.offered, let problem = OfferedFields.problem(offering: field) {
      context.warning(
        "'offered' \(problem); ignored", at: node["offered"]?.location, path: path)
      field.offered = false
    }
    if field.kind == .array, let templateNode = node["template"] ?? node["multivaluedRowTemplate"] {
      field.collection.template = decodeTemplate(templateNode, path: path, nesting: nesting + 1)
    }
    if field.kind == .array, field.choices.mode == nil, let positionsNode = node["positions"] {
      decodePositions(
        positionsNode, into: &field, hasTemplate: field.collection.template != nil, path: path,
        nesting: nesting)
    }
    if field.kind == .array, field.collection.template == nil, field.choices.mode == nil {
      var item = Field(key: nil, kind: .text, title: field.title)
      item.location = field.location
      field.collection.template = item
    }
    if reader.bool(node["map"]) == true {
      if field.kind == .array, field.choices.mode == nil, let value = field.collection.template {
        var named = value
        if named.title.isEmpty || named.title == "Item" || named.title == field.title {
          named.title = "Value"
        }
        field.collection.template = KeyedMap.template(
          key: Field(key: KeyedMap.keyField, kind: .text, title: "Name"), value: named)
        field.collection.keyedMap = true
      } else {
        context.warning(
          "'map' applies to collections only; ignored", at: node["map"]?.location, path: path)
      }
    }
    if field.kind == .array, field.choices.mode == nil, key == nil, context.decodingVariants == 0 {
      // Its items would have no name in the result, and the fill could not place them.
      context.error("a collection needs a 'key'", at: node.location, path: path)
      return nil
    }
    // Forms that could only store wrong values: a bitfield is one Int64 of flags, and a
    // Double carries about 15 decimal digits.
    if field.kind == .bitfield, field.choices.options.count > 63 {
      context.error("a bitfield holds at most 63 options", at: node.location, path: path)
    }
    if let decimals = field.numeric.decimals, !(0...15).contains(decimals) {
      context.error("'decimals' must be between 0 and 15", at: node.location, path: path)
    }
    passTransformerToItems(&field, at: node, path: path)
    settleSeedDefaults(&field)
    return field
  }

  /// A collection's element: a field object or a bare type name.
  func decodeTemplate(_ node: DocumentNode, path: FieldPath, nesting: Int) -> Field? {
    guard nesting < context.limits.maximumNesting else {
      context.error(
        "collections nested deeper than \(context.limits.maximumNesting) levels",
        at: node.location, path: path)
      return nil
    }
    if let name = node.scalarText {
      guard let alias = FieldKind.alias(named: name) else {
        context.error(
          "unknown template type '\(name)'", at: node.location, path: path,
          notes: NodeReader.suggestion(for: name, among: FieldKind.aliasNames))
        return nil
      }
      var item = Field(key: nil, kind: alias.kind, title: "Item")
      item.location = node.location
      return item
    }
    if let items = node.items {
      // A list of fields: each item is a subform with those fields.
      var item = Field(key: nil, kind: .form, title: "Item")
      item.location = node.location
      var form = Form()
      form.sections = FormDecoder(context: context).decodeFieldList(
        items, path: path, nesting: nesting)
      item.subform = form
      return item
    }
    guard var item = decode(node, parent: path, nesting: nesting) else { return nil }
    if item.key != nil {
      context.warning("a template's 'key' is ignored", at: node.location, path: path)
      item.key = nil
    }
    if item.title.isEmpty { item.title = "Item" }
    return item
  }

  private func decodeSubform(_ node: DocumentNode, path: FieldPath, nesting: Int) -> Form? {
    let formDecoder = FormDecoder(context: context)
    if let fields = node["fields"] {
      guard let items = fields.items else {
        context.error("'fields' must be a list", at: fields.location, path: path)
        return nil
      }
      var form = Form()
      form.sections = formDecoder.decodeFieldList(items, path: path, nesting: nesting)
      return form
    }
    guard let formNode = node["form"] else { return Form() }
    if let include = formNode.scalarText {
      return IncludeResolver(context: context).load(
        include, from: formNode.location, path: path, nesting: nesting)
    }
    return formDecoder.decodeForm(formNode, path: path, nesting: nesting)
  }

  private func decodeType(_ node: DocumentNode, reader: NodeReader, path: FieldPath)
    -> KindAlias?
  {
    guard let name = reader.string(node) else { return nil }
    if let alias = FieldKind.alias(named: name) { return alias }
    let usual = FieldKind.usualNames[name.lowercased()].map { ["did you mean '\($0)'?"] }
    let suggestion = usual ?? NodeReader.suggestion(for: name, among: FieldKind.aliasNames)
    guard suggestion.isEmpty else {
      // Close to a built-in name (or another tool's name for one): a typo, which asked as
      // text would store the wrong kind.
      context.error("unknown type '\(name)'", at: node.location, path: path, notes: suggestion)
      return nil
    }
    // FXForms: "you can supply any string as the type and implement a custom form cell";
    // XLForm's custom rows likewise. The app's cell has no terminal form: asked as text.
    context.warning("custom type '\(name)' is asked as text", at: node.location, path: path)
    return FieldKind.alias(named: "text")
  }

  /// A `page` file's text, relative to the form file and under the form's directory.
  ///
  /// Read once however many times it is used; each use counts against the included bytes.
  private func readPage(_ file: String, at location: SourceLocation, path: FieldPath) -> String? {
    guard
      let target = NamedFile.locate(
        file, from: location, what: "page", path: path, context: context)
    else { return nil }
    let text: String
    if let known = context.pageTexts[target.canonical] {
      text = known
    } else {
      do {
        text = try context.fileSource.read(target.absolute, named: target.shown)
      } catch {
        switch error {
        case .unreadable(let diagnostic), .invalid(let diagnostic):
          context.error(
            "cannot read page '\(file)': \(diagnostic.message)", at: location, path: path)
        }
        return nil
      }
      context.pageTexts[target.canonical] = text
    }
    context.includedBytes += text.utf8.count
    guard context.includedBytes <= context.limits.maximumIncludedBytes else {
      if !context.includeBudgetReported {
        context.includeBudgetReported = true
        context.error(
          "includes add up to more than \(context.limits.maximumIncludedBytes) bytes, "
            + "each use of a file counted", at: location, path: path)
      }
      return nil
    }
    return text
  }

  private func decodeExtensions(_ node: consuming DocumentNode?, reader: NodeReader) -> [String] {
    guard let node else { return [] }
    let names =
      node.items?.compactMap(\.scalarText)
      ?? (reader.string(node)?.split(separator: ",").map(String.init) ?? [])
    return names.map {
      String(
        $0.trimmingSpaces.lowercased().drop { $0 == "." }.reversed().drop { $0 == "." }
          .reversed())
    }.filter { !$0.isEmpty }
  }

  private func reportUnknownKeys(_ node: DocumentNode, path: FieldPath) {
    for member in node.members ?? [] where !FieldDecoder.fieldKeys.contains(member.key) {
      if FieldDecoder.iOSKeyPrefixes.contains(where: { member.key.hasPrefix($0) }) {
        context.warning(
          "iOS-only key '\(member.key)' ignored", at: member.keyLocation, path: path)
      } else {
        context.warning(
          "unknown key '\(member.key)' ignored", at: member.keyLocation, path: path,
          notes: NodeReader.suggestion(for: member.key, among: FieldDecoder.fieldKeys.names))
      }
    }
  }
}
