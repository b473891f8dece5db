import FormlineCore
import FoundationEssentials

/// The `→ …` line after an accepted answer, so the scrollback shows what was stored.
extension Wizard {
  /// What to echo for an accepted answer, or nil when the line already says it.
  ///
  /// An empty line that took a default is echoed (`Port [8080]:` then `→ 8080`); typed
  /// text only when the reading changed it (`2` → `staging`, `jack` → `@jack`), never
  /// `staging` → `staging`. Secrets are never echoed.
  /// - Parameters:
  ///   - step: The step just answered.
  ///   - typed: The line as typed.
  ///   - reading: How the reader understood the text, when it said.
  /// - Returns: The text after `→`, or nil.
  func echoText(for step: FillStep, typed: String, reading: String?) -> String? {
    guard !step.field.isSecret, !step.isOfferMenu else { return nil }
    let typed = typed.trimmingBlanks
    guard typed.isEmpty else {
      guard let reading, reading.lowercased() != typed.lowercased() else { return nil }
      return reading
    }
    guard case .value = step.role else { return nil }
    if let reading { return reading }
    guard let value = session.answer(at: step.path), !value.isNull else { return nil }
    if step.field.kind.isBoolean && step.field.choices.mode == nil, let flag = value.boolValue {
      return flag ? "yes" : "no"
    }
    return session.answerText.shown(value, for: step.field)
  }

  func sayEcho(_ text: String) {
    say(style.echo("  → " + SafeText.neutraliseSingleLine(text)) + "\n")
  }
}
