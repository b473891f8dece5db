/// A JSON Schema `format` read at a prompt and from answers the way the evaluator reads
/// it: an annotation, so text that does not match is a warning, never a refusal, and text
/// that does is kept exactly as given.
///
/// A JSON Schema form asks a `format` through a field kind (an email address, a URI, a
/// date, a date and time) or a text field checked against the format's syntax. Those
/// readers refuse what they cannot read and rewrite what they can (a date and time to
/// whole seconds in UTC, `example.com` to `https://example.com`); here they only help: a
/// value that already matches its format is kept byte for byte, typed text they can read
/// (`tomorrow`) is taken as they read it, and anything else is kept as the text it is,
/// for the evaluator to warn about.
package enum FormatAnnotation {
  /// The format a field of a JSON Schema form stands for, or nil.
  package static func format(of field: Field) -> String? {
    switch field.kind {
    case .email: return "email"
    case .url: return "uri"
    case .date: return "date"
    case .datetime: return "date-time"
    case .text: return field.validators.lazy.compactMap { syntaxFormat($0.rule) }.first
    default: return nil
    }
  }

  /// Whether a validator is a format's syntax (which warns) rather than a rule of the
  /// schema (which refuses).
  package static func isFormatRule(_ rule: ValidatorSpec.Rule) -> Bool {
    syntaxFormat(rule) != nil
  }

  /// The field without its format's syntax check, for the rules that refuse.
  package static func refusingRules(of field: Field) -> Field {
    guard field.validators.contains(where: { isFormatRule($0.rule) }) else { return field }
    var lenient = field
    lenient.validators.removeAll { isFormatRule($0.rule) }
    return lenient
  }

  /// What text given for a format field becomes.
  /// - Parameters:
  ///   - text: The text as given.
  ///   - typed: Typed input (a prompt, `--set`, a variable): the kind's reader may read it
  ///     (`tomorrow`, a bare host name); a file's text is data and kept as written.
  ///   - format: The field's format.
  ///   - read: The kind's reader.
  /// - Returns: The value to store; never a refusal.
  package static func reading(
    _ text: String, typed: Bool, format: String, read: (String) -> InputReading
  ) -> InputReading {
    let given = typed ? text.trimmingSpaces : text
    if !typed || FormatCheck.problem(format: format, text: given) == nil {
      return .value(.string(given), echo: nil)
    }
    if case .value(.string(let stored), let echo) = read(given) {
      return .value(.string(stored), echo: echo ?? (stored == given ? nil : stored))
    }
    return .value(.string(given), echo: nil)
  }

  private static func syntaxFormat(_ rule: ValidatorSpec.Rule) -> String? {
    guard case .regex(let pattern) = rule else { return nil }
    return JSONSchemaFormats.syntax.first { $0.value.pattern == pattern }?.key
  }
}
