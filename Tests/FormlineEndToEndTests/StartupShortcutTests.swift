import ArgumentParser
import FormlineCore
import Testing

@testable import formline

/// `formline FORM` skips swift-argument-parser; these pin that it means what the parser
/// would make of the same command line.
struct StartupShortcutTests {
  @Test(arguments: ["form.yaml", "Examples/server.yaml", "a form with spaces.json", "fill.yaml"])
  func lonePathGivesTheParsersSettings(path: String) throws {
    #expect(StartupShortcut.lonePath(in: [path]) == path)
    let parsed = try #require(try FormlineCommand.parseAsRoot([path]) as? FillCommand)
    #expect(parsed.settings == FillSettings(form: path))
  }

  @Test(arguments: [
    [], ["form.yaml", "-y"], ["-o", "x.json"], ["--help"], ["-h"], ["--version"], ["-"],
    ["fill"], ["validate"], ["schema"], ["show"], ["parse-date"], ["help"],
    ["form.yaml", "form2.yaml"],
  ])
  func everythingElseGoesToTheParser(arguments: [String]) {
    #expect(StartupShortcut.lonePath(in: arguments) == nil)
  }

  @Test func knowsEverySubcommand() {
    let names = FormlineCommand.configuration.subcommands.map { $0._commandName }
    #expect(!names.isEmpty)
    #expect(Set(StartupShortcut.commandWords).isSuperset(of: names))
  }

  @Test func settingsFollowTheOptions() throws {
    let arguments = [
      "fill", "f.yaml", "-a", "one.yaml", "-a", "-", "--set", "x=1", "--env-prefix", "APP",
      "-o", "out.toml", "--template", "t.mustache", "-y", "--ask-all", "--no-review",
      "--now", "2026-01-02", "--resume", "--no-color", "--timeout", "2.5", "--transcript", "log",
    ]
    let parsed = try #require(try FormlineCommand.parseAsRoot(arguments) as? FillCommand)
    let expected = FillSettings(
      form: "f.yaml",
      answers: AnswerSources(
        files: ["one.yaml", "-"], assignments: ["x=1"], environmentPrefix: "APP"),
      output: OutputTarget(path: "out.toml", formatName: nil, template: "t.mustache"),
      defaultsOnly: true, askAll: true, review: false, now: "2026-01-02", resume: true,
      noColor: true, timeoutSeconds: 2.5, transcript: "log")
    #expect(parsed.settings == expected)
    #expect(parsed.settings.answers.readsStandardInput)
    #expect(parsed.settings.output.format == .toml)
  }
}
