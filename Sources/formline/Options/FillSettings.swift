import FormlineCore

/// Everything a fill needs from the command line, as plain values.
///
/// swift-argument-parser produces it for `formline [fill] …` (`FillCommand.settings`);
/// `StartupShortcut` builds it directly for the fill command lines it reads. The defaults here are
/// the options' defaults: a test checks that both ways agree.
struct FillSettings: Equatable {
  var form: String
  /// `--from`; nil decides by the file name.
  var dialect: FormDialect?
  /// `--allow-outside`: includes and pages may name files outside the form's directory.
  var allowsOutside = false
  var answers = AnswerSources()
  var output = OutputTarget()
  /// `-y`: never ask.
  var defaultsOnly = false
  var askAll = false
  /// `--review`/`--no-review`; nil means "when interactive".
  var review: Bool?
  /// `--now` as typed.
  var now: String?
  var resume = false
  var noColor = false
  var timeoutSeconds: Double?
  var transcript: String?
  /// `--events`: a file, or a file descriptor number, for the JSON-lines event stream.
  var events: String?
  /// `--verbose`: the form's warnings in full rather than counted.
  var verbose = false
}
