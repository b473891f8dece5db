import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// Loading forms and fields from inline YAML, so each test reads as the form it is about.
enum TestForms {
  /// Loads a whole form; fails the test (by throwing) when it does not load.
  static func load(_ text: String, file: String = "form.yaml") throws -> FormLoader.Loaded {
    try FormLoader(surroundings: .testing()).load(text: text, file: file)
  }

  /// The form of `load(_:file:)`.
  static func form(_ text: String, file: String = "form.yaml") throws -> Form {
    try load(text, file: file).form
  }

  /// One field from a YAML flow mapping such as `{key: n, type: integer}`.
  static func field(_ yaml: String) throws -> Field {
    let form = try form("- " + yaml)
    return try #require(form.fields.first)
  }

  /// The errors of a form that must fail to load, rendered as `file:line:col: error: …`
  /// (warnings left out).
  static func problems(_ text: String, file: String = "form.yaml") -> [String] {
    do {
      let loaded = try FormLoader(surroundings: .testing()).load(text: text, file: file)
      Issue.record("expected the form to fail; it loaded with \(loaded.warnings.count) warnings")
      return []
    } catch {
      switch error {
      case .invalid(let diagnostics):
        return diagnostics.filter { $0.severity == .error }.map(\.description)
      case .unreadable(let diagnostic):
        return [diagnostic.description]
      }
    }
  }

  /// Warnings of a form that loads, rendered.
  static func warnings(_ text: String, file: String = "form.yaml") throws -> [String] {
    try load(text, file: file).warnings.map(\.description)
  }

  /// The fixed instant tests use as "now": 2026-11-22T12:00:00Z.
  static let now = Date(timeIntervalSince1970: 1_795_348_800)

  static let utc = Zone.utc

  static func reader(workingDirectory: String = "/", homeDirectory: String? = nil)
    -> InputReader
  {
    InputReader(
      dates: DateInputParser(now: now, timeZone: utc), workingDirectory: workingDirectory,
      homeDirectory: homeDirectory)
  }
}
