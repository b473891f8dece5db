import FormlineTestSupport
import Foundation
import Testing

/// `--edit F` and `-a F … -o F` on real commented config files (Fixtures/config-files,
/// sources in SOURCES.md): only the text of what changed is rewritten.
struct InPlaceEditEndToEndTests {
  static let fixtures = Fixture.packageRoot
    .appendingPathComponent("Tests/FormlineEndToEndTests/Fixtures/config-files")

  /// A copy of a fixture and its form in a fresh directory.
  struct Copy {
    let directory: TemporaryDirectory
    let file: String
    let form: String
    let original: String
    let options: [String]

    init(_ name: String, form: String, options: [String] = []) throws {
      directory = try TemporaryDirectory()
      file = directory.file(name)
      self.form = directory.file(form)
      original = try String(
        contentsOf: InPlaceEditEndToEndTests.fixtures.appendingPathComponent(name), encoding: .utf8)
      try original.write(toFile: file, atomically: true, encoding: .utf8)
      try String(
        contentsOf: InPlaceEditEndToEndTests.fixtures.appendingPathComponent(form), encoding: .utf8
      ).write(toFile: self.form, atomically: true, encoding: .utf8)
      self.options = options
    }

    func run(_ arguments: [String]) throws -> FormlineBinary.Run {
      try FormlineBinary.run([form, "--edit", file, "-y"] + options + arguments)
    }

    var current: String { (try? String(contentsOfFile: file, encoding: .utf8)) ?? "" }

