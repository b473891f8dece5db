import FoundationEssentials

/// Edits a text in the user's `$VISUAL`/`$EDITOR`, for long-text fields.
///
/// The editor runs on a private temp file with the terminal cooked (see `ExternalCommand`).
package struct ExternalEditor: Sendable {
  private var program: ExternalCommand

  /// The editor command line: `$VISUAL`, else `$EDITOR`, else `vi`.
  package var command: String { program.command }

  /// Creates an editor from values the executable read from the environment.
  ///
  /// - Parameters:
  ///   - visual: `$VISUAL`, preferred when set and not empty.
  ///   - editor: `$EDITOR`.
  ///   - environment: Environment passed to the editor.
  ///   - terminalPath: Terminal for the editor's stdin/stdout when ours are redirected.
  package init(
    visual: String?,
    editor: String?,
    environment: [String: String],
    terminalPath: String = "/dev/tty"
  ) {
    let chosen = [visual, editor].compactMap { $0 }.first { !$0.isEmpty }
    program = ExternalCommand(
      command: chosen ?? "vi", environment: environment, terminalPath: terminalPath)
  }

  /// Lets the user edit `text` and returns the result.
  ///
  /// - Parameters:
  ///   - text: The initial text.
  ///   - fileExtension: Extension of the temp file, so the editor picks a syntax.
  /// - Returns: The edited text, or nil when the file could not be made, the editor could
  ///   not start, exited with a non-zero status or was killed.
  package func edit(_ text: String, fileExtension: String = "txt") -> String? {
    program.run(on: text, fileExtension: fileExtension) { path in
      FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
  }
}
