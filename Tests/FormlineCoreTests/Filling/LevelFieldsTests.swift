import FormlineTestSupport
import Testing

@testable import FormlineCore

/// `LevelFields` finds, for each member of an object in turn, the field a search of the
/// form would: the first with its key, whether the members follow the form's order or not.
struct LevelFieldsTests {
  /// Two sections, a field without a key, a key given twice, two spellings of one text.
  static let form = """
    sections:
      - title: One
        fields:
          - {key: a, title: first a}
          - {type: label, title: A note}
          - b
          - caf\u{E9}
      - title: Two
        fields:
          - cafe\u{301}
          - {key: a2, title: second a}
          - c
    """

  static func level() throws -> Form {
    var form = try FormLoader(surroundings: .testing()).load(text: form, file: "form.yaml").form
    // The loader refuses a key given twice; a level made in code may still hold one.
    form.sections[1].fields[1].key = "a"
    return form
  }

  /// The first field with `key`, by a scan of the level.
  static func searched(_ key: String, in level: Form) -> Field? {
    level.sections.lazy.flatMap(\.fields).first { field in
      field.key.map { CodePointNames.same($0, key) } ?? false
    }
  }

  static let keys = ["a", "b", "caf\u{E9}", "cafe\u{301}", "c", "z", "A"]

  @Test func findsWhatASearchFindsForEveryOrderOfDistinctKeys() throws {
    let level = try Self.level()
    // Every order of four distinct keys drawn from the list, in a fixed sequence.
    var orders: [[String]] = [Self.keys, ["a", "b", "caf\u{E9}", "cafe\u{301}", "c"]]
    for shift in 0..<Self.keys.count {
      for stride in [1, 2, 3, 5] {
        var order: [String] = []
        var position = shift
        while order.count < 4 {
          let key = Self.keys[position % Self.keys.count]
          if !order.contains(key) { order.append(key) }
          position += stride
        }
        orders.append(order)
      }
    }
    for order in orders {
      var fields = LevelFields(level)
      for key in order {
        let found = fields.field(named: key)
        let expected = Self.searched(key, in: level)
        #expect(found?.key == expected?.key && found?.title == expected?.title, "\(order): \(key)")
      }
    }
  }

  @Test func theFormsOrderFindsTheFirstOfTwoFieldsWithOneKey() throws {
    let level = try Self.level()
    var fields = LevelFields(level)
    #expect(fields.field(named: "a")?.title == "first a")
    #expect(fields.field(named: "b")?.key == "b")
    // Out of order from here: the table still gives the first `a`'s place to `a`.
    #expect(fields.field(named: "c")?.key == "c")
    #expect(fields.field(named: "z") == nil)
    var late = LevelFields(level)
    #expect(late.field(named: "c")?.key == "c")
    #expect(late.field(named: "a")?.title == "first a")
  }
}
