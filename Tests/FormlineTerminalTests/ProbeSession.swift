import FormlineTestSupport

/// Starts the LineEditorProbe in a pseudo-terminal for the libedit tests.
enum ProbeSession {
  /// Path of the probe built by `swift test`.
  static let probePath = PseudoTerminal.productPath("LineEditorProbe")

  /// Starts the probe with `arguments`.
  static func start(
    _ arguments: [String],
    currentDirectory: String? = nil,
    standardOutput: PseudoTerminal.StandardOutput = .terminal
  ) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: probePath, arguments: arguments, currentDirectory: currentDirectory,
      standardOutput: standardOutput)
  }
}
