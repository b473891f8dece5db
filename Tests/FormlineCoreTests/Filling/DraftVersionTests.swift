import Foundation
import Testing

@testable import FormlineCore

/// Drafts carry a version and the variants chosen for unions as their own member; a draft
/// written before versions (the variants inside the answers) still resumes.
struct DraftVersionTests {
  static let form = """
    - key: source
      match: one
      variants:
        - title: Git
          fields:
            - {key: url, required: true}
        - title: Folder
          fields:
            - {key: dir, required: true}
    - key: install
      template:
        match: one
        variants:
          - title: Requirements file
            fields:
              - {key: requirements, required: true}
          - title: Package
            fields:
              - {key: path, required: true}
              - {key: method, options: [pip, setuptools], default: pip}
    - name
    """

  private func fixture(_ name: String) throws -> String {
    let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    return try String(
      contentsOf: root.appendingPathComponent("drafts").appendingPathComponent(name),
      encoding: .utf8)
  }

  @Test func aVersionOneDraftResumesWithItsVariants() throws {
    let draft = try Draft(json: try fixture("version-1-unions.json"), file: "draft.json")
    #expect(
      draft.variants == [
        FieldPath([.key("source")]): "Git",
        FieldPath([.key("install"), .index(0)]): "Package",
      ])
    #expect(!Draft.holdsVariantKey(draft.answers))
    var resumed = try FillScript(Self.form, interactive: true)
    resumed.session.restore(draft)
    resumed.fill(["", "", "Ada"])
    #expect(resumed.asked.first == "install[0].method")
    #expect(
      resumed.json
        == #"{"source":{"url":"https://example.org/repo.git"},"#
        + #""install":[{"path":"src","method":"pip"}],"name":"Ada"}"#)
  }

  @Test func aDraftIsWrittenAsVersionTwoWithItsVariantsBesideTheAnswers() throws {
    var first = try FillScript(Self.form, interactive: true)
    first.fill(["Folder", "/srv", "2", "src"])
    #expect(!Draft.holdsVariantKey(first.session.answers.value))
    let draft = Draft(session: first.session, formPath: "form.yaml", savedAt: TestForms.now)
    let json = draft.json
    #expect(json.contains(#""version": 2"#))
    #expect(!json.contains(UnionChoice.key))
    let read = try Draft(json: json, file: "draft.json")
    #expect(
      read.variants == [
        FieldPath([.key("source")]): "Folder",
        FieldPath([.key("install"), .index(0)]): "Package",
      ])
    var resumed = try FillScript(Self.form, interactive: true)
    resumed.session.restore(read)
    resumed.fill(["", "", "Ada"])
    #expect(
      resumed.json
        == #"{"source":{"dir":"/srv"},"install":[{"path":"src","method":"pip"}],"name":"Ada"}"#)
  }

  @Test func aDraftOfALaterVersionIsRefused() throws {
    let text = #"{"version": 3, "form": "f", "savedAt": "2026-11-20T10:00:00Z", "answers": {}}"#
    #expect(throws: Diagnostic.self) { try Draft(json: text, file: "draft.json") }
  }
}

extension Draft {
  /// Whether an answer tree still holds a version-1 `(variant)` key anywhere.
  static func holdsVariantKey(_ value: AnswerValue) -> Bool {
    if let members = value.objectValue {
      return members.contains { $0.key.text == UnionChoice.key || holdsVariantKey($0.value) }
    }
    return value.arrayValue?.contains(where: holdsVariantKey) ?? false
  }
}
