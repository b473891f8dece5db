/// Shows a long page in the user's `$PAGER`.
///
/// The pager runs on a private temp file with the terminal cooked (see `ExternalCommand`),
/// as an editor would get it.
package struct ExternalPager: Sendable {
  private var program: ExternalCommand

  /// The pager command line.
  package var command: String { program.command }

  /// Creates a pager from values the executable read from the environment.
  ///
  /// - Parameters:
  ///   - command: `$PAGER`.
  ///   - environment: Environment passed to the pager.
  ///   - terminalPath: Terminal for the pager's stdin/stdout when ours are redirected.
  package init(command: String, environment: [String: String], terminalPath: String = "/dev/tty") {
    program = ExternalCommand(
      command: command, environment: environment, terminalPath: terminalPath)
  }

  /// Shows `text` and waits until the user quits the pager.
  ///
  /// - Parameter text: The page, already made safe for the terminal.
  /// - Returns: Whether the pager showed it (false: the caller prints it instead).
  package func show(_ text: String) -> Bool {
    program.run(on: text, fileExtension: "txt") { _ in true } ?? false
  }
}
