import FoundationEssentials

/// Reads and shows the answers of fields with a `ValueSyntax`: the text is a JSON or YAML
/// document, the value is what it parses to.
///
/// ✅ yaml, "[docker, vim]" → `["docker", "vim"]`; yaml, "" → `null`
/// ✅ json, "{\"a\": 1}" → `{"a": 1}`
/// ❌ json, "[docker]" → "not valid JSON: …"
enum StructuredInput {
  static func read(_ text: String, syntax: ValueSyntax) -> InputReading {
    if syntax == .json {
      guard let node = try? JSONParser.parse(text, file: "answer") else {
        return .invalid("not valid JSON: '\(SafeText.neutraliseSingleLine(text))'")
      }
      return .value(node.answerValue, echo: nil)
    }
    do {
      guard let node = try DocumentParser.parse(text, file: "answer", as: .yaml) else {
        return .value(.null, echo: nil)
      }
      return .value(node.answerValue, echo: nil)
    } catch {
      return .invalid("not valid \(syntax == .json ? "JSON" : "YAML"): \(error.message)")
    }
  }

  /// The option a json/yaml single choice's text names as data (`[22]` for the value
  /// `[22]`), or nil to read the text as a menu answer.
  static func choice(_ text: String, for field: Field) -> InputReading? {
    guard field.choices.mode == .single, let syntax = field.syntax,
      case .value(let value, _) = read(text, syntax: syntax)
    else { return nil }
    let menu = ChoiceMenu(field)
    return menu.optionIndex(of: value).map { .value(menu.storedValue(forOption: $0), echo: nil) }
  }

  /// The value as one line of JSON, which reads back as the same value in both syntaxes.
  static func text(_ value: AnswerValue) -> String {
    if case .null = value { return "" }
    return JSONWriter.render(value, pretty: false).trimmingNewlines
  }
}
