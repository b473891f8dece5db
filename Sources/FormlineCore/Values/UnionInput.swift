import FoundationEssentials

/// Reads a `union` field's answer: typed text is tried on the variants in order, a value
/// given as data is matched by its JSON value.
///
/// ✅ integer | text, "8080" → `8080`, echo "8080 (a whole number)"; "auto" → `"auto"`
/// ✅ text | list of text, "[a, b]" → `["a", "b"]`; "a" → `"a"`
/// ✅ integer | text, "\"8080\"" → `"8080"` (double quotes make a JSON string)
/// ❌ integer ≥ 1 | boolean, "0" → "matches none of the variants: expected …"
extension InputReader {
  /// Typed text (a prompt line, a piped line, `--set`, an environment variable).
  func readUnion(_ text: String, for field: Field) -> InputReading {
    let trimmed = text.trimmingSpaces
    let conformance = ValueConformance(validator: Validator(dates: dates))
    if let quoted = Self.quotedString(trimmed),
      conformance.problem(.string(quoted), for: field) == nil
    {
      return accepted(.string(quoted), echo: nil, in: field, by: nil, conformance: conformance)
    }
    var reasons: [String] = []
    var numberReading: (AnswerValue, String?, Int)?
    // Text in brackets or braces is a list or an object first, wherever those variants
    // stand: `[a, b]` is two values even when plain text is tried before lists.
    let structuredFirst = trimmed.first == "[" || trimmed.first == "{"
    let order = field.union.variants.indices.sorted {
      guard structuredFirst else { return $0 < $1 }
      let (left, right) = (field.union.variants[$0], field.union.variants[$1])
      return (left.takesBrackets ? 0 : 1, $0) < (right.takesBrackets ? 0 : 1, $1)
    }
    for index in order {
      let variant = field.union.variants[index].expanded ?? field.union.variants[index]
      let reading = readVariant(text, trimmed: trimmed, variant)
      guard case .value(let value, let echo) = reading, !value.isNull else {
        if case .invalid(let message) = reading {
          reasons.append("\(variant.variantDescription) (\(message))")
        } else {
          reasons.append(variant.variantDescription)
        }
        continue
      }
      if let problem = conformance.problem(value, for: variant) {
        reasons.append("\(variant.variantDescription) (\(value.editableText) \(problem))")
        continue
      }
      // A number that does not read back as typed ("3.10" is 3.1) gives way to a later
      // variant that keeps the text as it is.
      if value.doubleValue != nil, value.editableText != trimmed {
        numberReading = numberReading ?? (value, echo, index)
        continue
      }
      return accepted(value, echo: echo, in: field, by: index, conformance: conformance)
    }
    if let (value, echo, index) = numberReading {
      return accepted(value, echo: echo, in: field, by: index, conformance: conformance)
    }
    return .invalid(
      "'\(SafeText.neutraliseSingleLine(trimmed))' matches none of the variants: expected "
        + reasons.joined(separator: "; or "))
  }

  /// A value given as data (an answers file, a default): taken as it is by the first
  /// variant whose reading keeps its JSON type, as JSON Schema would match it.
  func coerceUnion(_ value: AnswerValue, for field: Field) -> InputReading {
    let conformance = ValueConformance(validator: Validator(dates: dates))
    for variant in field.union.variants.map({ $0.expanded ?? $0 }) {
      guard let candidate = coerceVariant(value, variant),
        conformance.problem(candidate, for: variant) == nil
      else { continue }
      return accepted(candidate, echo: nil, in: field, by: nil, conformance: conformance)
    }
    // Names what each variant expected.
    if let problem = conformance.unionProblem(value, field) { return .invalid(problem) }
    return .value(value, echo: nil)
  }

  /// The text that reads back as `value` at this union's prompt: lists and objects as one
  /// line of JSON, text in double quotes when an earlier variant would read it otherwise.
  package func unionEditableText(_ value: AnswerValue, for field: Field) -> String {
    switch value {
    case .array, .object:
      return StructuredInput.text(value)
    case .string(let text):
      if case .value(let readBack, _) = readUnion(text, for: field), readBack == value {
        return text
      }
      return StructuredInput.text(value)
    default:
      return value.editableText
    }
  }

