import Testing

@testable import FormlineCore

/// Offered fields in the fill: the menu after the other fields, what picking does, and what
/// happens without a person or with `--ask-all`.
struct OfferedFieldsTests {
  static let form = """
    offer: true
    fields:
      - {key: name, required: true}
      - {key: port, type: integer, default: 8080}
      - debug
      - {key: level, options: [low, high]}
      - {key: proxy, optional: true, fields: [{key: host, required: true}]}
    """

  @Test func thePickedFieldIsAskedThenTheMenuAgain() throws {
    var script = try FillScript(Self.form, interactive: true)
    script.fill(["web", "debug", "yes", "proxy", "p", ""])
    #expect(script.asked == ["name", "(more)", "debug", "(more)", "proxy.host", "(more)"])
    #expect(
      script.json
        == #"{"name":"web","port":8080,"debug":"yes","level":null,"proxy":{"host":"p"}}"#)
  }

  @Test func withoutAPersonOnlyTheOtherFieldsAreAsked() throws {
    var script = try FillScript(Self.form)
    script.fill(["web", "not read"])
    #expect(script.asked == ["name"])
    #expect(script.json == #"{"name":"web","port":8080,"debug":null,"level":null}"#)
  }

  @Test func askAllAsksEveryFieldInTurn() throws {
    var script = try FillScript(Self.form, askAll: true)
    script.fill(["web", "1", "d", "high", "n"])
    #expect(script.asked == ["name", "port", "debug", "level", "proxy.(added)"])
    #expect(script.json == #"{"name":"web","port":1,"debug":"d","level":"high"}"#)
  }

  @Test func aNewItemStartsAtItsFirstFieldThatIsAskedInTurn() throws {
    var script = try FillScript(
      """
      - key: updates
        template:
          offer: true
          fields: [a, b, c, d, {key: ecosystem, required: true}]
      """, interactive: true)
    script.fill(["pip", "", ""])
    #expect(script.asked == ["updates[0].ecosystem", "updates[0].(more)", "updates[1].ecosystem"])
    #expect(
      script.json == #"{"updates":[{"a":null,"b":null,"c":null,"d":null,"ecosystem":"pip"}]}"#)
  }

  @Test func offerIsRefusedWhereAFieldMustBeAsked() throws {
    let loaded = try TestForms.load(
      "- {key: name, required: true, offered: true}\n- {key: page, type: label, offered: true}")
    #expect(loaded.form.fields.allSatisfy { !$0.offered })
    #expect(loaded.warnings.count == 2)
  }
}
