/// The value-describing keys of a field: options, transformers, validators and cells.
extension FieldDecoder {
  func decodeOptions(_ node: DocumentNode, reader: NodeReader, path: FieldPath) -> [Option] {
    guard let items = node.items else {
      context.error("'options' must be a list", at: node.location, path: path)
      return []
    }
    var options: [Option] = []
    for item in items {
      if item.members != nil {
        guard let valueNode = item["value"] ?? item["formValue"] else {
          context.error("an option object needs a 'value'", at: item.location, path: path)
          continue
        }
        let value = valueNode.answerValue
        let title = reader.string(item["title"] ?? item["formDisplayText"]) ?? value.editableText
        options.append(Option(value: value, title: title))
      } else if item.items != nil {
        context.error("an option is a value or {value, title}", at: item.location, path: path)
      } else {
        let value = item.answerValue
        options.append(Option(value: value, title: value.editableText))
      }
    }
    if options.isEmpty {
      context.error("'options' is empty", at: node.location, path: path)
    }
    return options
  }

  /// Names of the built-in display transformers; others warn and show values as they are.
  static let transformerNames: Set<String> = [
    "uppercase", "lowercase", "upper", "lower", "capitalized", "capitalised", "countryName",
    "languageName",
  ]

  /// Transformer classes the seed READMEs' examples use, as the built-ins they amount to.
  static let seedTransformerClasses: [String: String] = [
    "ISO3166CountryValueTransformer": "countryName",
    "FXFormCountryValueTransformer": "countryName",
    "ISO639LanguageValueTransformer": "languageName",
    "FXFormLanguageValueTransformer": "languageName",
    "UppercaseValueTransformer": "uppercase",
    "LowercaseValueTransformer": "lowercase",
    "CapitalizedValueTransformer": "capitalized",
  ]

  func decodeTransformer(_ node: consuming DocumentNode?, reader: NodeReader)
    -> ValueTransformerSpec?
  {
    guard let node else { return nil }
    if let members = node.members {
      return .mapping(
        members.map {
          ValueTransformerSpec.MappingEntry(
            value: $0.key, label: $0.value.scalarText ?? $0.value.answerValue.editableText)
        })
    }
    guard let name = reader.string(node) else { return nil }
    if FieldDecoder.transformerNames.contains(name) { return .named(name) }
    if let builtIn = FieldDecoder.seedTransformerClasses[name] { return .named(builtIn) }
    let dateLetters = ["yy", "MM", "dd", "HH", "mm", "EEE", "MMM"]
    if dateLetters.contains(where: { name.containsLiterally($0) }) { return .dateFormat(name) }
    context.warning(
      "unknown valueTransformer '\(name)': values are shown as they are", at: node.location,
      path: reader.path,
      notes: NodeReader.suggestion(for: name, among: Array(FieldDecoder.transformerNames)))
    return nil
  }

  func decodeValidators(_ node: DocumentNode, reader: NodeReader, path: FieldPath)
    -> [ValidatorSpec]
  {
    var validators: [ValidatorSpec] = []
    if Self.mayHoldRules(node) {
      validators += shorthandRules(node, reader: reader, message: nil)
    }
    if let list = node["validators"] {
      guard let items = list.items else {
        context.error("'validators' must be a list", at: list.location, path: path)
        return validators
      }
      for item in items {
        guard item.members != nil else {
          context.error(
            "a validator is an object such as {regex: '…', message: '…'}",
            at: item.location, path: path)
          continue
        }
        let message = reader.string(item["message"] ?? item["msg"])
        let rules = shorthandRules(item, reader: reader, message: message)
        if rules.isEmpty {
          context.error(
            "a validator needs one of regex, matches, min, max, minLength, "
              + "maxLength, minItems, maxItems", at: item.location, path: path)
        }
        validators += rules
      }
    }
    return validators
  }

  /// Every key `shorthandRules` reads.
  private static let ruleKeys: KeyNames = [
    "regex", "pattern", "matches", "min", "max", "minLength", "maxLength", "minItems",
    "maxItems",
  ]

  /// Whether a field names any rule: most name none, and looking for each rule in turn
  /// built the lists of rule makers for every field (1.4 % of loading a large form).
  private static func mayHoldRules(_ node: DocumentNode) -> Bool {
    node.members?.contains { ruleKeys.contains($0.key) } ?? false
  }

  private func shorthandRules(_ node: DocumentNode, reader: NodeReader, message: String?)
    -> [ValidatorSpec]
  {
    var rules: [ValidatorSpec] = []
    func add(_ rule: ValidatorSpec.Rule, _ at: DocumentNode) {
      rules.append(ValidatorSpec(rule, message: message, location: at.location))
    }
    if let regexNode = node["regex"] ?? node["pattern"], let regex = reader.string(regexNode) {
      if !RegexCheck.isValid(regex) {
        context.error(
          "invalid regular expression '\(regex)'", at: regexNode.location,
          path: reader.path)
      } else {
        add(.regex(regex), regexNode)
      }
    }
    if let matchesNode = node["matches"], let other = reader.string(matchesNode) {
      if let otherPath = FieldPath(parsing: other) {
        add(.matches(otherPath), matchesNode)
      } else {
        context.error("'matches' names a field key", at: matchesNode.location, path: reader.path)
      }
    }
    for (name, make) in [
      ("min", ValidatorSpec.Rule.min), ("max", ValidatorSpec.Rule.max),
    ] as [(String, (AnswerValue) -> ValidatorSpec.Rule)] {
      if let bound = node[name] {
        let value = bound.answerValue
        guard value.doubleValue != nil || value.stringValue != nil else {
          context.error(
            "'\(name)' must be a number or a date", at: bound.location,
            path: reader.path)
          continue
        }
        add(make(value), bound)
      }
    }
    for (name, make) in [
      ("minLength", ValidatorSpec.Rule.minLength), ("maxLength", ValidatorSpec.Rule.maxLength),
      ("minItems", ValidatorSpec.Rule.minItems), ("maxItems", ValidatorSpec.Rule.maxItems),
    ] as [(String, (Int) -> ValidatorSpec.Rule)] {
      if let bound = node[name], let count = reader.integer(bound) {
        guard count >= 0 else {
          context.error("'\(name)' cannot be negative", at: bound.location, path: reader.path)
          continue
        }
        add(make(count), bound)
      }
    }
    return rules
  }

  /// FXForms cell classes that change how a field is asked; the rest are iOS-only.
  func decodePresentation(_ node: consuming DocumentNode?, reader: NodeReader, path: FieldPath)
    -> CellHint?
  {
    guard let node, let name = reader.string(node) else { return nil }
    switch name {
    case "FXFormStepperCell": return .presentation(.stepper)
    case "FXFormSliderCell": return .presentation(.slider)
    case "FXFormOptionSegmentsCell": return .presentation(.segments)
    case "FXFormOptionPickerCell": return .presentation(.menu)
    case "FXFormTextViewCell": return .longText
    default:
      context.warning(
        "cell '\(name)' has no terminal equivalent; ignored", at: node.location,
        path: path)
      return nil
    }
  }
}

/// What a `cell` class asks for.
enum CellHint {
  case presentation(Presentation)
  case longText
}
