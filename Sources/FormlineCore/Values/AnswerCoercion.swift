import FoundationEssentials

/// Accepts a value from an answers file (already typed JSON/YAML) for a scalar field:
/// values of the right type are checked as they are, strings are read like typed input,
/// so `port: 8080` and `port: "8080"` both work and a result can be fed back.
extension InputReader {
  /// - Parameters:
  ///   - value: The value given.
  ///   - field: The field it is for.
  ///   - keepingSpaces: Plain text keeps its surrounding spaces (values from answers files,
  ///     not typed text such as `--set`).
  ///   - typedText: The value is text as typed (`--set`, the environment): a union reads it
  ///     as its prompt does, rather than matching it as data.
  /// - Returns: The stored value, or why it does not fit the field.
  package func coerce(
    _ value: AnswerValue, for field: Field, keepingSpaces: Bool = false, typedText: Bool = false
  ) -> InputReading {
    if value.isNull { return .value(.null, echo: nil) }
    if field.kind == .union {
      if typedText, case .string(let text) = value { return readUnion(text, for: field) }
      return coerceUnion(value, for: field)
    }
    if let choice = field.choices.mode { return coerceChoice(value, field, choice) }
    if field.syntax != nil {
      // Structured data given as data is kept; only text is parsed.
      guard case .string(let text) = value else { return .value(value, echo: nil) }
      return read(text, for: field)
    }
    if field.presentation == .stepper, !field.kind.isTextual, value.doubleValue != nil {
      // A number (a default, an answers file's `n: -5`) is the value itself; only text
      // such as `-5` or `++` steps, as typed (a default of -5 became -10; Int64.min was
      // "too large").
      return NumberInput.read(value.editableText, field)
    }
    switch (field.kind, value) {
    case (_, .string(let text)) where field.kind.isTextual:
      if text.isEmpty { return .value(.string(""), echo: nil) }
      let reading = read(text, for: field)
      // Plain text from a file keeps its surrounding spaces (typed text is trimmed; a
      // quoted "  Ann  " in an answers file was written on purpose).
      if keepingSpaces, field.kind == .text || field.kind == .account,
        case .value(.string(let stored), let echo) = reading,
        stored == text.trimmingSpaces
      {
        return .value(.string(text), echo: echo)
      }
      return reading
    case (_, .string(let text)):
      return read(text, for: field)
    case (_, .integer) where field.kind.isTextual, (_, .number) where field.kind.isTextual,
      (_, .numberLiteral) where field.kind.isTextual:
      // `zip: 02134` or `version: 1.5` in YAML are numbers; a text field keeps their text.
      return read(value.editableText, for: field)
    case (.boolean, .bool), (.option, .bool):
      return .value(value, echo: nil)
    case (.integer, .integer), (.unsigned, .integer), (.bitfield, .integer),
      (.number, .integer), (.float, .integer), (.decimal, .integer),
      (.number, .number), (.float, .number), (.decimal, .number), (.integer, .number),
      (.unsigned, .number):
      return read(value.editableText, for: field)
    case (.integer, .numberLiteral), (.unsigned, .numberLiteral), (.bitfield, .numberLiteral),
      (.number, .numberLiteral), (.float, .numberLiteral), (.decimal, .numberLiteral):
      // Checked as typed, kept as written: `1.0` and `2.50` come back as they were given.
      guard case .value(let read, let echo) = read(value.editableText, for: field) else {
        return read(value.editableText, for: field)
      }
      return .value(read.exactNumber == value.exactNumber ? value : read, echo: echo)
    case (.duration, .integer):
      return value.doubleValue.map { $0 >= 0 } == true
        ? .value(value, echo: nil) : .invalid("a duration cannot be negative")
    case (.button, .bool):
      return .value(value, echo: nil)
    default:
      return .invalid("expected \(expectation(for: field)), got \(value.typeName)")
    }
  }

  private func coerceChoice(_ value: AnswerValue, _ field: Field, _ choice: ChoiceMode)
    -> InputReading
  {
    let menu = ChoiceMenu(field)
    switch choice {
    case .single:
      if let index = menu.optionIndex(of: value) {
        return .value(menu.storedValue(forOption: index), echo: nil)
      }
      // Read as typed: a json/yaml choice's text is data first (`[22]`).
      if let text = value.stringValue { return read(text, for: field) }
      // An object or list has no editable text: it is named as JSON, never left blank.
      let shown =
        value.objectValue != nil || value.arrayValue != nil
        ? JSONWriter.render(value, pretty: false).trimmingNewlines
        : value.editableText
      return .invalid("\(shown) is not one of the choices")
    case .multiple:
      if let indexes = MultipleChoiceStorage.indexes(of: value, field: field) {
        // A list given as data keeps its order, so it comes back as it was written; the
        // options it selects are the same.
        if let items = value.arrayValue, items.count == indexes.count {
          return .value(value, echo: nil)
        }
        return .value(MultipleChoiceStorage.value(for: indexes, field: field), echo: nil)
      }
      if let text = value.stringValue { return readMultipleChoice(text, for: field) }
      if field.kind == .bitfield, case .integer(let mask) = value {
        return .invalid("\(mask) is not a combination of the choices")
      }
      if let items = value.arrayValue {
        let texts = items.compactMap {
          $0.stringValue ?? ($0.doubleValue != nil ? $0.editableText : nil)
        }
        if texts.count == items.count {
          return readMultipleChoice(texts.joined(separator: ","), for: field)
        }
      }
      return .invalid("expected a list of choices")
    }
  }

  private func expectation(for field: Field) -> String {
    switch field.kind {
    case .boolean, .option, .button: "true or false"
    case .integer, .unsigned, .bitfield: "a whole number"
    case .number, .float, .decimal: "a number"
    case .duration: "a duration"
    default: "text"
    }
  }
}
