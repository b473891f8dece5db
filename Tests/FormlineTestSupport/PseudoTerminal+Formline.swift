extension PseudoTerminal {
  /// The built `formline` at a terminal as the interactive tests run it: in `directory`,
  /// its drafts under `state`, in UTC and without colour (each replaceable through
  /// `environment`), its standard output kept apart from the screen.
  /// - Parameters:
  ///   - arguments: The command line after `formline`.
  ///   - directory: The working directory.
  ///   - state: `XDG_STATE_HOME`, where drafts are kept.
  ///   - environment: Added to, or replacing, the variables above.
  ///   - removing: Variables above to leave out (`NO_COLOR` for a run in colour).
  /// - Returns: The running program.
  /// - Throws: ``PseudoTerminalError`` when it cannot start.
  package static func formline(
    _ arguments: [String], in directory: String, state: String,
    environment: [String: String] = [:], removing: Set<String> = []
  ) throws -> PseudoTerminal {
    let base = ["XDG_STATE_HOME": state, "TZ": "UTC", "NO_COLOR": "1"]
      .filter { !removing.contains($0.key) }
    return try PseudoTerminal(
      executable: FormlineBinary.path, arguments: arguments,
      environment: base.merging(environment) { _, given in given },
      currentDirectory: directory, standardOutput: .pipe)
  }
}