  /// The value a variant reads from typed text; nil reading when the text is not that
  /// variant's shape (a list variant and text without brackets).
  private func readVariant(_ text: String, trimmed: String, _ variant: Field) -> InputReading {
    if variant.kind == .union { return readUnion(text, for: variant) }
    if variant.isStructuredVariant {
      let opener: Character = variant.kind == .form || variant.collection.keyedMap ? "{" : "["
      guard trimmed.first == opener else { return .value(.null, echo: nil) }
      guard case .value(let data, _) = StructuredInput.read(trimmed, syntax: .yaml) else {
        return StructuredInput.read(trimmed, syntax: .yaml)
      }
      return .value(typedItems(data, variant), echo: nil)
    }
    if variant.choices.mode == .multiple, trimmed.first == "[" {
      // The choices as a list typed in brackets, as an answers file gives them.
      guard case .value(let items, _) = StructuredInput.read(trimmed, syntax: .yaml) else {
        return StructuredInput.read(trimmed, syntax: .yaml)
      }
      return coerce(items, for: variant)
    }
    if variant.choices.mode == .single {
      // A menu position means nothing here: the text names the value itself.
      let matching = variant.choices.options.first {
        $0.title == trimmed || $0.value.editableText == trimmed
      }
      return matching.map { .value($0.value, echo: nil) } ?? .value(.null, echo: nil)
    }
    return read(text, for: variant)
  }

  /// A typed list's text items read as each item's kind reads text (`[tomorrow]` of dates).
  private func typedItems(_ data: AnswerValue, _ variant: Field) -> AnswerValue {
    guard variant.kind == .array, !variant.collection.keyedMap, variant.collection.template != nil,
      let items = data.arrayValue
    else { return data }
    return .array(
      items.enumerated().map { index, item in
        guard case .string(let text) = item,
          let template = variant.itemField(at: index).map({ $0.expanded ?? $0 }),
          !template.isStructuredVariant
        else { return item }
        let reading =
          template.kind == .union ? readUnion(text, for: template) : read(text, for: template)
        return reading.value ?? item
      })
  }

  /// A variant's reading of a value given as data, nil when the reading changes its JSON
  /// type (`"8080"` is never a number here, nor `8080` text).
  private func coerceVariant(_ value: AnswerValue, _ variant: Field) -> AnswerValue? {
    if variant.kind == .union { return coerceUnion(value, for: variant).value }
    if variant.isStructuredVariant || variant.choices.mode != nil { return value }
    guard case .value(let read, _) = coerce(value, for: variant, keepingSpaces: true) else {
      return nil
    }
    switch (read, value) {
    case (.integer, .integer), (.integer, .number), (.number, .number), (.number, .integer),
      (.string, .string), (.bool, .bool):
      return read
    default:
      return nil
    }
  }

  /// The union's reading, refused when `oneOf` finds it in several variants; echoed with
  /// the variant that took it when there was a choice to make.
  private func accepted(
    _ value: AnswerValue, echo: String?, in field: Field, by variant: Int?,
    conformance: ValueConformance
  ) -> InputReading {
    if field.union.match == .one, let problem = conformance.unionProblem(value, field) {
      return .invalid(problem)
    }
    guard field.union.variants.count > 1,
      let taken = variant ?? conformance.matchingVariants(value, of: field).first
    else {
      return .value(value, echo: echo)
    }
    let shown = echo ?? (value.stringValue ?? StructuredInput.text(value))
    let variantField = field.union.variants[taken]
    let name: String
    if let items = value.arrayValue, variantField.title.isEmpty {
      name = items.count == 1 ? "a list of 1" : "a list of \(items.count)"
    } else if value.objectValue != nil, variantField.title.isEmpty {
      // Told apart by what only it requires, as the variant menu does ("with directory").
      name =
        "an object"
        + (UnionChoice.distinguishingRequirement(of: variantField, in: field)
          .map { " \($0)" } ?? "")
    } else {
      name = VariantLabels.brief(variantField)
    }
    return .value(value, echo: "\(shown) (\(name))")
  }

  /// The text of a JSON string literal typed in double quotes.
  private static func quotedString(_ text: String) -> String? {
    guard text.count >= 2, text.first == "\"", text.last == "\"",
      let parsed = try? JSONParser.parse(text, file: "answer"),
      case .string(let string) = parsed.content
    else { return nil }
    return string
  }
}

extension Field {
  /// A variant that text in brackets or braces is for: lists, objects, multiple choices.
  fileprivate var takesBrackets: Bool { isStructuredVariant || choices.mode == .multiple }
}
