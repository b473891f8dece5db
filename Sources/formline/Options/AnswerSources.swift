import FormlineCore

/// Where answers come from besides the person, as plain values (`--answers`, `--set`,
/// `--env-prefix`).
struct AnswerSources: Equatable {
  /// Answers files in the order given; `-` is standard input.
  var files: [String] = []
  /// `path=value` assignments in the order given.
  var assignments: [String] = []
  var environmentPrefix: String?
  /// `--jsonc`: `.json` answers files may carry comments and trailing commas.
  var allowsComments = false
  /// `--unset` paths in the order given: left out of the result.
  var removals: [String] = []

  var isEmpty: Bool {
    files.isEmpty && assignments.isEmpty && environmentPrefix == nil && removals.isEmpty
  }

  /// Standard input carries answers (`-a -`), so it cannot also carry typed lines.
  var readsStandardInput: Bool { files.contains("-") }
}
