import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// Secrets never go into drafts; a resumed run asks them again, collections of secrets
/// included, and keeps everything else.
struct DraftSecretTests {
  static let form = """
    - name
    - {key: tokens, template: {type: password}}
    - {key: keys, template: {fields: [label, {key: pin, type: password}]}}
    - done
    """

  @Test func aCollectionOfSecretsIsAskedAgainOnResume() throws {
    var first = try FillScript(Self.form, interactive: true)
    first.fill(["Ada", "s1", "s2", "", "front", "1234", ""])
    let draft = Draft(session: first.session, formPath: "form.yaml", savedAt: TestForms.now)
    #expect(!draft.json.contains("s1") && !draft.json.contains("1234"))
    // The secret collection is not recorded as finished with no items.
    #expect(draft.answers.objectValue?["tokens"] == nil)
    #expect(!draft.finishedCollections.map(\.description).contains("tokens"))

    var resumed = try FillScript(Self.form, interactive: true)
    resumed.session.restore(draft)
    resumed.fill(["t1", "", "4321", "yes"])
    #expect(resumed.asked == ["tokens[0]", "tokens[1]", "keys[0].pin", "done"])
    #expect(
      resumed.json
        == #"{"name":"Ada","tokens":["t1"],"keys":[{"label":"front","pin":"4321"}],"done":"yes"}"#,
      "asked: \(resumed.asked)")
  }
}
