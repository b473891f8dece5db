import FormlineCore

/// The command-line way to give a missing answer, added as a note where the core reports
/// a required field nobody answered (`-y`, `-a -`, `validate`, `show`).
enum AnswerOptionHint {
  /// The diagnostic with "use --set PATH=… or --answers" noted when it is about a missing
  /// answer; any other diagnostic as it is.
  static func added(to diagnostic: Diagnostic) -> Diagnostic {
    guard diagnostic.kind == .noAnswerGiven, let path = diagnostic.path else {
      return diagnostic
    }
    var hinted = diagnostic
    hinted.notes.append("use --set \(path)=… or --answers")
    return hinted
  }
}
