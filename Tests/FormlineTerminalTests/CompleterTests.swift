import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineTerminal

/// Completion rules, in-process: the editor only applies these outcomes.
struct CompleterTests {
  private static let colors = ["Red", "green", "blue", "black", "brown"]

  @Test(arguments: [
    ("r", CompletionOutcome.replace("Red")),
    ("G", .replace("green")),
    ("bl", .list(["blue", "black"])),
    ("b", .list(["blue", "black", "brown"])),
    ("blu", .replace("blue")),
    ("x", .none),
    ("", .list(colors)),
  ])
  func words(typed: String, expected: CompletionOutcome) {
    let completer = Completer(
      completion: .words(Self.colors), currentDirectory: "/", homeDirectory: "/")
    #expect(completer.complete(typed) == expected)
  }

  /// A multi-select completes the item being typed; the items before it stay.
  @Test(arguments: [
    ("dog,o", CompletionOutcome.replace("dog,other")),
    ("dog, +o", .replace("dog, +other")),
    ("-d", .replace("-dog")),
    ("dog,b", .list(["bird", "bat"])),
    ("dog,x", .none),
  ])
  func listItems(typed: String, expected: CompletionOutcome) {
    let completer = Completer(
      completion: .listItems(["dog", "other", "bird", "bat"]), currentDirectory: "/",
      homeDirectory: "/")
    #expect(completer.complete(typed) == expected)
  }

  @Test func commonPrefixExtendsAmbiguousMatches() {
    let completer = Completer(
      completion: .words(["Germany", "germanic", "Ghana"]), currentDirectory: "/",
      homeDirectory: "/")
    #expect(completer.complete("g") == .list(["Germany", "germanic", "Ghana"]))
    #expect(completer.complete("ge") == .replace("German"))
  }

  @Test func noCompletionBeeps() {
    let completer = Completer(completion: .none, currentDirectory: "/", homeDirectory: "/")
    #expect(completer.complete("abc") == .none)
  }

  @Test func pathsRelativeHomeAndExtensions() throws {
    let directory = try TemporaryDirectory()
    try directory.create(files: [
      "a.swift", "a.md", "b.SWIFT", "docs/x.swift", "docs/y.swift", ".hidden.swift",
    ])
    let home = try TemporaryDirectory()
    try home.create(files: ["config.swift"])
    let completer = Completer(
      completion: .paths(extensions: ["swift"]), currentDirectory: directory.path,
      homeDirectory: home.path)
    #expect(completer.complete("a") == .replace("a.swift"))
    #expect(completer.complete("") == .list(["a.swift", "b.SWIFT", "docs/"]))
    #expect(completer.complete("d") == .replace("docs/"))
    #expect(completer.complete("docs/") == .list(["x.swift", "y.swift"]))
    #expect(completer.complete("docs/y") == .replace("docs/y.swift"))
    #expect(completer.complete(".h") == .replace(".hidden.swift"))
    #expect(completer.complete("~") == .replace("~/"))
    #expect(completer.complete("~/co") == .replace("~/config.swift"))
    #expect(completer.complete("missing/") == .none)
    let any = Completer(
      completion: .paths(extensions: []), currentDirectory: directory.path, homeDirectory: "/")
    #expect(any.complete("a.") == .list(["a.md", "a.swift"]))
  }

  /// File names with terminal controls are listed with the controls made visible.
  @Test func listedNamesShowControlsVisibly() throws {
    let directory = try TemporaryDirectory()
    try directory.create(files: ["a\u{1B}[2J.txt", "a\u{9B}b.txt"])
    let completer = Completer(
      completion: .paths(extensions: []), currentDirectory: directory.path, homeDirectory: "/")
    guard case .list(let names) = completer.complete("a") else {
      Issue.record("expected a list")
      return
    }
    #expect(!names.joined().unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" })
    #expect(names.contains("a^[[2J.txt"))
  }
}
