import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// A value that changes between a scalar and a list or object (docker-compose's
/// `build: .` becoming `build: {context: .}`, pyproject's `license` table becoming a
/// string): exact texts expected.
struct InPlaceEditKindChangeTests {
  static func yaml(_ text: String, _ change: (inout AnswerValue) -> Void) throws -> String {
    try InPlaceEditYAMLTests.edit(text, change)
  }

  static func toml(_ text: String, _ change: (inout AnswerValue) -> Void) throws -> String {
    try InPlaceEditYAMLTests.edit(text, change, dialect: .toml)
  }

  static let context: AnswerValue = .object([
    "context": .string("."), "dockerfile": .string("Dockerfile"),
  ])

  @Test func aYAMLScalarBecomesABlockMappingBelowItsKey() throws {
    let text = "web:\n  build: .  # where\n  image: app\n"
    #expect(
      try Self.yaml(text) { $0.set(Self.context, at: "web.build") }
        == "web:\n  build:  # where\n    context: .\n    dockerfile: Dockerfile\n  image: app\n")
    // The file's own indentation step, and a list.
    let wide = "a:\n    b: 1\nc: none\n"
    #expect(
      try Self.yaml(wide) { $0.set(.array([.string("x"), .string("z")]), at: "c") }
        == "a:\n    b: 1\nc:\n    - x\n    - z\n")
    // A block scalar's header and lines go; the blank line after it stays.
    let block = "run: |\n  make\n\nnext: 1\n"
    #expect(
      try Self.yaml(block) { $0.set(.object(["cmd": .string("make")]), at: "run") }
        == "run:\n  cmd: make\n\nnext: 1\n")
  }

  @Test func aYAMLBlockMappingBecomesAScalarOnItsKeyLine() throws {
    let text =
      "web:\n  build:  # where\n    context: .\n    # the file\n    dockerfile: D\n  image: app\n"
    #expect(
      try Self.yaml(text) { $0.set(.string("."), at: "web.build") }
        == "web:\n  build: .  # where\n  image: app\n")
    #expect(
      try Self.yaml(text) { $0.set(.object([:]), at: "web.build") }
        == "web:\n  build: {}  # where\n  image: app\n")
  }

  @Test func aYAMLListBecomesAMappingAndAnItemAMapping() throws {
    let indentless = "env:\n- A=1\n- B=2\nnext: 1\n"
    #expect(
      try Self.yaml(indentless) {
        $0.set(.object(["A": .string("1"), "B": .string("2")]), at: "env")
      } == "env:\n  A: '1'\n  B: '2'\nnext: 1\n")
    let items = "steps:\n  - checkout  # first\n  - run: make\n"
    #expect(
      try Self.yaml(items) {
        $0.set(
          .array([
            .object(["uses": .string("checkout"), "with": .string("x")]),
            .object(["run": .string("make")]),
          ]),
          at: "steps")
      } == "steps:\n  - uses: checkout\n    with: x  # first\n  - run: make\n")
    #expect(
      try Self.yaml("steps:\n  - run: make\n    shell: sh\n  - b\n") {
        $0.set(.array([.string("a"), .string("b")]), at: "steps")
      } == "steps:\n  - a\n  - b\n")
  }

  static let pyproject = """
    name = "x"

    # who may use it
    [project.license]
    file = "LICENSE"

    [tool.black]
    line-length = 88

    """

  @Test func aTOMLTableBecomesAKeyLineOfItsParent() throws {
    #expect(
      try Self.toml(Self.pyproject) { $0.set(.string("MIT"), at: "project.license") }
        == "name = \"x\"\n\n[project]\nlicense = \"MIT\"\n\n[tool.black]\nline-length = 88\n")
    #expect(
      try Self.toml(Self.pyproject) { $0.set(.integer(1), at: "tool") }
        == "name = \"x\"\ntool = 1\n\n# who may use it\n[project.license]\nfile = \"LICENSE\"\n")
  }

  @Test func aTOMLKeyLineBecomesAnInlineTable() throws {
    #expect(
      try Self.toml("license = \"MIT\"  # SPDX\n") {
        $0.set(.object(["file": .string("LICENSE")]), at: "license")
      } == "license = { file = \"LICENSE\" }  # SPDX\n")
  }

  @Test func tomlDottedKeysAndArraysOfTablesChangeKindAndGo() throws {
    let dotted = "tool.black.line = 88\ntool.black.target = \"py\"\nname = \"x\"\n"
    #expect(
      try Self.toml(dotted) { $0.set(.string("off"), at: "tool.black") }
        == "tool.black = \"off\"\nname = \"x\"\n")
    #expect(try Self.toml(dotted) { $0.remove(at: "tool") } == "name = \"x\"\n")
    // A table named only in its one subtable's header keeps a header of its own when the
    // subtable goes, as it is still there, empty.
    #expect(
      try Self.toml("[tool.flit.sdist]\nexclude = []\n\n[tool.ruff]\nx = 1\n") {
        $0.remove(at: "tool.flit.sdist")
      } == "[tool.flit]\n[tool.ruff]\nx = 1\n")
    let tables = "name = \"x\"\n\n[[item]]\nk = 1\n\n[[item]]\nk = 2\n"
    #expect(
      try Self.toml(tables) { $0.set(.array([.string("a")]), at: "item") }
        == "name = \"x\"\nitem = [\"a\"]\n")
  }

  /// A table named only in its subtables' headers gains a header of its own, before
  /// theirs; a table with a header and no keys gains them below it.
  @Test func aTOMLTableWithNoKeyLinesGainsKeys() throws {
    #expect(
      try Self.toml("# poetry\n[tool.poetry]\nname = \"x\"\n") {
        $0.set(.bool(true), at: "tool.flag")
      } == "[tool]\nflag = true\n\n# poetry\n[tool.poetry]\nname = \"x\"\n")
    #expect(try Self.toml("[a]") { $0.set(.integer(1), at: "a.b") } == "[a]\nb = 1\n")
    #expect(
      try Self.toml("[a]\n# note\n\n[a.c]\nd = 1\n") { $0.set(.integer(1), at: "a.b") }
        == "[a]\nb = 1\n# note\n\n[a.c]\nd = 1\n")
  }
}
