import Foundation
import Testing

@testable import FormlineCore

/// The edit as the review shows it: secrets masked in both texts, a changed one still a
/// changed line.
struct InPlaceEditMaskingTests {
  static func masked(_ text: String, dialect: AnswersDialect, _ change: (inout AnswerValue) -> Void)
    throws -> String
  {
    var value = try AnswersDocument.value(text, file: "f", dialect: dialect)
    change(&value)
    let edit = try InPlaceEdit(
      text: text, file: "f", dialect: dialect, result: value, removable: { _ in true })
    let shown = edit.masked { $0.description.hasSuffix("token") }
    return UnifiedDiff.render(original: shown.original, edited: shown.edited, name: "f")
  }

  @Test func aChangedSecretShowsAsAChangedLineWithoutItsValue() throws {
    let yaml = "user: ada\ntoken: hunter2  # keep safe\nkey: |\n  a\n"
    let diff = try Self.masked(yaml, dialect: .yaml) {
      $0.set(.string("swordfish"), at: "token")
      $0.set(.string("grace"), at: "user")
    }
    #expect(!diff.contains("hunter2") && !diff.contains("swordfish"), "\(diff)")
    #expect(diff.contains("-token: •••••• "), "\(diff)")
    #expect(diff.contains("+token: •••••• (changed)  # keep safe"), "\(diff)")
    #expect(diff.contains("-user: ada\n") && diff.contains("+user: grace\n"), "\(diff)")
  }

  @Test func anUnchangedSecretIsMaskedInTheContextLines() throws {
    let json = "{\n  \"api\": {\"token\": \"s3cret\"},\n  \"user\": \"ada\"\n}\n"
    let diff = try Self.masked(json, dialect: .json) { $0.set(.string("grace"), at: "user") }
    #expect(!diff.contains("s3cret"), "\(diff)")
    #expect(diff.contains(" \"api\": {\"token\": ••••••},"), "\(diff)")
    let toml = "user = \"ada\"\n[api]\ntoken = '''s3\ncret'''\n"
    let tomlDiff = try Self.masked(toml, dialect: .toml) { $0.set(.string("bo"), at: "api.token") }
    #expect(!tomlDiff.contains("s3") && !tomlDiff.contains("bo"), "\(tomlDiff)")
    #expect(tomlDiff.contains("+token = •••••• (changed)"), "\(tomlDiff)")
  }
}
