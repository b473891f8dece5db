/// Typed reads of document nodes that report a wrong type as a diagnostic at the node, so
/// decoders stay a list of `reader.string(node["title"])` lines.
///
/// The readers take their node (`consuming`): a looked-up node is a temporary, and
/// destroying a missing one in the caller went through the generic witness of an optional
/// node (some thirty times a field, 4 % of loading a large form).
struct NodeReader {
  let context: LoadContext
  let path: FieldPath

  /// Text, or nil for a missing node and for `null`/`~` (FXForms' NSNull header starts a
  /// section without a title; it must not be printed as "null").
  @inline(__always)
  func string(_ node: consuming DocumentNode?) -> String? {
    guard let node else { return nil }
    if case .scalar(let text, quoted: false) = node.content, DocumentNode.isPlainNull(text) {
      return nil
    }
    guard let text = node.scalarText else {
      context.error("expected text, got \(node.kindName)", at: node.location, path: path)
      return nil
    }
    return text
  }

  @inline(__always)
  func bool(_ node: consuming DocumentNode?) -> Bool? {
    guard let node else { return nil }
    switch node.scalarText?.lowercased() {
    case "true", "yes", "on", "1": return true
    case "false", "no", "off", "0": return false
    default:
      context.error("expected true or false", at: node.location, path: path)
      return nil
    }
  }

  @inline(__always)
  func integer(_ node: consuming DocumentNode?) -> Int? {
    guard let node else { return nil }
    guard let text = node.scalarText, let value = Int(text) else {
      context.error("expected a whole number", at: node.location, path: path)
      return nil
    }
    return value
  }

  @inline(__always)
  func double(_ node: consuming DocumentNode?) -> Double? {
    guard let node else { return nil }
    guard let text = node.scalarText, let value = Double(text), value.isFinite else {
      context.error("expected a number", at: node.location, path: path)
      return nil
    }
    return value
  }

  func dateOrder(_ node: consuming DocumentNode?) -> DateOrder? {
    guard let node, let text = string(node) else { return nil }
    guard let order = DateOrder(rawValue: text.lowercased()) else {
      context.error("dateOrder must be mdy, dmy or ymd", at: node.location, path: path)
      return nil
    }
    return order
  }

  /// A boolean or a predicate; a predicate that does not parse is an error pointing into
  /// the condition text.
  func condition(_ node: consuming DocumentNode?) -> Condition? {
    guard let node else { return nil }
    guard case .scalar(let text, let quoted) = node.content else {
      context.error(
        "a condition is true, false or a predicate string", at: node.location,
        path: path)
      return nil
    }
    if !quoted, case .bool(let flag) = DocumentNode.plainScalarValue(text) {
      return .constant(flag)
    }
    if TemplateSyntax().mayContainTemplate(text) {
      // A Jinja `when` (copier's): true unless it renders a false word.
      let templates = TemplateLoading(context: context)
      return templates.template(text, at: node, path: path).map { .template($0) }
    }
    switch text.lowercased() {
    case "yes": return .constant(true)
    case "no": return .constant(false)
    default: break
    }
    do {
      let expression = try ConditionExpression.parse(text)
      return .expression(expression, source: text, location: node.location)
    } catch {
      let location = TemplateLoading.location(
        of: error.offset, in: text, node: node, text: context.lines(of: node.location.file))
      context.error(
        "in condition '\(Excerpt.of(text))': \(error.message)", at: location, path: path)
      return nil
    }
  }

  func collectionOptions(_ node: DocumentNode) -> CollectionOptions {
    var options = CollectionOptions(canInsert: false, canDelete: false, canReorder: false)
    let names: [String]
    if let items = node.items {
      names = items.compactMap(\.scalarText)
    } else if let text = node.scalarText {
      names = text.split(whereSeparator: { $0 == "," || $0 == "|" || $0 == " " }).map(String.init)
    } else {
      context.error(
        "sectionOptions is a list such as [canInsert, canDelete]",
        at: node.location, path: path)
      return CollectionOptions()
    }
    for name in names {
      // XLForm's constants: `XLFormSectionOptionCanInsert | XLFormSectionOptionCanDelete`.
      let prefix = "xlformsectionoption"
      var lowered = name.lowercased()
      if lowered.hasPrefix(prefix) { lowered.removeFirst(prefix.count) }
      switch lowered {
      case "none": continue
      case "caninsert", "insert": options.canInsert = true
      case "candelete", "delete": options.canDelete = true
      case "canreorder", "reorder": options.canReorder = true
      default:
        context.warning(
          "unknown section option '\(name)' ignored", at: node.location,
          path: path)
      }
    }
    return options
  }

  /// "did you mean 'x'?" when a close name exists.
  static func suggestion(for name: String, among candidates: [String]) -> [String] {
    let lowered = name.lowercased()
    let limit = max(1, name.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates.sorted() {
      let distance = EditDistance.between(lowered, candidate.lowercased())
      if distance <= limit && distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    guard let best else { return [] }
    return ["did you mean '\(best.name)'?"]
  }
}
