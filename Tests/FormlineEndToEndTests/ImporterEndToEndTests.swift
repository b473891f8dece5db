import FormlineTestSupport
import Foundation
import Testing

/// cookiecutter.json and copier.yml files run unmodified give what cookiecutter and copier
/// compute for the same answers, as recorded in `Fixtures/importers/*/expected-*.json` by
/// `generate-expectations.py` with the real tools.
struct ImporterEndToEndTests {
  static let folder = Fixture.packageRoot.appendingPathComponent(
    "Tests/FormlineEndToEndTests/Fixtures/importers")
  /// The clock the expectations were recorded with.
  static let now = "2026-03-01T23:30:00Z"

  /// Every questionnaire folder, as `dialect/name`, then the published ones collected from
  /// PyPI as `published/dialect/name` (those the tool itself cannot run alone are outside the
  /// measure, and those whose licence keeps the file out are skipped: see `skippedFolders`).
  static func questionnaires() -> [String] {
    folders(under: "")
      + folders(under: "published/").filter { name in
        let directory = folder.appendingPathComponent(name).path
        return !["TOOL-REFUSES.md", "SKIPPED.md"].contains {
          FileManager.default.fileExists(atPath: directory + "/" + $0)
        }
      }
  }

  static func folders(under prefix: String) -> [String] {
    ["cookiecutter", "copier"].flatMap { dialect in
      let directory = folder.appendingPathComponent(prefix + dialect).path
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      return names.sorted().map { "\(prefix)\(dialect)/\($0)" }
    }
  }

