import Testing

@testable import FormlineCore

/// A union with object variants in a native form: the menu, the chosen variant's fields,
/// another variant chosen from the review, and a value given in advance.
struct FillSessionUnionTests {
  static let form = """
    - key: source
      required: true
      match: one
      variants:
        - title: Git
          fields:
            - {key: kind, options: [git], default: git, computed: true}
            - {key: url, type: url, required: true}
        - title: Folder
          fields:
            - {key: kind, options: [path], default: path, computed: true}
            - {key: path, required: true}
        - integer
    - name
    """

  @Test func theVariantIsChosenThenItsFieldsAreAsked() throws {
    var driver = try FillScript(Self.form)
    driver.fill(["Folder", "src", "Ada"])
    #expect(driver.asked == ["(variant).source", "source.path", "name"])
    #expect(driver.json == #"{"source":{"kind":"path","path":"src"},"name":"Ada"}"#)
    var scalar = try FillScript(Self.form)
    scalar.fill(["3", "42", "Ada"])
    #expect(scalar.json == #"{"source":42,"name":"Ada"}"#)
  }

  @Test func anotherVariantChosenInTheReviewDropsThePreviousFields() throws {
    var driver = try FillScript(Self.form, interactive: true)
    driver.fill(["1", "example.org/r", "Ada"])
    #expect(driver.json == #"{"source":{"kind":"git","url":"https://example.org/r"},"name":"Ada"}"#)
    let menu = try #require(driver.session.reviewItems().first)
    #expect(menu.text == "Git")
    driver.session.edit(menu.step)
    driver.fill(["Folder", "src"])
    #expect(driver.json == #"{"source":{"kind":"path","path":"src"},"name":"Ada"}"#)
  }

  @Test func aValueGivenInAdvanceSkipsTheMenuAndIsMatchedAsData() throws {
    let form = try TestForms.form(Self.form)
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(
      "source: {kind: git, url: 'https://x.org'}\nname: Ada\n", file: "a.yaml", form: form)
    var driver = try FillScript(Self.form, presets: presets)
    driver.fill([])
    #expect(driver.asked.isEmpty)
    #expect(driver.json == #"{"source":{"kind":"git","url":"https://x.org"},"name":"Ada"}"#)
    var wrong = PresetAnswers()
    wrong.mergeAnswersDocument("source: {kind: svn}\nname: Ada\n", file: "a.yaml", form: form)
    var refused = try FillScript(Self.form, presets: wrong)
    refused.fill([])
    #expect(
      refused.problems.first?.hasPrefix(
        "a.yaml:1:9: error: source: matches none of the variants: expected Git") == true,
      "\(refused.problems)")
  }
}
