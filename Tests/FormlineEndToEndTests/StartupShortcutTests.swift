import ArgumentParser
import FormlineCore
import FormlineTestSupport
import Foundation
import Testing

@testable import formline

/// The fill command lines people type skip swift-argument-parser; these pin that the
/// shortcut means exactly what the parser would make of the same command line, and leaves
/// everything else to it.
struct StartupShortcutTests {
  /// The command lines of the first-prompt benchmark, their spellings, and each of fill's
  /// other options.
  static let typedCommandLines: [[String]] = [
    ["form.yaml"], ["Examples/server.yaml"], ["a form with spaces.json"], ["fill.yaml"],
    ["form.yaml", "-o", "config.json"], ["form.yaml", "--output", "config.json"],
    ["form.yaml", "--output=config.json"], ["form.yaml", "-f", "yaml"],
    ["form.yaml", "--format", "toml"], ["form.yaml", "--format=env"],
    ["form.yaml", "--no-review"], ["form.yaml", "--review"], ["form.yaml", "--resume"],
    ["form.yaml", "--ask-all"], ["form.yaml", "-a", "answers.yaml"],
    ["form.yaml", "--answers", "answers.yaml"], ["form.yaml", "-a", "-"],
    ["form.yaml", "-a", "one.yaml", "-a", "two.json"], ["-o", "out.json", "form.yaml"],
    ["fill", "form.yaml"], ["fill", "form.yaml", "-o", "config.json"],
    ["fill", "form.yaml", "-f", "yaml", "--no-review", "--resume", "--ask-all", "-a", "a.yaml"],
    ["form.yaml", "-o", "c.toml", "-f", "json", "--no-review", "--ask-all", "-a", "a.yaml"],
    ["form.yaml", "-y"], ["form.yaml", "--defaults"], ["-y", "form.yaml"],
    ["form.yaml", "-y", "-o", "config.json"], ["fill", "form.yaml", "-y", "--no-review"],
    ["form.yaml", "--set", "port=8080"], ["form.yaml", "--set=port=8080"],
    ["form.yaml", "--set", "a=1", "--set", "b.c=two", "--set=tags[2]=x"],
    ["form.yaml", "--set", "name="], ["form.yaml", "--set", "path=-x"],
    ["form.yaml", "--set", "-"],
    ["form.yaml", "--env-prefix", "APP"], ["form.yaml", "--env-prefix=APP"],
    ["form.yaml", "--answers=a.yaml", "--answers", "b.json", "-a", "-"],
    ["form.yaml", "-y", "--set", "a=1", "-a", "x.yaml", "--set", "b=2", "--env-prefix", "APP"],
    [
      "fill", "form.yaml", "-a", "a.yaml", "--set", "x=1", "-y", "-o", "out.toml", "-f", "toml",
      "--env-prefix=FL", "--ask-all", "--review", "--resume", "-a", "b.yaml",
    ],
    ["form.yaml", "--no-color"], ["fill", "form.yaml", "--no-color", "-o", "c.json"],
    ["form.yaml", "--verbose", "--jsonc", "--allow-outside"],
    ["cookiecutter.json", "--from", "cookiecutter"], ["schema.json", "--from=json-schema"],
    ["form.yaml", "--edit", "config.yaml"], ["form.yaml", "--edit=c.toml", "--diff"],
    ["form.yaml", "-a", "a.yaml", "--edit", "c.json", "--unset", "x", "--unset", "y.z", "-y"],
    ["form.yaml", "-o", "c.json", "--diff"], ["form.yaml", "--template", "t.mustache"],
    ["form.yaml", "--set", "a=1", "--template", "t", "-o", "out.txt"],
    ["form.yaml", "--timeout", "2.5"], ["form.yaml", "--timeout=1e3"],
    ["form.yaml", "--transcript", "log.txt", "--events", "3"], ["form.yaml", "--events=-"],
    ["form.yaml", "-y", "--now", "2026-01-02"], ["form.yaml", "--now=2026-01-02T10:00:00Z"],
    ["--", "form.yaml"], ["fill", "--", "form.yaml"], ["-y", "-o", "c.json", "--", "form.yaml"],
  ]

  @Test(arguments: typedCommandLines)
  func typedCommandLinesGiveTheParsersSettings(arguments: [String]) throws {
    let shortcut = try #require(StartupShortcut.fillSettings(for: arguments))
    #expect(shortcut == (try parsed(arguments)))
  }

  /// The shortcut never runs `FillCommand.validate()`: every command line it accepts, and
  /// the defaults it starts from, must pass it, so skipping it skips no check.
  @Test(arguments: typedCommandLines + [["form.yaml"]])
  func acceptedCommandLinesPassTheParsersValidation(arguments: [String]) throws {
    let shortcut = try #require(StartupShortcut.fillSettings(for: arguments))
    let command = try #require(try FormlineCommand.parseAsRoot(arguments) as? FillCommand)
    try command.validate()
    #expect(command.settings == shortcut)
  }

