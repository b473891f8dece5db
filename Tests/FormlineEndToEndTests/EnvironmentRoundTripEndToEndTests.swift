import FormlineTestSupport
import Foundation
import Testing

/// `-f env` output read back with `--env-prefix` gives the same result, items included.
struct EnvironmentRoundTripEndToEndTests {
  /// An item variable past the items read (`APP_TAGS_1` without `APP_TAGS_0`) is named
  /// in a warning rather than ignored without a word; another field's name is no item.
  @Test func aStrandedItemVariableIsWarnedAbout() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try "- {key: tags, type: array}\n- {key: tags_2, required: false}\n".write(
      toFile: form, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(
      [form, "-y", "--env-prefix", "APP"], environment: ["APP_TAGS_1": "x", "APP_TAGS_2": "y"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stderr.contains(
        "warning: tags: APP_TAGS_1 is ignored: the items of a list are read from APP_TAGS_0 on, "
          + "without a gap (APP_TAGS_0 is missing)"),
      "\(run.stderr)")
    #expect(!run.stderr.contains("APP_TAGS_2 is ignored"), "\(run.stderr)")
    #expect(run.stdout.contains("\"tags_2\": \"y\""), "\(run.stdout)")
  }

  @Test func collectionsRoundTripThroughTheEnvironment() throws {
    let directory = try TemporaryDirectory()
    let answers = directory.file("a.json")
    try """
    {"owner": "me", "contacts": [
      {"name": "Ada", "email": "ada@example.com", "tags": ["math", "logic"]},
      {"name": "Bob", "tags": []}]}
    """.write(toFile: answers, atomically: true, encoding: .utf8)
    let form = AnswerIntegrityEndToEndTests.contactsForm
    let json = try FormlineBinary.run([form, "-y", "-a", answers])
    let env = try FormlineBinary.run([form, "-y", "-a", answers, "-f", "env"])
    #expect(env.status == 0, "stderr: \(env.stderr)")
    var variables: [String: String] = [:]
    for line in env.stdout.split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      variables["APP_" + line[..<equals]] = String(line[line.index(after: equals)...])
    }
    let back = try FormlineBinary.run(
      [form, "-y", "--env-prefix", "APP"], environment: variables)
    #expect(back.status == 0, "stderr: \(back.stderr)")
    #expect(back.stdout == json.stdout)
  }

  /// Every field kind: `-f env --env-prefix APP`, sourced by sh, read back with
  /// `--env-prefix APP` (menus stored as indexes, bitfield masks and multi-selects
  /// included), gives the result the answers gave.
  @Test func everyKindRoundTripsThroughTheEnvironment() throws {
    let directory = try TemporaryDirectory()
    try directory.create(files: ["notes.txt"], contents: "x")
    let form = EveryTypeEndToEndTests.form
    let now = ["--now", "2026-11-23T10:00:00Z"]
    let sets = EveryTypeEndToEndTests.answers.flatMap { key, typed, _ in
      ["--set", "\(key)=\(typed)"]
    }
    let json = try FormlineBinary.run([form, "-y"] + now + sets, directory: directory.path)
    #expect(json.status == 0, "stderr: \(json.stderr)")
    let env = try FormlineBinary.run(
      [form, "-y", "-f", "env", "--env-prefix", "APP", "-o", "out.env"] + now + sets,
      directory: directory.path)
    #expect(env.status == 0, "stderr: \(env.stderr)")
    let back = try FormlineBinary.run(
      [
        "-c", #"set -a; . ./out.env; exec "$0" "$@""#, FormlineBinary.path, form, "-y",
        "--env-prefix", "APP",
      ] + now, directory: directory.path, executable: "/bin/sh")
    #expect(back.status == 0, "stderr: \(back.stderr)")
    #expect(back.stdout == json.stdout)
  }
}
