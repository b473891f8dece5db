import FormlineTestSupport
import Foundation
import Testing

@testable import formline

/// Drafts are found again by file name, so working the name out without `URL` must give
/// exactly what `URL` gives, byte for byte, or `--resume` would miss drafts saved before.
struct DraftFileNameTests {
  private static var workingDirectory: String { FileManager.default.currentDirectoryPath }

  /// The paths people type take the fast way (or it would not save anything).
  @Test(arguments: [
    "form.yaml", "Examples/server.yaml", "a form with spaces.json", "/tmp/forms/setup.yml",
    "forms/setup.yaml", "fill", "-", "x.tar.gz", ".hidden.yaml", "ü/é.json", "f.YAML",
  ])
  func typedPathsAreWorkedOutWithoutURL(path: String) throws {
    let fast = try #require(
      DraftFileName.plain(formPath: path, workingDirectory: Self.workingDirectory))
    #expect(fast == DraftFileName.throughURL(formPath: path))
  }

  @Test func aRootWorkingDirectoryIsNotDoubled() throws {
    let name = try #require(DraftFileName.plain(formPath: "form.yaml", workingDirectory: "/"))
    #expect(name == DraftFileName(absolutePath: "/form.yaml", baseName: "form"))
  }

  /// Paths built from awkward pieces: dots, doubled and trailing slashes, `~`, extensions
  /// that are not letters and digits, decomposed accents, percent signs.
  @Test func agreesWithURLOnGeneratedPaths() {
    let pieces = [
      "form", "a", ".", "..", "", "~", "~root", "x.yaml", "f.json", ".hidden", "..yaml",
      "a.b.c", "ü", "e\u{301}.yml", "sp ace.yaml", "per%20.json", "q?x#y.yaml", "f.", "...",
      "a..b", "f.y-ml", "f.😀", "-", "x.1", "f. yaml", "tab\t.yaml", "~x", "A.YAML", "f.yaml ",
    ]
    var generator = SplitMix(seed: 17)
    var fast = 0
    for round in 0..<3_000 {
      let count = 1 + Int(generator.next() % 4)
      var path = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
        .joined(separator: "/")
      if round % 3 == 0 { path = "/" + path }
      if path.isEmpty { continue }
      let name = DraftFileName(formPath: path, workingDirectory: Self.workingDirectory)
      #expect(name == DraftFileName.throughURL(formPath: path), "\(path.debugDescription)")
      if DraftFileName.plain(formPath: path, workingDirectory: Self.workingDirectory) != nil {
        fast += 1
      }
    }
    #expect(fast > 300)
  }

  /// The draft's text is read as `String(contentsOfFile:encoding: .utf8)` read it.
  @Test func readsDraftTextsAsFoundationDid() throws {
    let directory = try TemporaryDirectory()
    let cases: [(String, [UInt8])] = [
      ("plain.json", Array(#"{"a": 1}"#.utf8)), ("bom.json", [0xEF, 0xBB, 0xBF, 0x7B, 0x7D]),
      ("onlybom.json", [0xEF, 0xBB, 0xBF]), ("empty.json", []),
      ("invalid.json", [0x7B, 0xFF, 0x7D]), ("accents.json", Array("{\"é\": \"ü\"}".utf8)),
    ]
    for (name, bytes) in cases {
      try Data(bytes).write(to: URL(fileURLWithPath: directory.file(name)))
    }
    try FileManager.default.createDirectory(
      atPath: directory.file("folder"), withIntermediateDirectories: true)
    for name in cases.map(\.0) + ["folder", "missing.json"] {
      let file = directory.file(name)
      #expect(
        DraftStore.readText(file) == (try? String(contentsOfFile: file, encoding: .utf8)),
        "\(name)")
    }
  }
}