  @Test func theDefaultsItStartsFromAreTheParsers() throws {
    let command = try #require(try FormlineCommand.parseAsRoot(["form.yaml"]) as? FillCommand)
    try command.validate()
    #expect(command.settings == FillSettings(form: "form.yaml"))
  }

  /// Options given again and short flags run together are read as the parser reads them.
  @Test(arguments: [
    ["form.yaml", "-o", "a", "-o", "b"], ["form.yaml", "--review", "--no-review"],
    ["form.yaml", "--no-review", "--review"], ["form.yaml", "-y", "-y"],
    ["form.yaml", "-y", "--defaults"], ["form.yaml", "-yo", "x.json"], ["form.yaml", "-ya", "a"],
    ["form.yaml", "--env-prefix", "A", "--env-prefix", "B"],
    ["form.yaml", "--no-color", "--no-color"], ["form.yaml", "-f", "json", "-f", "yaml"],
    ["-yy", "form.yaml", "-a", "x", "-a", "y", "--now", "2026-01-01", "--now", "2027-01-01"],
    ["form.yaml", "--timeout", "5", "--timeout", "6", "--edit", "a.yaml", "--edit", "b.yaml"],
    ["form.yaml", "--set=-a"], ["form.yaml", "--output=-x.json"],
  ])
  func repeatsAndClustersGiveTheParsersSettings(arguments: [String]) throws {
    let shortcut = try #require(StartupShortcut.fillSettings(for: arguments))
    #expect(shortcut == (try parsed(arguments)))
  }

  @Test(arguments: [
    [], ["-o", "x.json"], ["--help"], ["-h"], ["--version"], ["-"],
    ["fill"], ["validate"], ["schema"], ["show"], ["parse-date"], ["help"],
    ["form.yaml", "form2.yaml"], ["form.yaml", "-o"], ["form.yaml", "-o", "--no-review"],
    ["form.yaml", "-f", "xml"], ["form.yaml", "--"], ["--", "-form.yaml"], ["--"],
    ["--", "form.yaml", "-y"], ["form.yaml", "--", "other.yaml"], ["--", "validate"],
    ["--", ""],
    ["form.yaml", "--no-review=1"], ["form.yaml", "-ofile"], ["form.yaml", "--yes"],
    ["fill", "validate"], ["validate", "form.yaml"], ["form.yaml", "--convert"],
    ["form.yaml", "--generate-completion-script", "bash"],
    ["form.yaml", "-y=1"], ["form.yaml", "-oy", "x.json"], ["form.yaml", "-yz"],
    ["form.yaml", "--defaults=1"], ["form.yaml", "--set"], ["form.yaml", "--set", ""],
    ["form.yaml", "--set="],
    ["form.yaml", "--set", "--no-review"], ["form.yaml", "--set", "-y"],
    ["form.yaml", "--env-prefix"], ["form.yaml", "--env-prefix", ""],
    ["form.yaml", "--env-prefix="], ["form.yaml", "--env-prefix", "-y"],
    ["form.yaml", "--env", "APP"],
    ["form.yaml", "-y", "--timeout", "0"], ["form.yaml", "--timeout", "nan"],
    ["form.yaml", "--timeout", "-1"], ["form.yaml", "--timeout", "1e9"],
    ["form.yaml", "--timeout", "two"], ["form.yaml", "--from", "xml"],
    ["form.yaml", "--edit", "c.yaml", "-o", "x.yaml"],
    ["form.yaml", "--edit", "c.yaml", "-o", "-"],
    ["form.yaml", "--edit", "c.yaml", "--template", "t"], ["form.yaml", "--diff"],
    ["form.yaml", "-f", "json", "--template", "t"], ["form.yaml", "--no-color=1"],
    ["form.yaml", "--unset"], ["form.yaml", "--now", ""],
    ["-y"], ["--set", "a=1"], ["-y", "validate", "form.yaml"],
  ])
  func everythingElseGoesToTheParser(arguments: [String]) {
    #expect(StartupShortcut.fillSettings(for: arguments) == nil)
  }

