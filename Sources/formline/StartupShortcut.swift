import ArgumentParser

/// `formline FORM` with nothing else: a fill with every option at its default, started
/// without swift-argument-parser.
///
/// Why: parsing is ~3 ms of first-time runtime work (reflection over every command and
/// two completion pseudo-commands, each first protocol check scanning the binary's 6 000
/// conformance records), which was 40 % of the time to the first prompt (docs/benchmarks.md).
/// There is nothing to parse in a lone form path, so this only recognises that shape and
/// leaves every other command line, including any option, to the parser.
enum StartupShortcut {
  /// The form path when `arguments` (without the program name) is exactly one path: not an
  /// option and not a subcommand name, which the parser would read differently.
  static func lonePath(in arguments: [String]) -> String? {
    guard arguments.count == 1, let argument = arguments.first, !argument.hasPrefix("-")
    else { return nil }
    return commandWords.contains(argument) ? nil : argument
  }

  /// The words the parser reads as a subcommand in the first position. (An array: a first
  /// `Set<String>` is a runtime conformance lookup, measurable here.)
  static var commandWords: [String] {
    var words = ["help"]
    for command in FormlineCommand.configuration.subcommands {
      words.append(command._commandName)
      words += command.configuration.aliases
    }
    return words
  }
}
