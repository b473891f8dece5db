import Foundation

/// The commands every prompt understands (SPEC §3), and the escape for answers that look
/// like one: a leading backslash is dropped, so `\?` answers "?" and `\:back` ":back".
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

  /// The lines `?` prints about commands.
  static let helpLines = [
    "?          this help",
    "<  :back   the previous question (also PageUp or Ctrl-X Ctrl-B)",
    ":clear     no answer (null)",
    ":abort     stop without writing anything (also Ctrl-C)",
    "\\text      answer 'text' literally, e.g. \\? or \\:back",
    "Enter on an empty line keeps the default shown in [brackets].",
  ]
}
