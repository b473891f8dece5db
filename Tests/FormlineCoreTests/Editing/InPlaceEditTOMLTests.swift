import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// Edits of TOML: exact texts expected.
struct InPlaceEditTOMLTests {
  static func edit(_ text: String, _ change: (inout AnswerValue) -> Void) throws -> String {
    try InPlaceEditYAMLTests.edit(text, change, dialect: .toml)
  }

  static let pyproject = """
    # Project metadata
    [project]
    name = "example"   # the distribution name
    version = '1.0.0'
    keywords = ["a", "b"]
    released = 1979-05-27 07:32:00

    [project.urls]
    home = "https://example.org"

    # Build backend
    [build-system]
    requires = [
      "setuptools>=61",  # modern metadata
      "wheel",
    ]

    [[tool.authors]]
    name = "Ada"

    [[tool.authors]]
    name = "Grace"

    """

  @Test func aChangedValueKeepsItsStringKind() throws {
    let edited = try Self.edit(Self.pyproject) {
      $0.set(.string("1.1.0"), at: "project.version")
      $0.set(.string("sample"), at: "project.name")
    }
    #expect(
      edited
        == Self.pyproject.replacingOccurrences(of: "'1.0.0'", with: "'1.1.0'")
        .replacingOccurrences(of: "\"example\"", with: "\"sample\""))
  }

  @Test func anAddedKeyGoesAfterItsTablesLastKeyLine() throws {
    let edited = try Self.edit(Self.pyproject) { $0.set(.string("MIT"), at: "project.license") }
    #expect(
      edited
        == Self.pyproject.replacingOccurrences(
          of: "07:32:00\n", with: "07:32:00\nlicense = \"MIT\"\n"))
  }

  @Test func aRemovedTableTakesItsSectionAndComments() throws {
    let edited = try Self.edit(Self.pyproject) { $0.remove(at: "build-system") }
    #expect(
      edited
        == Self.pyproject.replacingOccurrences(
          of:
            "# Build backend\n[build-system]\nrequires = [\n  \"setuptools>=61\",  # modern metadata\n  \"wheel\",\n]\n\n",
          with: ""))
  }

  @Test func arraysOfTablesAndInlineArraysGainAndLoseItems() throws {
    #expect(
      try Self.edit(Self.pyproject) {
        $0.set(.array([.object(["name": .string("Ada")])]), at: "tool.authors")
      }
        == Self.pyproject.replacingOccurrences(
          of: "\n[[tool.authors]]\nname = \"Grace\"\n", with: ""))
    #expect(
      try Self.edit(Self.pyproject) {
        $0.set(
          .array([.string("setuptools>=61"), .string("wheel"), .string("build")]),
          at: "build-system.requires")
      }
        == Self.pyproject.replacingOccurrences(
          of: "  \"wheel\",\n", with: "  \"wheel\",\n  \"build\",\n"))
    #expect(
      try Self.edit(Self.pyproject) { $0.set(.array([.string("b")]), at: "project.keywords") }
        == Self.pyproject.replacingOccurrences(of: "[\"a\", \"b\"]", with: "[\"b\"]"))
  }

  @Test func aNewTableIsAddedAsASection() throws {
    let edited = try Self.edit(Self.pyproject) {
      $0.set(.object(["line-length": .integer(100)]), at: "tool.black")
    }
    let value = try AnswersDocument.value(edited, file: "f", dialect: .toml)
    #expect(
      value.objectValue?["tool"]?.objectValue?["black"] == .object(["line-length": .integer(100)]))
    #expect(edited.hasPrefix(Self.pyproject))
  }

  /// A table made by dotted keys gains a key line with the same dotted prefix, after its
  /// last line.
  @Test func aDottedKeyTableGainsADottedKeyLine() throws {
    let text = "# tools\ntool.black.line = 88  # width\nname = \"x\"\n"
    #expect(
      try Self.edit(text) { $0.set(.string("py312"), at: "tool.black.target") }
        == "# tools\ntool.black.line = 88  # width\ntool.black.target = \"py312\"\nname = \"x\"\n")
    let nested = "[a]\n  b.line = 88\n\n[c]\n"
    #expect(
      try Self.edit(nested) { $0.set(.integer(1), at: "a.b.depth") }
        == "[a]\n  b.line = 88\n  b.depth = 1\n\n[c]\n")
  }

  /// An item of an array of tables gains a table as an inline table: a `[header]` could
  /// not name that item.
  @Test func anItemOfAnArrayOfTablesGainsATableInline() throws {
    let text = "[[tool.authors]]\nname = \"Ada\"\n\n[[tool.authors]]\nname = \"Grace\"\n"
    let edited = try Self.edit(text) {
      $0.set(.object(["site": .string("ada.org")]), at: "tool.authors[0].links")
    }
    #expect(
      edited
        == "[[tool.authors]]\nname = \"Ada\"\nlinks = { site = \"ada.org\" }\n\n"
        + "[[tool.authors]]\nname = \"Grace\"\n")
  }

  @Test func nothingChangedLeavesTheTextAsItIs() throws {
    #expect(try Self.edit(Self.pyproject) { _ in } == Self.pyproject)
  }
}
