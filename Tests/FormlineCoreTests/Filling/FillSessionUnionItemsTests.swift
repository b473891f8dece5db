import Foundation
import Testing

@testable import FormlineCore

/// A collection whose items are a union with object variants (Read the Docs'
/// `python.install`): each item's variant is chosen from a menu, kept per item beside the
/// answers, and moves with its item; a whole item can still be typed in braces.
struct FillSessionUnionItemsTests {
  static let form = """
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
          - text
    - name
    """

  /// `--ask-all`: an item given whole is offered as a new item is asked, its variant from
  /// the menu, then the variant's fields.
  @Test func askAllWalksTheVariantOfKnownItems() throws {
    let form = try TestForms.form(Self.form)
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(
      "install: [{requirements: r.txt}, {path: src, method: setuptools}]\nname: Ada\n",
      file: "old.yaml", form: form)
    var driver = try FillScript(Self.form, interactive: true, askAll: true, presets: presets)
    driver.fill(["Requirements file", "docs/r.txt", "Package", "src", "pip", "", "Ada"])
    #expect(
      driver.asked == [
        "(variant).install[0]", "install[0].requirements", "(variant).install[1]",
        "install[1].path", "install[1].method", "(variant).install[2]", "name",
      ])
    #expect(
      driver.prefills == ["Requirements file", "r.txt", "Package", "src", "setuptools", nil, "Ada"])
    #expect(
      driver.json
        == #"{"install":[{"requirements":"docs/r.txt"},{"path":"src","method":"pip"}],"name":"Ada"}"#
    )
  }

  @Test func eachItemAsksItsVariantThenItsFields() throws {
    var driver = try FillScript(Self.form)
    driver.fill(["Requirements", "docs/req.txt", "2", ".", "", "3", "extra", "", "Ada"])
    #expect(
      driver.asked == [
        "(variant).install[0]", "install[0].requirements", "(variant).install[1]",
        "install[1].path", "install[1].method", "(variant).install[2]", "install[2]",
        "(variant).install[3]", "name",
      ])
    #expect(
      driver.json
        == #"{"install":[{"requirements":"docs/req.txt"},{"path":".","method":"pip"},"extra"],"#
        + #""name":"Ada"}"#)
    // The choices are kept beside the answers, by item, for drafts.
    #expect(
      driver.session.chosenVariants == [
        FieldPath(parsing: "install[0]")!: "Requirements file",
        FieldPath(parsing: "install[1]")!: "Package", FieldPath(parsing: "install[2]")!: "text",
      ])
  }

  @Test func aWholeItemTypedInBracesIsMatchedAsData() throws {
    var driver = try FillScript(Self.form)
    driver.fill(["{path: src, method: setuptools}", "1", "r.txt", "", "Ada"])
    #expect(
      driver.json
        == #"{"install":[{"path":"src","method":"setuptools"},{"requirements":"r.txt"}],"#
        + #""name":"Ada"}"#)
    // Without a text variant to take it, an object no variant accepts is refused.
    let objectsOnly = Self.form.replacingOccurrences(of: "\n      - text", with: "")
    var refused = try FillScript(objectsOnly)
    refused.fill(["{path: src, method: conda}", "", "Ada"])
    let problem = refused.problems.first ?? ""
    #expect(
      problem.contains("install[0]: '{path: src, method: conda}' matches none of the variants"),
      "\(refused.problems)")
  }

  @Test func anotherVariantChosenInTheReviewDropsTheItemsFields() throws {
    var driver = try FillScript(Self.form, interactive: true)
    driver.fill(["1", "r.txt", "2", "src", "", "", "Ada"])
    let menu = try #require(
      driver.session.reviewItems().first { $0.step.path.description == "(variant).install[0]" })
    #expect(menu.text == "Requirements file")
    driver.session.edit(menu.step)
    driver.fill(["Package", "lib", ""])
    #expect(
      driver.json
        == #"{"install":[{"path":"lib","method":"pip"},{"path":"src","method":"pip"}],"#
        + #""name":"Ada"}"#)
  }

  @Test func choicesMoveAndGoWithTheirItems() throws {
    var driver = try FillScript(Self.form, interactive: true)
    driver.fill(["1", "r.txt", "2", "src", "", "3", "x", "", "Ada"])
    let install = try #require(FieldPath(parsing: "install"))
    driver.session.moveItem(at: 0, to: 2, of: install)
    #expect(
      driver.json
        == #"{"install":[{"path":"src","method":"pip"},"x",{"requirements":"r.txt"}],"#
        + #""name":"Ada"}"#)
    driver.session.deleteItem(at: 0, of: install)
    #expect(driver.json == #"{"install":["x",{"requirements":"r.txt"}],"name":"Ada"}"#)
    #expect(
      driver.session.answer(at: FieldPath(parsing: "(variant).install[0]")!) == .string("text"))
    #expect(
      driver.session.answer(at: FieldPath(parsing: "(variant).install[1]")!)
        == .string("Requirements file"))
    #expect(driver.session.answer(at: FieldPath(parsing: "(variant).install[2]")!) == nil)
  }

  @Test func aDraftKeepsEachItemsVariant() throws {
    var first = try FillScript(Self.form, interactive: true)
    first.fill(["2", "src"])
    let draft = Draft(session: first.session, formPath: "form.yaml", savedAt: TestForms.now)
    let read = try Draft(json: draft.json, file: "draft.json")
    var resumed = try FillScript(Self.form, interactive: true)
    resumed.session.restore(read)
    resumed.fill(["", "", "Ada"])
    #expect(resumed.asked.first == "install[0].method")
    #expect(resumed.json == #"{"install":[{"path":"src","method":"pip"}],"name":"Ada"}"#)
  }

  @Test func clearingAnItemsVariantRemovesTheItem() throws {
    var driver = try FillScript(Self.form, interactive: true)
    driver.fill(["1", "r.txt", "2", "src", "", "", "Ada"])
    let menu = try #require(
      driver.session.reviewItems().first { $0.step.path.description == "(variant).install[0]" })
    driver.session.edit(menu.step)
    guard case .ask = driver.session.next() else {
      Issue.record("the variant menu is not asked again")
      return
    }
    driver.session.clear()
    driver.fill([])
    #expect(driver.json == #"{"install":[{"path":"src","method":"pip"}],"name":"Ada"}"#)
    #expect(driver.session.chosenVariants == [FieldPath(parsing: "install[0]")!: "Package"])
  }
}
