import Foundation
import Testing

@testable import FormlineCore

/// What the fill remembers about each path follows the path's item when items move, and
/// labels that look alike are still told apart.
struct FillRecordTests {
  static let packages = """
    fields:
      - {key: project, default: p}
      - key: packages
        template:
          fields:
            - key: name
            - {key: id, default: "{{ project }}-x"}
    """

  /// The item that kept its derived id moves up when the first is deleted: its id still
  /// follows the project, and the moved item's typed id stays.
  @Test func aDerivedDefaultInAListItemFollowsItsItemAfterADelete() throws {
    var driver = try FillScript(Self.packages, interactive: true)
    // First item: id typed; second item: id as derived ("p-x").
    driver.fill(["p", "a", "custom", "b", "", ""])
    #expect(
      driver.json
        == #"{"project":"p","packages":[{"name":"a","id":"custom"},{"name":"b","id":"p-x"}]}"#)
    driver.session.deleteItem(at: 0, of: FieldPath([.key("packages")]))
    let project = try #require(
      driver.session.reviewItems().first { $0.step.path.description == "project" })
    driver.session.edit(project.step)
    #expect(driver.fill(["q"]).isFinished)
    #expect(driver.json == #"{"project":"q","packages":[{"name":"b","id":"q-x"}]}"#)
  }

  /// Two keyless labels with the same title are two labels: each is shown once.
  @Test func twoKeylessLabelsWithTheSameTitleAreEachShown() throws {
    var driver = try FillScript(
      "- {title: Note}\n- name\n- {title: Note}\n- city", interactive: true)
    var events: [String] = []
    for answer in ["Ada", "Paris"] {
      var event = driver.session.next()
      while case .show(let step, _) = event {
        events.append("show \(step.field.title)")
        event = driver.session.next()
      }
      guard case .ask(let step, _, _) = event else {
        Issue.record("expected a question")
        return
      }
      events.append("ask \(step.path)")
      driver.session.submit(answer)
    }
    #expect(events == ["show Note", "ask name", "show Note", "ask city"])
    #expect(driver.session.next() == .finished)
  }
}
