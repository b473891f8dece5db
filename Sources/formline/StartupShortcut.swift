import ArgumentParser
import FormlineCore

/// The fill command lines people type, started without swift-argument-parser:
/// `formline [fill] FORM` with any of `-o/--output FILE`, `-f/--format FMT`, `-a/--answers
/// FILE` (repeatable), `--set PATH=VALUE` (repeatable), `--env-prefix PREFIX`,
/// `-y/--defaults`, `--no-review`, `--review`, `--resume`, `--ask-all`.
///
/// Why: parsing is ~3 ms of first-time runtime work (reflection over every command and
/// two completion pseudo-commands, each first protocol check scanning the binary's 6 000
/// conformance records), which was 40 % of the time to the first prompt (docs/benchmarks.md).
/// Anything this does not know for certain — another option, a repeated one, `--`, `-` or
/// an empty word, a value that looks like an option, an unknown format, a subcommand
/// word — goes to the parser,
/// so options added later stay correct. A test checks that every command line accepted
/// here gives exactly the parser's `FillSettings`.
enum StartupShortcut {
  /// The settings for `arguments` (without the program name), or nil to use the parser.
  static func fillSettings(for arguments: [String]) -> FillSettings? {
    var remaining = arguments[...]
    if remaining.first == "fill" { remaining = remaining.dropFirst() }
    var form: String?
    var settings = FillSettings(form: "")
    var seen: [String] = []
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("-") else {
        guard form == nil, !argument.isEmpty, !commandWords.contains(argument) else {
          return nil
        }
        form = argument
        continue
      }
      var name = argument
      var attached: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        attached = String(argument[argument.index(after: equals)...])
      }
      guard let option = options.first(where: { $0.names.contains(name) }) else { return nil }
      guard option.repeatable || !seen.contains(option.group) else { return nil }
      seen.append(option.group)
      switch option.action {
      case .flag(let set):
        guard attached == nil else { return nil }
        set(&settings)
      case .value(let set):
        guard let value = attached ?? remaining.popFirst(), !value.isEmpty,
          !value.hasPrefix("-") || value == "-", set(&settings, value)
        else { return nil }
      }
    }
    guard let form else { return nil }
    settings.form = form
    return settings
  }

  /// One option the shortcut reads, with all its spellings (the first names it).
  private struct KnownOption: Sendable {
    enum Action: Sendable {
      case flag(@Sendable (inout FillSettings) -> Void)
      /// False when the value is one the parser would reject.
      case value(@Sendable (inout FillSettings, String) -> Bool)
    }

    var names: [String]
    /// Options that set the same thing (`--review`, `--no-review`) share a group; a group
    /// given twice goes to the parser.
    var group: String
    var repeatable = false
    var action: Action

    init(names: [String], group: String? = nil, repeatable: Bool = false, action: Action) {
      self.names = names
      self.group = group ?? names[0]
      self.repeatable = repeatable
      self.action = action
    }
  }

  private static let options: [KnownOption] = [
    KnownOption(
      names: ["--output", "-o"],
      action: .value {
        $0.output.path = $1 == "-" ? nil : $1
        return true
      }),
    KnownOption(
      names: ["--format", "-f"],
      action: .value {
        $0.output.formatName = $1
        return OutputFormat(name: $1) != nil
      }),
    KnownOption(
      names: ["--answers", "-a"], repeatable: true,
      action: .value {
        $0.answers.files.append($1)
        return true
      }),
    KnownOption(
      names: ["--set"], repeatable: true,
      action: .value {
        $0.answers.assignments.append($1)
        return true
      }),
    KnownOption(
      names: ["--env-prefix"],
      action: .value {
        $0.answers.environmentPrefix = $1
        return true
      }),
    KnownOption(names: ["--defaults", "-y"], action: .flag { $0.defaultsOnly = true }),
    KnownOption(names: ["--no-review"], group: "review", action: .flag { $0.review = false }),
    KnownOption(names: ["--review"], group: "review", action: .flag { $0.review = true }),
    KnownOption(names: ["--resume"], action: .flag { $0.resume = true }),
    KnownOption(names: ["--ask-all"], action: .flag { $0.askAll = true }),
  ]

  /// The words the parser reads as a subcommand in the first position.
  ///
  /// Written out: reading them from `FormlineCommand.configuration` sets up every command's
  /// configuration, ~2 % of start-up (docs/benchmarks.md). A test checks this is exactly
  /// ``parsersCommandWords``. An array: a first `Set<String>` is a runtime conformance
  /// lookup, measurable here.
  static let commandWords = [
    "help", "fill", "validate", "schema", "show", "parse-date", "convert",
  ]

  /// The subcommand words as the parser knows them (names and aliases), and `help`.
  static var parsersCommandWords: [String] {
    var words = ["help"]
    for command in FormlineCommand.configuration.subcommands {
      words.append(command._commandName)
      words += command.configuration.aliases
    }
    return words
  }
}