  /// Published questionnaires whose licence keeps them out of the repository: their
  /// expectations are committed, and `Scripts/measure-published-agreement.py` downloads the
  /// file again to check them.
  static func skippedFolders() -> [String] {
    folders(under: "published/").filter {
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent($0 + "/SKIPPED.md").path)
    }
  }

  struct Questionnaire {
    let directory: URL
    let file: String
    /// Answers every run needs (`--set`), for example kedro's self-referencing version.
    let base: [String: Any]
    let overrides: [String: [String: Any]]

    init(_ name: String) throws {
      let directory = ImporterEndToEndTests.folder.appendingPathComponent(name)
      self.directory = directory
      let candidates = ["cookiecutter.json", "copier.yml", "copier.yaml"]
      file =
        candidates.map { directory.appendingPathComponent($0).path }.first {
          FileManager.default.fileExists(atPath: $0)
        } ?? ""
      base = (try? Self.object(directory.appendingPathComponent("base.json"))) ?? [:]
      overrides =
        (try? Self.object(directory.appendingPathComponent("overrides.json")))
        as? [String: [String: Any]] ?? [:]
    }

    static func object(_ url: URL) throws -> [String: Any] {
      let data = try Data(contentsOf: url)
      return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    func expected(_ run: String) throws -> String {
      try String(
        contentsOf: directory.appendingPathComponent("expected-\(run).json"), encoding: .utf8)
    }

    static func setArguments(_ values: [String: Any]) -> [String] {
      values.keys.sorted().flatMap { key -> [String] in
        let value = values[key]
        let text: String
        switch value {
        case let flag as Bool: text = flag ? "true" : "false"
        case let string as String: text = string
        default: text = "\(value ?? "")"
        }
        return ["--set", "\(key)=\(text)"]
      }
    }
  }

  /// The same JSON: equal values, and the top-level keys in the same order.
  static func expectSameResult(_ actual: String, _ expected: String, _ what: String) throws {
    func canonical(_ text: String) throws -> String {
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
      let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      return String(decoding: data, as: UTF8.self)
    }
    func topLevelKeys(_ text: String) -> [String] {
      text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
        String($0.dropFirst(3).prefix { $0 != "\"" })
      }
    }
    #expect(try canonical(actual) == canonical(expected), "\(what)")
    #expect(topLevelKeys(actual) == topLevelKeys(expected), "\(what): key order")
  }

  @Test(arguments: questionnaires())
  func defaultsMatchTheTool(name: String) throws {
    let questionnaire = try Questionnaire(name)
    let run = try FormlineBinary.run(
      [questionnaire.file, "-y", "--now", Self.now]
        + Questionnaire.setArguments(questionnaire.base))
    #expect(run.status == 0, "stderr: \(run.stderr)")
    try Self.expectSameResult(run.stdout, questionnaire.expected("defaults"), "\(name) -y")
  }

  @Test(arguments: questionnaires())
  func emptyPipedLinesMatchTheDefaults(name: String) throws {
    let questionnaire = try Questionnaire(name)
    let run = try FormlineBinary.run(
      [questionnaire.file, "--now", Self.now] + Questionnaire.setArguments(questionnaire.base),
      input: String(repeating: "\n", count: 60))
    #expect(run.status == 0, "stderr: \(run.stderr)")
    try Self.expectSameResult(run.stdout, questionnaire.expected("defaults"), "\(name) piped")
  }

  @Test(arguments: questionnaires())
  func anOverriddenAnswerIsFollowedByItsDerivedDefaults(name: String) throws {
    let questionnaire = try Questionnaire(name)
    for (runName, values) in questionnaire.overrides {
      var merged = questionnaire.base
      merged.merge(values) { _, new in new }
      let run = try FormlineBinary.run(
        [questionnaire.file, "-y", "--now", Self.now] + Questionnaire.setArguments(merged))
      #expect(run.status == 0, "stderr: \(run.stderr)")
      try Self.expectSameResult(
        run.stdout, questionnaire.expected(runName), "\(name) --set \(runName)")
    }
  }

  @Test func thePublishedCorpusIsThereAndSaysWhatItSkips() throws {
    let published = Self.questionnaires().filter { $0.hasPrefix("published/") }
    #expect(published.count >= 30, "\(published.count) published questionnaires run")
    for name in Self.skippedFolders() {
      let directory = Self.folder.appendingPathComponent(name)
      let note = try String(
        contentsOf: directory.appendingPathComponent("SKIPPED.md"), encoding: .utf8)
      #expect(note.contains("is not committed: its licence"), "\(name)")
      #expect(
        FileManager.default.fileExists(
          atPath: directory.appendingPathComponent("expected-defaults.json").path), "\(name)")
    }
  }

  @Test func aMissingVariableIsNamedUnlessSetGivesIt() throws {
    let file = Self.folder.appendingPathComponent("cookiecutter/kedro/cookiecutter.json").path
    let run = try FormlineBinary.run([file, "-y"])
    #expect(run.status == 65)
    #expect(run.stderr.contains("kedro_version: the default cannot be worked out"))
    #expect(run.stderr.contains("'cookiecutter.kedro_version' is undefined"))
    #expect(run.stderr.contains("--set kedro_version=VALUE"))
  }

  @Test(arguments: questionnaires())
  func validateAndSchemaAcceptThem(name: String) throws {
    let questionnaire = try Questionnaire(name)
    let validate = try FormlineBinary.run(["validate", questionnaire.file])
    #expect(validate.status == 0, "stderr: \(validate.stderr)")
    #expect(validate.stdout.contains("valid"))
    let schema = try FormlineBinary.run(["schema", questionnaire.file])
    #expect(schema.status == 0, "stderr: \(schema.stderr)")
    #expect(schema.stdout.contains("\"properties\""))
  }

  @Test func fromReadsAFileOfAnyName() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("template-questions.json")
    try #"{"name": "A B", "slug": "{{ cookiecutter.name | lower | replace(' ', '-') }}"}"#
      .write(toFile: file, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([file, "-y", "--from", "cookiecutter"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"name\": \"A B\",\n  \"slug\": \"a-b\"\n}\n")
    let native = try FormlineBinary.run([file, "-y"])
    #expect(native.status == 65)
  }
}
