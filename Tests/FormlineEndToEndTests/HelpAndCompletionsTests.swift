import FormlineTestSupport
import Foundation
import Testing

/// Keeps the documentation bound to the command line.
///
/// Every option `--help` shows must be in formline(1), the committed completion scripts
/// must be what the binary generates, and the help texts must match their snapshots.
/// `RECORD_SNAPSHOTS=1` re-records the help snapshots, and the recording run fails so it is
/// never mistaken for a pass; completion scripts are regenerated with
/// `Scripts/generate-completions.sh`.
struct HelpAndCompletionsTests {
  static let packageRoot = Fixture.packageRoot

  static let snapshots = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Snapshots")

  static let subcommands = ["fill", "validate", "schema", "show", "parse-date"]

  /// Runs the binary with a fixed width and locale, so help wraps the same everywhere.
  static func run(_ arguments: [String]) throws -> FormlineBinary.Run {
    try FormlineBinary.run(
      arguments, environment: ["COLUMNS": "80", "LC_ALL": "C", "TERM": "dumb"])
  }

  /// The long options listed under OPTIONS in a help text, `--review/--no-review` giving
  /// both names.
  static func longOptions(inHelp help: String) -> [String] {
    var options: [String] = []
    var inOptions = false
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasSuffix(":") && !line.hasPrefix(" ") {
        inOptions = line == "OPTIONS:"
        continue
      }
      let trimmed = line.drop { $0 == " " }
      guard inOptions, trimmed.hasPrefix("-") else { continue }
      // The option column ends where the description starts, after two spaces.
      let column = trimmed.range(of: "  ").map { trimmed[..<$0.lowerBound] } ?? trimmed
      for match in column.matches(of: /--[a-z][a-z0-9-]*/) {
        options.append(String(match.output))
      }
    }
    return options
  }

  /// formline(1) as plain text: roff's `\-` made `-` and font changes removed.
  static func manualText(_ name: String) throws -> String {
    let roff = try String(
      contentsOf: packageRoot.appendingPathComponent("man/\(name)"), encoding: .utf8)
    return
      roff
      .replacingOccurrences(of: "\\-", with: "-")
      .replacing(/\\f[BIRP]/, with: "")
      .replacing(/\\c\n/, with: "")
  }

  @Test(arguments: subcommands)
  func everyLongOptionIsInTheManual(subcommand: String) throws {
    let help = try Self.run(["help", subcommand])
    #expect(help.status == 0)
    let options = Self.longOptions(inHelp: help.stdout)
    #expect(options.contains("--help"), "no options parsed from:\n\(help.stdout)")
    let manual = try Self.manualText("formline.1")
    for option in options {
      // Whole option only: `--no-review` must not count as `--review`, nor the reverse.
      let pattern = "(?<![a-z0-9-])" + option + "(?![a-z0-9-])"
      #expect(
        manual.range(of: pattern, options: .regularExpression) != nil,
        "formline \(subcommand) \(option) is not documented in man/formline.1")
    }
  }

  @Test(arguments: subcommands)
  func everySubcommandIsInTheSynopsis(subcommand: String) throws {
    let manual = try Self.manualText("formline.1")
    let synopsis = manual.components(separatedBy: ".SH DESCRIPTION").first ?? ""
    #expect(synopsis.contains(".B \(subcommand)\n") || synopsis.contains("[ \(subcommand) ]"))
  }

  @Test func findsOptionsInHelpText() {
    let help = """
      USAGE: formline fill <form>

      OPTIONS:
        -a, --answers <file>    Answers; - reads standard input. Use --set too.
        --review/--no-review    Show the review screen.
        --date-order <date-order>
                                The order --kind ignores.
        -h, --help              Show help information.

      """
    #expect(
      Self.longOptions(inHelp: help) == [
        "--answers", "--review", "--no-review", "--date-order", "--help",
      ])
  }

  @Test(arguments: [
    ("bash", "formline.bash"), ("zsh", "_formline"), ("fish", "formline.fish"),
  ])
  func completionScriptIsCurrent(shell: String, file: String) throws {
    let generated = try Self.run(["--generate-completion-script", shell])
    #expect(generated.status == 0)
    let committed = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("completions/\(file)"), encoding: .utf8)
    #expect(
      committed == generated.stdout,
      "completions/\(file) is out of date: run Scripts/generate-completions.sh")
  }

  @Test(arguments: [nil] + subcommands)
  func helpMatchesItsSnapshot(subcommand: String?) throws {
    let result = try Self.run(subcommand.map { ["help", $0] } ?? ["--help"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let snapshot = Self.snapshots.appendingPathComponent(
      "help\(subcommand.map { "-" + $0 } ?? "").txt")
    guard let expected = try Snapshot.golden(result.stdout, at: snapshot) else {
      Issue.record("recorded \(snapshot.lastPathComponent); run again without RECORD_SNAPSHOTS")
      return
    }
    #expect(
      result.stdout == expected,
      "help changed: update man/formline.1, then re-record with RECORD_SNAPSHOTS=1")
  }
}

/// `--set <Tab>` offers the paths of the form on the command line, as the shells ask the
/// binary for them.
struct SetCompletionTests {
  @Test func setOffersTheFormsFieldPaths() throws {
    let contacts = Fixture.packageRoot.appendingPathComponent("Examples/contacts.yaml").path
    let all = try FormlineBinary.run(
      ["---completion", "fill", "--", "--set", "3", "0", "formline", contacts, "--set", ""])
    #expect(all.status == 0, "stderr: \(all.stderr)")
    #expect(
      all.stdout
        == "owner=\ncontacts[0].name=\ncontacts[0].email=\ncontacts[0].phone=\n"
        + "contacts[0].tags[0]=\n")
    let some = try FormlineBinary.run(
      [
        "---completion", "validate", "--", "--set", "6", "12", "formline", "validate", contacts,
        "-a", "answers.yaml", "--set", "contacts[0].",
      ])
    #expect(some.stdout.hasPrefix("contacts[0].name=\n"), "\(some.stdout)")
    #expect(!some.stdout.contains("owner="))
  }

  @Test func bashCompletesSetFromTheForm() throws {
    let bash = "/bin/bash"
    guard FileManager.default.isExecutableFile(atPath: bash) else { return }
    let script = Fixture.packageRoot.appendingPathComponent("completions/formline.bash").path
    let contacts = Fixture.packageRoot.appendingPathComponent("Examples/contacts.yaml").path
    let binary = URL(fileURLWithPath: FormlineBinary.path).deletingLastPathComponent().path
    let line = "formline \(contacts) --set ow"
    let run = try FormlineBinary.run(
      [
        "-c",
        """
        source '\(script)'
        COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
        COMP_WORDS=(formline '\(contacts)' --set ow); COMP_CWORD=3
        _formline formline ow --set
        printf '%s\\n' "${COMPREPLY[@]}"
        """,
      ], environment: ["PATH": binary + ":/usr/bin:/bin"], executable: bash)
    #expect(run.stdout.contains("owner="), "stdout: \(run.stdout) stderr: \(run.stderr)")
  }
}
