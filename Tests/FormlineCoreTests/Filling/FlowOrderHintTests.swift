import FormlineTestSupport
import Testing

@testable import FormlineCore

extension FlowOrder {
  /// `changeCut(at:hint:)` as a first answer asks it.
  func changeCut(at path: FieldPath) -> FlowKey? {
    var hint = -1
    return changeCut(at: path, hint: &hint)
  }
}

/// `FlowOrder.changeCut` tries the field after the last one it found before it looks the
/// table up; the hint may make it cheaper, never change its answer.
struct FlowOrderHintTests {
  static let forms = [
    FlowIncrementalTests.form, TemplateFlowTests.copier("when", 10),
    TemplateFlowTests.copier("default", 6),
  ]

  @Test(arguments: forms.indices)
  func theHintNeverChangesTheCut(formIndex: Int) throws {
    let form = try FormLoader(surroundings: .testing())
      .load(text: Self.forms[formIndex], file: "/project/copier.yml").form
    let fields = FieldTable(form: form)
    let order = FlowOrder(form: form, fields: fields)
    var paths = (0..<fields.ordinalCount).compactMap(fields.path(ofOrdinal:))
    paths += ["people[3].name", "people[0]", "address.zip", "nope", "a.b.c"].compactMap {
      FieldPath(parsing: $0)
    }
    #expect(paths.count > fields.ordinalCount)
    for path in paths {
      let expected = order.changeCut(at: path)
      for start in -1...fields.ordinalCount {
        var hint = start
        #expect(order.changeCut(at: path, hint: &hint) == expected, "\(path) after \(start)")
        // The hint follows the field found, or stays where it was.
        if let ordinal = fields.ordinal(filedAt: FieldTable.filed(path)) {
          #expect(hint == ordinal, "\(path) after \(start)")
        }
      }
    }
  }
}
