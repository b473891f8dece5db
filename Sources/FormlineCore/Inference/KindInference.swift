/// FXForms' "infer as much as possible" (formline(5) INFERENCE): the kind, choice mode and
/// presentation of a field from whatever its definition says.
enum KindInference {
  static func apply(
    to field: inout Field,
    alias: KindAlias?,
    presentation cell: CellHint?,
    hasSubform: Bool,
    hasTemplate: Bool,
    multiple: Bool?
  ) {
    if let alias {
      field.kind = alias.kind
      field.presentation = alias.presentation ?? .standard
      field.choices.mode = alias.choice
      field.inline = field.inline || alias.inline
    } else {
      field.kind = inferredKind(of: field, hasSubform: hasSubform, hasTemplate: hasTemplate)
    }
    let collectionClass = field.valueClass?.isCollection ?? false
    if !field.choices.options.isEmpty {
      if field.kind == .array || field.kind == .bitfield || collectionClass || multiple == true {
        field.choices.mode = .multiple
        if field.kind != .bitfield { field.kind = .array }
      } else if field.choices.mode == nil {
        field.choices.mode = .single
      }
    } else if field.choices.mode != nil && field.kind != .array {
      field.choices.mode = nil
    }
    switch cell {
    case .presentation(let presentation)?:
      field.presentation = presentation
      if presentation == .segments { field.inline = true }
    case .longText?:
      field.kind = .longtext
    case nil:
      break
    }
    if field.choices.mode == .single && field.presentation == .standard {
      field.presentation = field.inline ? .segments : .menu
    }
    if field.kind == .password { field.secret = true }
    if case .controller? = field.valueClass { field.kind = .page }
  }

  private static func inferredKind(of field: Field, hasSubform: Bool, hasTemplate: Bool)
    -> FieldKind
  {
    if hasSubform { return .form }
    if hasTemplate { return .array }
    if !field.choices.options.isEmpty {
      if field.valueClass?.isCollection == true { return .array }
      return kindOfOptionValues(field.choices.options) ?? kindFromDefault(field.defaultValue)
        ?? .text
    }
    if field.action != nil && field.key == nil { return .button }
    if let valueClass = field.valueClass {
      switch valueClass {
      case .date: return .date
      case .number: return .number
      case .url: return .url
      case .image: return .image
      case .color: return .color
      case .string: return .text
      case .controller: return .page
      case .array, .set, .orderedSet, .dictionary: return .array
      case .indexSet: return .array
      }
    }
    if field.page.text != nil || field.page.file != nil { return .page }
    if let kind = kindFromDefault(field.defaultValue) { return kind }
    if let key = field.key, let kind = KeyWordHints.kind(forKey: key) { return kind }
    if field.action != nil { return .button }
    return field.key == nil ? .label : .text
  }

  /// Options that are all whole numbers make an integer field, and so on.
  private static func kindOfOptionValues(_ options: [Option]) -> FieldKind? {
    let values = options.map(\.value)
    if values.allSatisfy({ if case .integer = $0 { true } else { false } }) { return .integer }
    if values.allSatisfy({ $0.doubleValue != nil }) { return .number }
    if values.allSatisfy({ $0.boolValue != nil }) { return .boolean }
    return nil
  }

  private static func kindFromDefault(_ value: AnswerValue?) -> FieldKind? {
    switch value {
    case .bool?: return .boolean
    case .integer?: return .integer
    case .number?: return .float
    case .numberLiteral(let literal)?:
      return literal.text.contains(where: { ".eE".contains($0) }) ? .float : .integer
    case .array?, .tuple?: return .array
    case .object?: return .form
    case .string(let text)?:
      if ISODateShape.isDate(text) { return .date }
      if ISODateShape.isDateTime(text) { return .datetime }
      return nil
    case .null?, nil: return nil
    }
  }
}

/// Recognises ISO 8601 date and date-time text, for inference from defaults.
enum ISODateShape {
  // Both first settle by length what most defaults fail: splitting and reading
  // `Character`s cost thousands of instructions per field of a large form.

  static func isDate(_ text: String) -> Bool {
    // Ten ASCII characters, as the parts' lengths and digits below demand.
    guard text.utf8.count == 10 else { return false }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    return parts.count == 3 && parts[0].count == 4 && parts[1].count == 2 && parts[2].count == 2
      && parts.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
  }

  static func isDateTime(_ text: String) -> Bool {
    // A date of ten ASCII characters, its year ending at the fifth, then more.
    let bytes = text.utf8
    guard bytes.count > 10, bytes.dropFirst(4).first == UInt8(ascii: "-") else { return false }
    guard let separator = text.firstIndex(where: { $0 == "T" || $0 == " " }) else {
      return false
    }
    return isDate(String(text[..<separator])) && text[separator...].contains(":")
  }
}
