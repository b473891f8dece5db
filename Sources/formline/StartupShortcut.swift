import ArgumentParser
import FormlineCore

/// Fill command lines, started without swift-argument-parser: `formline [fill] FORM` with
/// any of fill's options, each spelled out (`-o FILE`, `--output FILE`, `--output=FILE`).
///
/// Why: parsing is ~3 ms of first-time runtime work (reflection over every command and
/// two completion pseudo-commands, each first protocol check scanning the binary's 6 000
/// conformance records), which was 40 % of the time to the first prompt (docs/benchmarks.md).
/// An option given again overrides (or, for lists, adds to) what it set before, and short
/// flags run together (`-yo FILE`) are read one by one, as the parser reads both. Anything
/// this does not know for certain — another option, a short option with its value attached
/// (`-ofile`), `--` before anything but a last form, `-` or an empty word, a value apart
/// from its option that looks like one (`--now -1`) or that the parser would refuse,
/// options that exclude each other,
/// a subcommand word — goes to the parser, so options added later stay correct and every
/// error is the parser's. A test checks that every command line accepted here gives exactly
/// the parser's `FillSettings`.
enum StartupShortcut {
  /// The settings for `arguments` (without the program name), or nil to use the parser.
  static func fillSettings(for arguments: [String]) -> FillSettings? {
    var remaining = arguments[...]
    if remaining.first == "fill" { remaining = remaining.dropFirst() }
    var form: String?
    var settings = Reading(fill: FillSettings(form: ""))
    var seen: [String] = []
    while let argument = remaining.popFirst() {
      // `-- FORM`, last: the one word after `--` is the form (a word that looks like an
      // option, or anything more, is the parser's to read).
      if argument == "--" {
        guard form == nil, remaining.count == 1, let last = remaining.popFirst(), !last.isEmpty,
          !last.hasPrefix("-"), !commandWords.contains(last)
        else { return nil }
        form = last
        continue
      }
      guard argument.hasPrefix("-") else {
        guard form == nil, !argument.isEmpty, !commandWords.contains(argument) else {
          return nil
        }
        form = argument
        continue
      }
      if let letters = shortCluster(argument) {
        remaining.insert(contentsOf: letters, at: remaining.startIndex)
        continue
      }
      var name = argument
      var attached: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        attached = String(argument[argument.index(after: equals)...])
      }
      guard let option = options.first(where: { $0.names.contains(name) }) else { return nil }
      seen.append(option.group)
      switch option.action {
      case .flag(let set):
        guard attached == nil else { return nil }
        set(&settings)
      case .value(let set):
        guard let value = attached ?? remaining.popFirst(), !value.isEmpty,
          attached != nil || !value.hasPrefix("-") || value == "-", set(&settings, value)
        else { return nil }
      }
    }
    guard let form, agreesWithFillValidation(seen) else { return nil }
    settings.fill.form = form
    if let edit = settings.edit {
      // As `FillCommand.settings`: the file's own answers come first.
      settings.answers.files.insert(edit, at: 0)
      settings.output.path = edit
    }
    return settings.fill
  }

  /// `-yo` as `-y`, `-o`: short options run together, each known, a value taken only by
  /// the last; nil for any other word.
  private static func shortCluster(_ argument: String) -> [String]? {
    let letters = Array(argument.utf8.dropFirst())
    guard argument.utf8.first == UInt8(ascii: "-"), letters.count > 1 else { return nil }
    var names: [String] = []
    for (position, letter) in letters.enumerated() {
      guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(letter) else { return nil }
      let name = "-" + String(decoding: [letter], as: UTF8.self)
      guard let option = options.first(where: { $0.names.contains(name) }) else { return nil }
      if case .value = option.action, position != letters.count - 1 { return nil }
      names.append(name)
    }
    return names
  }

  /// The checks of `FillCommand.validate()` that involve two options; the one-option
  /// checks are made as each value is read.
  private static func agreesWithFillValidation(_ seen: [String]) -> Bool {
    // An array, not a `Set`: a first `Set<String>` is a runtime conformance lookup.
    if seen.contains("--edit") && (seen.contains("--output") || seen.contains("--template")) {
      return false
    }
    if seen.contains("--diff") && !seen.contains("--edit") && !seen.contains("--output") {
      return false
    }
    return !(seen.contains("--format") && seen.contains("--template"))
  }

  /// `FillSettings` while reading, with `--edit`'s file kept apart until every answers
  /// file is known.
  private struct Reading {
    var fill: FillSettings
    var edit: String?

    var answers: AnswerSources {
      get { fill.answers }
      set { fill.answers = newValue }
    }
    var output: OutputTarget {
      get { fill.output }
      set { fill.output = newValue }
    }
  }

  /// One option the shortcut reads, with all its spellings (the first names it).
  private struct KnownOption: Sendable {
    enum Action: Sendable {
      case flag(@Sendable (inout Reading) -> Void)
      /// False when the value is one the parser would reject.
      case value(@Sendable (inout Reading, String) -> Bool)
    }

    var names: [String]
    /// Options that set the same thing (`--review`, `--no-review`) share a group, which the
    /// checks of options that exclude each other name.
    var group: String
    var action: Action

    init(names: [String], group: String? = nil, action: Action) {
      self.names = names
      self.group = group ?? names[0]
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
      names: ["--answers", "-a"],
      action: .value {
        $0.answers.files.append($1)
        return true
      }),
    KnownOption(
      names: ["--set"],
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
    KnownOption(
      names: ["--template"],
      action: .value {
        $0.output.template = $1
        return true
      }),
    KnownOption(
      names: ["--from"],
      action: .value {
        guard let kind = FormSourceOptions.Kind(rawValue: $1) else { return false }
        $0.fill.dialect = FormDialect(rawValue: kind.rawValue)
        return true
      }),
    KnownOption(
      names: ["--edit"],
      action: .value {
        $0.edit = $1
        return true
      }),
    KnownOption(
      names: ["--unset"],
      action: .value {
        $0.answers.removals.append($1)
        return true
      }),
    KnownOption(
      names: ["--now"],
      action: .value {
        $0.fill.now = $1
        return true
      }),
    KnownOption(
      names: ["--timeout"],
      action: .value {
        // As the parser reads a `Double` and `FillCommand.validate()` bounds it.
        guard let seconds = Double($1), seconds > 0 && seconds < 1e9 else { return false }
        $0.fill.timeoutSeconds = seconds
        return true
      }),
    KnownOption(
      names: ["--transcript"],
      action: .value {
        $0.fill.transcript = $1
        return true
      }),
    KnownOption(
      names: ["--events"],
      action: .value {
        $0.fill.events = $1
        return true
      }),
    KnownOption(names: ["--defaults", "-y"], action: .flag { $0.fill.defaultsOnly = true }),
    KnownOption(
      names: ["--no-review"], group: "review", action: .flag { $0.fill.review = false }),
    KnownOption(names: ["--review"], group: "review", action: .flag { $0.fill.review = true }),
    KnownOption(names: ["--resume"], action: .flag { $0.fill.resume = true }),
    KnownOption(names: ["--ask-all"], action: .flag { $0.fill.askAll = true }),
    KnownOption(names: ["--no-color"], action: .flag { $0.fill.noColor = true }),
    KnownOption(names: ["--verbose"], action: .flag { $0.fill.verbose = true }),
    KnownOption(names: ["--diff"], action: .flag { $0.output.showsDiff = true }),
    KnownOption(names: ["--jsonc"], action: .flag { $0.answers.allowsComments = true }),
    KnownOption(names: ["--allow-outside"], action: .flag { $0.fill.allowsOutside = true }),
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
