import Foundation

/// A suite of interactive tests that share one way of working: each test gets a fresh
/// directory (a new suite value), writes its files there, and starts the built `formline`
/// in it at a pseudo-terminal, its drafts kept under `state`.
///
/// One helper for every such suite, rather than a copy of these few lines in each.
package protocol TerminalSuite {
  /// The test's own directory.
  var directory: TemporaryDirectory { get }
}

extension TerminalSuite {
  /// `XDG_STATE_HOME` of the runs started here, where their drafts go.
  package var state: String { directory.file("state") }

  /// Writes `text` to `name` in the directory.
  /// - Returns: The file's path.
  package func file(_ text: String, name: String = "form.yaml") throws -> String {
    let path = directory.file(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The built `formline` at a terminal in the directory (`PseudoTerminal.formline`).
  /// - Returns: The running program.
  package func start(_ arguments: [String], environment: [String: String] = [:]) throws
    -> PseudoTerminal
  {
    try PseudoTerminal.formline(
      arguments, in: directory.path, state: state, environment: environment)
  }
}
