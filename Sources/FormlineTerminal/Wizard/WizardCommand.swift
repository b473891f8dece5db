import Foundation

/// The commands every prompt understands (formline(1), Commands), and the escape for answers that
/// look like one: a leading backslash is dropped, so `\?` answers "?" and `\:back` ":back".
enum WizardCommand: Equatable {
  case help
  case back
  case clear
  case abort
  /// An answer (possibly unescaped).
  case answer(String)

  static func parse(_ line: String) -> WizardCommand {
    if line.hasPrefix("\\") { return .answer(String(line.dropFirst())) }
    switch line.trimmingCharacters(in: .whitespaces).lowercased() {
    case "?", ":help", ":h": return .help
    case "<", ":back", ":b": return .back
    case ":clear", ":null", ":c": return .clear
    case ":abort", ":quit", ":q": return .abort
    default: return .answer(line)
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
