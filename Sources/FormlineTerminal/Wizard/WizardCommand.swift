import FoundationEssentials

/// The commands every prompt understands (formline(1), Commands), and the escape for answers that
/// look like one: a leading backslash is dropped, so `\?` answers "?" and `\:back` ":back".
///
/// A line that starts with text formline put there (the answer given before, or one just
/// refused) can only be read one way: libedit inserts pre-filled text as if it were typed, so
/// the line cannot tell what the person added. The rule is therefore on the text: a command is
/// the whole line, or is typed right after the untouched pre-fill (`Ada<` is `<` when `Ada` was
/// offered), and a backslash there escapes it (`Ada\?` answers "Ada?").
enum WizardCommand: Equatable {
  case help
  case back
  case clear
  case abort
  /// An answer (possibly unescaped).
  case answer(String)

  static func parse(_ line: String) -> WizardCommand {
    if line.hasPrefix("\\") { return .answer(String(line.dropFirst())) }
    switch line.trimmingBlanks.lowercased() {
    case "?", ":help", ":h": return .help
    case "<", ":back", ":b": return .back
    case ":clear", ":null", ":c": return .clear
    case ":abort", ":quit", ":q": return .abort
    default: return .answer(line)
    }
  }

  /// What a line means when `prefill` was on it as the prompt appeared.
  static func parse(_ line: String, prefill: String?) -> WizardCommand {
    let whole = parse(line)
    guard case .answer = whole, !line.hasPrefix("\\"), let prefill, !prefill.isEmpty,
      line.count > prefill.count, line.hasPrefix(prefill)
    else { return whole }
    let added = String(line.dropFirst(prefill.count))
    switch parse(added) {
    case .answer(let escaped) where added.hasPrefix("\\"):
      // `Ada\?`: the escape applies only when it escapes a command.
      guard case .answer = parse(escaped) else { return .answer(prefill + escaped) }
      return whole
    case .answer:
      return whole
    case let command:
      return command
    }
  }

  /// The command as a line of its own, which ``parse(_:)`` reads back as the same command.
  var line: String {
    switch self {
    case .help: "?"
    case .back: "<"
    case .clear: ":clear"
    case .abort: ":abort"
    case .answer(let text): text
    }
  }

  /// The lines `?` prints about commands; `:clear` only where no answer is allowed.
  static func helpLines(clearable: Bool) -> [String] {
    [
      "?          this help",
      "<  :back   the previous question (also PageUp or Ctrl-X Ctrl-B)",
    ] + (clearable ? [":clear     no answer (null)"] : []) + [
      ":abort     stop; nothing is written and nothing is kept",
      "Ctrl-C     stop; nothing is written, the answers so far are kept for --resume",
      "\\text      answer 'text' literally, e.g. \\? or \\:back",
    ]
  }
}
