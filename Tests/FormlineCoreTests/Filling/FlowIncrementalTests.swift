import FormlineTestSupport
import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// The flow a session keeps up to date answer by answer is the flow worked out afresh from
/// the same answers: only the steps an answer can change are worked out again, and none
/// that can change is missed.
struct FlowIncrementalTests {
  /// Chains, a fan-out, a section condition, a subform shown by a condition, a field that
  /// reads a later one, and subform items whose fields read each other.
  static let form = """
    sections:
      - fields:
          - key: mode
            options: [simple, full]
          - key: early
            when: "$late == 'show'"
          - key: a
            when: "$mode == 'full'"
          - key: b
            when: "$a != nil"
          - key: c
            when: "$b.isHidden == false AND $b != nil"
          - key: late
      - when: "$mode == 'full'"
        fields:
          - key: extra
          - key: address
            when: "$extra != 'none'"
            fields:
              - city
              - key: zip
                when: "$city != nil"
      - fields:
          - key: people
            template:
              fields:
                - name
                - key: nick
                  when: "$name == 'Al'"
                - key: tags
                  template: text
          - key: count
            when: "$people.@count > 1"
    """

  private func checkedFill(_ lines: [String]) throws -> FillSession {
    let form = try FormLoader(surroundings: .testing()).load(text: Self.form, file: "form.yaml")
      .form
    var session = FillSession(
      form: form, options: FillOptions(interactive: false, surroundings: .testing()))
    var remaining = lines[...]
    var guardCount = 0
    while case .ask = session.next(), guardCount < 200 {
      guardCount += 1
      session.submit(remaining.popFirst() ?? "")
      // The flow kept so far against one worked out from nothing.
      let kept = session.fullFlow().map(\.identity)
      let fresh = session.steps().map(\.identity)
      #expect(kept == fresh, "after \(session.answers.value)")
    }
    return session
  }

  @Test func theKeptFlowIsTheFreshFlowAfterEveryAnswer() throws {
    let session = try checkedFill([
      "full", "x", "y", "z", "show", "more", "Oslo", "0150",
      "Al", "Ally", "t1", "t2", "", "Bo", "", "", "3",
    ])
    let result = session.result().objectValue
    #expect(result?["c"] == .string("z"))
    #expect(result?["count"] == .integer(3))
    #expect(session.result().objectValue?["early"] == .null)
  }

  @Test func aSimpleRunHidesTheConditionalFields() throws {
    let session = try checkedFill(["simple", "hide", "", ""])
    let keys = session.result().objectValue.map { Array($0.keys) }
    #expect(keys == ["mode", "late", "people"])
  }

  @Test func anAnswerNoConditionReadsChangesNothingAhead() throws {
    let form = try FormLoader(surroundings: .testing()).load(text: Self.form, file: "form.yaml")
      .form
    let order = FlowOrder(form: form, fields: FieldTable(form: form))
    #expect(order.changeCut(at: FieldPath(parsing: "c")!) == nil)
    #expect(order.changeCut(at: FieldPath(parsing: "address.zip")!) == nil)
    // `a` is read by `b`, which is read by `c`: the flow changes from `b` on.
    let fromA = try #require(order.changeCut(at: FieldPath(parsing: "a")!))
    #expect(fromA == order.key(of: FieldPath(parsing: "b")!))
    // A name inside item 3 touches only that item.
    let fromName = try #require(order.changeCut(at: FieldPath(parsing: "people[3].name")!))
    #expect(fromName.item == 3)
  }
}
