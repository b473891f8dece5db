import FormlineTestSupport
import Foundation
import Testing

/// The committed completion scripts, run in their real shells: Tab in an interactive bash
/// and zsh on a pseudo-terminal, fish's own `complete -C`.
///
/// Each checks the README's way of running formline: `formline Exa<Tab>` completes to a
/// form file, `formline FORM --<Tab>` offers fill's options (fill is the default
/// subcommand), and fixed-value options offer their values. zsh and fish are installed by
/// `.ci/run`; where they are missing their tests are skipped.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"))
struct CompletionScriptTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.file("Examples"), withIntermediateDirectories: true)
    for name in ["pets.yaml", "server.yaml"] {
      try "- key: name\n".write(
        toFile: directory.file("Examples/\(name)"), atomically: true, encoding: .utf8)
    }
    try "not a form".write(
      toFile: directory.file("Examples/notes.txt"), atomically: true, encoding: .utf8)
  }

  static func script(_ name: String) -> String {
    Fixture.packageRoot.appendingPathComponent("completions/\(name)").path
  }

  /// PATH with the built binary first, so the scripts' `formline` is the one under test.
  static var path: String {
    (FormlineBinary.path as NSString).deletingLastPathComponent + ":/usr/bin:/bin"
  }

  private func shell(_ executable: String, _ arguments: [String]) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: executable, arguments: arguments,
      environment: ["PATH": Self.path, "HOME": directory.path, "TERM": "dumb"],
      currentDirectory: directory.path, columns: 200)
  }

  @Test func bashCompletesFormsOptionsAndValues() throws {
    let bash = try shell("/bin/bash", ["--norc", "--noprofile", "-i"])
    bash.send("PS1='ready> '; source '\(Self.script("formline.bash"))'; echo sourced\r")
    try bash.expect("sourced")
    try bash.expect("ready> ")
    bash.send("formline Exa\t")
    try bash.expect("Examples/")
    bash.send("pe\t")
    try bash.expect("pets.yaml ")
    bash.send("--a\t\t")
    try bash.expect("--answers")
    try bash.expect("--ask-all")
    bash.send("nswers Examples/\t\t")
    try bash.expect("server.yaml")
    #expect(!bash.screenText.contains("notes.txt"), "only JSON and YAML files are offered")
    bash.send("\u{15}formline Examples/pets.yaml -f \t\t")
    try bash.expect("toml")
    bash.send("\u{15}formline va\t")
    try bash.expect("formline validate ")
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
  func zshCompletesFormsOptionsAndValues() throws {
    let functions = directory.file("zsh-functions")
    try FileManager.default.createDirectory(atPath: functions, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Self.script("_formline"), toPath: functions + "/_formline")
    let zsh = try shell("/usr/bin/zsh", ["-f", "-i"])
    zsh.send(
      "PS1='ready> '; fpath=('\(functions)' $fpath); autoload -U compinit; compinit -u; "
        + "echo sourced\r")
    try zsh.expect("sourced")
    try zsh.expect("ready> ")
    zsh.send("formline Exa\t")
    try zsh.expect("Examples/")
    zsh.send("pe\t")
    try zsh.expect("pets.yaml")
    zsh.send("--a\t")
    try zsh.expect("--ask-all")
    zsh.send("\u{15}formline Examples/pets.yaml -f \t")
    try zsh.expect("toml")
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
  func fishCompletesFormsOptionsAndValues() throws {
    let fish = try FormlineBinary.run(
      [
        "--no-config", "-c",
        """
        source '\(Self.script("formline.fish"))'
        complete -C 'formline Exa'; echo ==
        complete -C 'formline Examples/'; echo ==
        complete -C 'formline Examples/pets.yaml --a'; echo ==
        complete -C 'formline Examples/pets.yaml -f '; echo ==
        complete -C 'formline va'
        """,
      ], environment: ["PATH": Self.path, "HOME": directory.path], directory: directory.path,
      executable: "/usr/bin/fish")
    #expect(fish.status == 0, "\(fish.stderr)")
    let sections = fish.stdout.components(separatedBy: "==\n").map {
      $0.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
    }
    try #require(sections.count == 5, "\(fish.stdout)")
    #expect(sections[0] == ["Examples/"])
    #expect(sections[1] == ["Examples/pets.yaml", "Examples/server.yaml"])
    #expect(sections[2] == ["--allow-outside", "--answers", "--ask-all"])
    #expect(sections[3] == ["json", "yaml", "toml", "env", "cookiecutter-replay"])
    #expect(sections[4] == ["validate"])
  }
}