  /// Every command line built from the shortcut's options, well and badly formed: whatever
  /// the shortcut accepts, the parser accepts with the same settings.
  @Test func agreesWithTheParserOnEveryCombination() throws {
    let tokens = [
      "fill", "form.yaml", "other.yaml", "-", "", "-o", "--output", "--output=x.yaml",
      "--output=", "-f", "--format", "--format=toml", "--format=xml", "json", "YAML",
      "-a", "--answers", "--answers=a.json", "--no-review", "--review", "--resume",
      "--ask-all", "--", "-y", "help", "x.json", "--no-review=", "-oz", "--defaults",
      "--defaults=", "-yo", "-ya", "-yf", "--set", "--set=a=1", "a=1", "b.c=-2", "--set=",
      "--env-prefix",
      "--env-prefix=APP", "APP", "--answers=-", "--no-color", "--verbose", "--jsonc",
      "--allow-outside", "--from", "copier", "--from=xml", "--edit", "--edit=e.yaml",
      "--unset", "--unset=a.b", "--diff", "--now", "--timeout", "2.5", "0", "--timeout=nan",
      "--transcript", "--events=3", "--template", "--template=t.txt", "--set=-a",
      "--output=-x.json", "--now=-1",
    ]
    var generator = SplitMix(seed: 3)
    var accepted = 0
    var acceptedUsing = (
      defaultsOnly: 0, assignments: 0, environmentPrefix: 0, files: 0, edit: 0, template: 0
    )
    for round in 0..<4_000 {
      let count = round < 1_000 ? 1 + round % 4 : Int(generator.next() % 8) + 1
      let arguments = (0..<count).map { _ in tokens[Int(generator.next() % UInt64(tokens.count))] }
      guard let shortcut = StartupShortcut.fillSettings(for: arguments) else { continue }
      accepted += 1
      if shortcut.defaultsOnly { acceptedUsing.defaultsOnly += 1 }
      if !shortcut.answers.assignments.isEmpty { acceptedUsing.assignments += 1 }
      if shortcut.answers.environmentPrefix != nil { acceptedUsing.environmentPrefix += 1 }
      if !shortcut.answers.files.isEmpty { acceptedUsing.files += 1 }
      if arguments.contains(where: { $0.hasPrefix("--edit") }) { acceptedUsing.edit += 1 }
      if shortcut.output.template != nil { acceptedUsing.template += 1 }
      let viaParser = try? parsed(arguments)
      #expect(viaParser == shortcut, "\(arguments)")
    }
    #expect(accepted > 100)
    // Each option the shortcut reads is exercised, not only the lines it refuses.
    #expect(acceptedUsing.defaultsOnly > 5, "\(acceptedUsing)")
    #expect(acceptedUsing.assignments > 5, "\(acceptedUsing)")
    #expect(acceptedUsing.environmentPrefix > 5, "\(acceptedUsing)")
    #expect(acceptedUsing.files > 5, "\(acceptedUsing)")
    #expect(acceptedUsing.edit > 5, "\(acceptedUsing)")
    #expect(acceptedUsing.template > 5, "\(acceptedUsing)")
  }

  @Test func knowsEverySubcommand() {
    let names = FormlineCommand.configuration.subcommands.map { $0._commandName }
    #expect(!names.isEmpty)
    #expect(Set(StartupShortcut.commandWords).isSuperset(of: names))
    #expect(StartupShortcut.commandWords == StartupShortcut.parsersCommandWords)
  }

  @Test func settingsFollowTheOptions() throws {
    let arguments = [
      "fill", "f.yaml", "-a", "one.yaml", "-a", "-", "--set", "x=1", "--env-prefix", "APP",
      "-o", "out.toml", "--template", "t.mustache", "-y", "--ask-all", "--no-review",
      "--now", "2026-01-02", "--resume", "--no-color", "--timeout", "2.5", "--transcript", "log",
    ]
    let expected = FillSettings(
      form: "f.yaml",
      answers: AnswerSources(
        files: ["one.yaml", "-"], assignments: ["x=1"], environmentPrefix: "APP"),
      output: OutputTarget(path: "out.toml", formatName: nil, template: "t.mustache"),
      defaultsOnly: true, askAll: true, review: false, now: "2026-01-02", resume: true,
      noColor: true, timeoutSeconds: 2.5, transcript: "log")
    let settings = try parsed(arguments)
    #expect(settings == expected)
    #expect(settings.answers.readsStandardInput)
    #expect(settings.output.format == .toml)
  }

  private func parsed(_ arguments: [String]) throws -> FillSettings {
    try #require(try FormlineCommand.parseAsRoot(arguments) as? FillCommand).settings
  }

  /// A value after `=` that starts with a combining mark is split off, as the parser cannot.
  @Test func anAttachedValueStartingWithACombiningMarkIsSplitOff() {
    #expect(
      AttachedValues.separated(["f.yaml", "--output=\u{301}x.json", "--set=a=\u{301}"])
        == ["f.yaml", "--output", "\u{301}x.json", "--set=a=\u{301}"])
    #expect(
      AttachedValues.separated(["--", "--output=\u{301}x"]) == ["--", "--output=\u{301}x"])
    #expect(
      AttachedValues.separated(["--output=x", "-o=\u{301}"]) == ["--output=x", "-o=\u{301}"])
  }

  /// And the file it names is the one written, on both paths (the shortcut, the parser).
  @Test func aFileNameStartingWithACombiningMarkIsWritten() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try "- name\n".write(toFile: form, atomically: true, encoding: .utf8)
    for extra in [[], ["--transcript", directory.file("t.txt")]] {
      let output = directory.file("\u{301}x.json")
      let run = try FormlineBinary.run(
        [form, "--output=" + "\u{301}x.json"] + extra, input: "Ada\n", directory: directory.path)
      #expect(run.status == 0, "stderr: \(run.stderr)")
      #expect(try String(contentsOfFile: output, encoding: .utf8) == "{\n  \"name\": \"Ada\"\n}\n")
      try FileManager.default.removeItem(atPath: output)
    }
  }
}
