/// Reads typed text into a field's value: the one place that knows what each kind
/// accepts, used alike for keystrokes, piped lines, `--set` and environment variables.
package struct InputReader: Sendable {
  package var dates: DateInputParser
  /// Relative `file`/`image` paths resolve against this directory.
  package var workingDirectory: String
  /// What `~/` expands to in `file`/`image` answers; nil expands nothing.
  package var homeDirectory: String?

  package init(dates: DateInputParser, workingDirectory: String, homeDirectory: String?) {
    self.dates = dates
    self.workingDirectory = workingDirectory
    self.homeDirectory = homeDirectory
  }

  /// Reads non-empty text for `field`.
  ///
  /// ✅ integer field, "42" → `.value(.integer(42), echo: nil)`
  /// ❌ integer field, "4x2" → `.invalid("'4x2' is not a whole number")`
  /// - Parameters:
  ///   - text: What the user typed (empty text is the caller's business: default or null).
  ///   - field: The field being answered.
  ///   - current: The field's current value, for relative input such as a stepper's `+5`.
  /// - Returns: The value or why it is invalid; never throws or traps.
  package func read(_ text: String, for field: Field, current: AnswerValue? = nil)
    -> InputReading
  {
    if field.kind == .union { return readUnion(text, for: field) }
    if let chosen = StructuredInput.choice(text, for: field) { return chosen }
    if field.choices.mode == .single { return readSingleChoice(text, for: field) }
    if field.choices.mode == .multiple {
      return readMultipleChoice(text, for: field, current: current)
    }
    if let syntax = field.syntax { return StructuredInput.read(text, syntax: syntax) }
    let trimmed =
      TransformerReversal.storedText(for: text, field: field)
      ?? text.trimmingSpaces
    switch field.kind {
    case .password, .longtext:
      return .value(.string(text), echo: nil)
    case .text, .account:
      return .value(.string(trimmed), echo: nil)
    case .name:
      let name = TextInput.capitalisedWords(trimmed)
      return .value(.string(name), echo: name == trimmed ? nil : name)
    case .email:
      return TextInput.email(trimmed)
    case .url:
      return TextInput.url(trimmed)
    case .phone:
      return TextInput.phone(trimmed)
    case .twitter:
      return TextInput.twitter(trimmed)
    case .number, .float, .decimal, .integer, .unsigned, .bitfield:
      if field.presentation == .stepper { return NumberInput.stepper(trimmed, field, current) }
      return NumberInput.read(trimmed, field)
    case .boolean, .option:
      guard let flag = BooleanInput.read(trimmed) else {
        return .invalid("answer yes or no (y/n), not '\(trimmed)'")
      }
      return .value(.bool(flag), echo: nil)
    case .date, .time, .datetime, .duration:
      return readTemporal(trimmed, field)
    case .color:
      return ColorInput.read(trimmed)
    case .image, .file:
      return FileInput.read(
        trimmed, field, workingDirectory: workingDirectory, homeDirectory: homeDirectory)
    case .form, .array, .union, .label, .info, .page, .button:
      return .invalid("this field is not answered with text")
    }
  }

  private func readTemporal(_ text: String, _ field: Field) -> InputReading {
    guard let kind = TemporalKind(rawValue: field.kind.rawValue) else {
      return .invalid("not a date field")
    }
    var parser = dates.forMaximum(field.maximum?.stringValue, of: kind)
    if let order = field.dateOrder { parser.dateOrder = order }
    do {
      let reading = try parser.parse(text, as: kind)
      return .value(reading.answerValue, echo: parser.echo(reading))
    } catch {
      return .invalid(error.message)
    }
  }
}