    /// The `-`/`+` lines of a `--diff` run, after checking it has exactly one hunk.
    func oneHunk(_ arguments: [String]) throws -> (removed: [String], added: [String]) {
      let run = try self.run(arguments + ["--diff"])
      #expect(run.status == 0, "stderr: \(run.stderr)")
      #expect(current == original, "--diff must not write")
      let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.filter { $0.hasPrefix("@@") }.count == 1, "\(run.stdout)")
      let body = lines.filter { !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
      return (
        body.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) },
        body.filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) }
      )
    }

    /// Writes, and checks the file is the original with `old` lines replaced by `new`.
    func expectEdit(_ arguments: [String], replacing old: String, with new: String) throws {
      let run = try self.run(arguments)
      #expect(run.status == 0, "stderr: \(run.stderr)")
      #expect(original.contains(old))
      #expect(current == original.replacingOccurrences(of: old, with: new))
    }
  }

  static let cases: [(file: String, form: String, options: [String])] = [
    ("readthedocs.yaml", "readthedocs.form.yaml", []),
    ("pyproject.toml", "pyproject.form.yaml", []),
    ("tsconfig.json", "tsconfig.form.yaml", ["--jsonc"]),
  ]

  @Test(arguments: 0..<3) func aRunThatChangesNothingLeavesTheFileIdentical(index: Int) throws {
    let copy = try Copy(
      Self.cases[index].file, form: Self.cases[index].form, options: Self.cases[index].options)
    let run = try copy.run([])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(Array(copy.current.utf8) == Array(copy.original.utf8))
    let diff = try copy.run(["--diff"])
    #expect(diff.stdout == "")
  }

  @Test func changingOneYAMLAnswerTouchesOnlyItsLine() throws {
    let copy = try Copy("readthedocs.yaml", form: "readthedocs.form.yaml")
    let hunk = try copy.oneHunk(["--set", "build.tools.python=3.13"])
    #expect(hunk.removed == ["    python: \"3.12\""])
    #expect(hunk.added == ["    python: \"3.13\""])
    try copy.expectEdit(
      ["--set", "build.tools.python=3.13"], replacing: "python: \"3.12\"", with: "python: \"3.13\"")
  }

  @Test func yamlPropertiesAndItemsAreAddedAndRemovedByTheirLines() throws {
    let copy = try Copy("readthedocs.yaml", form: "readthedocs.form.yaml")
    #expect(try copy.oneHunk(["--set", "build.tools.nodejs=20"]) == ([], ["    nodejs: '20'"]))
    #expect(try copy.oneHunk(["--set", "formats[2]=htmlzip"]) == ([], ["  - htmlzip"]))
    try copy.expectEdit(
      ["--unset", "formats"],
      replacing: "# Optionally build your docs in additional formats such as PDF and ePub\n"
        + "formats:\n  - pdf\n  - epub\n\n",
      with: "")
    // An answers file given after the edited one shortens the list: one item goes.
    let shorter = copy.directory.file("shorter.yaml")
    try "formats: [epub]\n".write(toFile: shorter, atomically: true, encoding: .utf8)
    try copy.original.write(toFile: copy.file, atomically: true, encoding: .utf8)
    try copy.expectEdit(["-a", shorter], replacing: "  - pdf\n", with: "")
  }

  @Test func tomlAnswersChangeAddAndRemoveInPlace() throws {
    let copy = try Copy("pyproject.toml", form: "pyproject.form.yaml")
    #expect(
      try copy.oneHunk(["--set", "project.name=idna2"]) == (
        ["name = \"idna\""], ["name = \"idna2\""]
      ))
    #expect(
      try copy.oneHunk(["--set", "build-system.requires[1]=wheel"])
        == (
          ["requires = [\"flit_core >=3.2,<4\"]"],
          ["requires = [\"flit_core >=3.2,<4\", \"wheel\"]"]
        ))
    try copy.expectEdit(
      ["--unset", "project.dynamic"], replacing: "dynamic = [\"version\"]\n", with: "")
  }

  @Test func jsonWithCommentsChangesAddsAndRemovesInPlace() throws {
    let copy = try Copy("tsconfig.json", form: "tsconfig.form.yaml", options: ["--jsonc"])
    #expect(
      try copy.oneHunk(["--set", "compilerOptions.target=ES2022"])
        == (["    \"target\": \"ESNext\","], ["    \"target\": \"ES2022\","]))
    #expect(
      try copy.oneHunk(["--set", "compilerOptions.outDir=dist"]) == (
        [], ["    \"outDir\": \"dist\","]
      ))
    #expect(
      try copy.oneHunk(["--set", "compilerOptions.lib[1]=DOM"])
        == (["    \"lib\": [\"ESNext\"],"], ["    \"lib\": [\"ESNext\", \"DOM\"],"]))
    try copy.expectEdit(
      ["--unset", "compilerOptions.noUnusedLocals"],
      replacing:
        "    // Some stricter flags (disabled by default)\n    \"noUnusedLocals\": false,\n",
      with: "")
  }

  @Test func strictJSONRefusesCommentsUnlessToldOtherwise() throws {
    let copy = try Copy("tsconfig.json", form: "tsconfig.form.yaml")
    let run = try copy.run([])
    #expect(run.status == 65)
    #expect(run.stderr.contains("tsconfig.json:2:3: error"), "\(run.stderr)")
    #expect(copy.current == copy.original)
  }

  @Test func aSchemaThatAllowsCommentsMakesJSONAnswersCommented() throws {
    let directory = try TemporaryDirectory()
    let schema = directory.file("settings.schema.json")
    try
      #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "allowComments": true, "type": "object", "properties": {"size": {"type": "integer"}}}"#
      .write(toFile: schema, atomically: true, encoding: .utf8)
    let file = directory.file("settings.json")
    try "{\n  // editor font\n  \"size\": 12,\n}\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([schema, "--edit", file, "-y", "--set", "size=14"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      try String(contentsOfFile: file, encoding: .utf8)
        == "{\n  // editor font\n  \"size\": 14,\n}\n")
  }

  @Test func strictJSONIsEditedInPlaceToo() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("devcontainer.json")
    let original = try String(
      contentsOf: Self.fixtures.appendingPathComponent("devcontainer.json"), encoding: .utf8)
    try original.write(toFile: file, atomically: true, encoding: .utf8)
    let form = directory.file("form.yaml")
    try "- key: remoteUser\n".write(toFile: form, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([
      form, "-a", file, "-o", file, "-y", "--set", "remoteUser=dev",
    ])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let edited = try String(contentsOfFile: file, encoding: .utf8)
    #expect(
      edited
        == original.replacingOccurrences(
          of: "\"devbox\",\n  \"mounts", with: "\"dev\",\n  \"mounts"))
  }

  @Test func anEditThatWouldChangeAnAliasIsRefusedAndNothingIsWritten() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("config.yaml")
    let original = "base: &base eu-west  # shared\nregion: eu-west\nbackup: *base\n"
    try original.write(toFile: file, atomically: true, encoding: .utf8)
    let form = directory.file("form.yaml")
    try "- key: base\n- key: region\n- key: backup\n".write(
      toFile: form, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([form, "--edit", file, "-y", "--set", "base=us-east"])
    #expect(run.status == 65)
    // The splice reads back with `backup` changed too, which the result does not say.
    #expect(run.stderr.contains("cannot edit in place"), "\(run.stderr)")
    #expect(run.stderr.contains("backup"), "\(run.stderr)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == original)
  }

  /// Airflow's docker-compose.yaml: comments, anchors and merge keys, a document marker
  /// and a shell script in a literal block all stay; only the changed value changes.
  @Test func aDockerComposeFileKeepsEverythingButTheChangedValue() throws {
    let copy = try Copy("docker-compose.yaml", form: "docker-compose.form.yaml")
    let unchanged = try copy.run([])
    #expect(unchanged.status == 0, "stderr: \(unchanged.stderr)")
    #expect(Array(copy.current.utf8) == Array(copy.original.utf8))
    #expect(
      try copy.oneHunk(["--set", "services.postgres.image=postgres:16"])
        == (["    image: postgres:13"], ["    image: postgres:16"]))
    #expect(
      try copy.oneHunk(["--set", "services.redis.expose[1]=6380"]) == ([], ["      - 6380"]))
    // One line of the init script changes: the block stays a `|` block, one line differs.
    let lines = copy.original.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.firstIndex(of: "      - |"),
      let last = lines.firstIndex(of: "    # yamllint enable rule:line-length")
    else {
      Issue.record("the fixture's init script was not found")
      return
    }
    let script = lines[(first + 1)..<last].map { String($0.dropFirst(8)) + "\n" }.joined()
    let changed = script.replacingOccurrences(
      of: "min_airflow_version=2.2.0", with: "min_airflow_version=2.6.0")
    let answers = copy.directory.file("init.json")
    let json = try JSONSerialization.data(withJSONObject: [
      "services": ["airflow-init": ["command": ["-c", changed]]]
    ])
    try json.write(to: URL(fileURLWithPath: answers))
    #expect(
      try copy.oneHunk(["-a", answers])
        == (["        min_airflow_version=2.2.0"], ["        min_airflow_version=2.6.0"]))
  }

  @Test func anEditedFileKeepsItsMode() throws {
    let copy = try Copy("readthedocs.yaml", form: "readthedocs.form.yaml")
    chmod(copy.file, 0o640)
    let run = try copy.run(["--set", "build.os=ubuntu-24.04"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    var status = stat()
    stat(copy.file, &status)
    #expect(status.st_mode & 0o777 == 0o640)
  }

  /// A value changing kind with the published Read the Docs schema.
  ///
  /// `formats` is a list or `all`. Changing it between the two rewrites that property's
  /// lines only; the comment on its line stays.
  @Test func aValueThatChangesKindRewritesOnlyItsOwnLines() throws {
    let copy = try Copy("readthedocs.yaml", form: "readthedocs.form.yaml")
    let schema = Fixture.packageRoot.appendingPathComponent(
      "Tests/FormlineEndToEndTests/Fixtures/json-schema/readthedocs-full/schema.json"
    ).path
    let all = try FormlineBinary.run([schema, "--edit", copy.file, "-y", "--set", "formats=all"])
    #expect(all.status == 0, "stderr: \(all.stderr)")
    #expect(
      copy.current
        == copy.original.replacingOccurrences(
          of: "formats:\n  - pdf\n  - epub\n", with: "formats: all\n"))
    try copy.current.replacingOccurrences(of: "formats: all", with: "formats: all  # every one")
      .write(toFile: copy.file, atomically: true, encoding: .utf8)
    let two = copy.directory.file("two.yaml")
    try "formats: [pdf, htmlzip]\n".write(toFile: two, atomically: true, encoding: .utf8)
    let list = try FormlineBinary.run([schema, "--edit", copy.file, "-y", "-a", two])
    #expect(list.status == 0, "stderr: \(list.stderr)")
    #expect(
      copy.current
        == copy.original.replacingOccurrences(
          of: "formats:\n  - pdf\n  - epub\n",
          with: "formats:  # every one\n  - pdf\n  - htmlzip\n"))
  }

  /// pyproject.toml's `license`, a table or (PEP 639) a string: one line changes.
  @Test func aTOMLInlineTableBecomesAStringAndBack() throws {
    let copy = try Copy("pyproject.toml", form: "pyproject.form.yaml")
    let schema = copy.directory.file("pyproject.schema.json")
    try #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "properties": {"project": {"type": "object", "properties": {"license": {"anyOf": [
       {"type": "string"},
       {"type": "object", "properties": {"file": {"type": "string"}}, "required": ["file"]}]}}}}}
    """#.write(toFile: schema, atomically: true, encoding: .utf8)
    let spdx = copy.directory.file("spdx.toml")
    try "[project]\nlicense = \"BSD-3-Clause\"\n".write(
      toFile: spdx, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([schema, "--edit", copy.file, "-y", "-a", spdx])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let licensed = copy.original.replacingOccurrences(
      of: "license = {file = \"LICENSE.md\"}", with: "license = \"BSD-3-Clause\"")
    #expect(copy.current == licensed)
    let file = copy.directory.file("file.toml")
    try "[project.license]\nfile = \"COPYING\"\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    let back = try FormlineBinary.run([schema, "--edit", copy.file, "-y", "-a", file])
    #expect(back.status == 0, "stderr: \(back.stderr)")
    #expect(
      copy.current
        == licensed.replacingOccurrences(
          of: "license = \"BSD-3-Clause\"", with: "license = { file = \"COPYING\" }"))
  }
}
