import Testing

@testable import FormlineCore

struct OutputFormatTests {
  @Test(arguments: [
    ("json", OutputFormat.json), ("JSON", .json), ("yaml", .yaml), ("yml", .yaml),
    ("toml", .toml), ("env", .env), ("dotenv", .env),
  ])
  func readsNames(name: String, expected: OutputFormat) {
    #expect(OutputFormat(name: name) == expected)
  }

  @Test(arguments: ["", "xml", "ini", "jsonl"])
  func rejectsUnknownNames(name: String) {
    #expect(OutputFormat(name: name) == nil)
  }

  @Test(arguments: [
    ("out.json", OutputFormat.json), ("conf/app.YAML", .yaml), ("a.yml", .yaml),
    ("Cargo.toml", .toml), (".env", .env), ("prod.env", .env), ("dir.d/x.json", .json),
  ])
  func infersFromTheExtension(path: String, expected: OutputFormat) {
    #expect(OutputFormat.inferred(fromPath: path) == expected)
  }

  @Test(arguments: ["config", "dir.json/config", "notes.txt", "archive.tar.gz", "x."])
  func infersNothingFromOtherPaths(path: String) {
    #expect(OutputFormat.inferred(fromPath: path) == nil)
  }

  @Test func extensionsAreTheNames() {
    #expect(OutputFormat.allCases.map(\.fileExtension) == ["json", "yaml", "toml", "env", "json"])
  }
}
