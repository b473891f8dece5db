/// Whether conversation text is coloured.
///
/// Decided once from values the executable reads (flag, environment, isatty), never from the
/// environment inside the library, so tests and piped runs get predictable output.
package enum ColorMode: Sendable, Hashable {
  /// ANSI colours and bold.
  case color
  /// Plain text.
  case plain

  /// Decides the mode: plain with `--no-color`, a non-empty `NO_COLOR` (no-color.org),
  /// `TERM=dumb`, or when the output is not a terminal.
  ///
  /// - Parameters:
  ///   - noColorFlag: `--no-color` was given.
  ///   - noColorEnvironment: The value of `NO_COLOR`, nil if unset.
  ///   - term: The value of `TERM`, nil if unset.
  ///   - outputIsTerminal: The conversation output is a terminal.
  /// - Returns: `.color` only when nothing asks for plain text.
  package static func decide(
    noColorFlag: Bool,
    noColorEnvironment: String?,
    term: String?,
    outputIsTerminal: Bool
  ) -> ColorMode {
    if noColorFlag { return .plain }
    if let noColorEnvironment, !noColorEnvironment.isEmpty { return .plain }
    if term == "dumb" { return .plain }
    return outputIsTerminal ? .color : .plain
  }
}
