import FormlineCore

/// Where and how the result is written, as plain values (`--output`, `--format`,
/// `--template`).
struct OutputTarget: Equatable, Sendable {
  /// The file to write atomically; nil is standard output.
  var path: String?
  /// A format name as typed; checked by `OutputOptions.validate()`.
  var formatName: String?
  var template: String?
  /// `--diff`: print what would change in `path` instead of writing it.
  var showsDiff = false

  /// The format asked for, else the output file's, else JSON.
  var format: OutputFormat {
    if let formatName, let named = OutputFormat(name: formatName) { return named }
    if let path, let inferred = OutputFormat.inferred(fromPath: path) { return inferred }
    return .json
  }
}
