import FormlineTestSupport
import OrderedCollections
import Testing

@testable import FormlineCore

/// A native collection's `positions`: one question per position, read and checked by that
/// position's field; without a `template` the list holds only the positions.
struct TuplePositionsTests {
  static let form = """
    fields:
      - key: coordinate
        required: true
        positions:
          - {type: number, title: Latitude, min: -90, max: 90}
          - number
      - key: version
        positions: [integer, {type: text, options: [alpha, beta]}]
        template: text
    """

  @Test func positionsAreFieldsNamedByPlaceAndKind() throws {
    let form = try TestForms.form(Self.form)
    let coordinate = try #require(form.field(withKey: "coordinate"))
    #expect(coordinate.collection.positions.map(\.title) == ["Latitude", "2nd (number)"])
    #expect(ItemCount.maximum(of: coordinate) == 2)
    let version = try #require(form.field(withKey: "version"))
    #expect(version.collection.positions.map(\.kind) == [.integer, .text])
    #expect(version.collection.positions.last?.choices.mode == .single)
    #expect(ItemCount.maximum(of: version) == nil)
  }

  @Test func eachPositionIsAskedAndReadByItsField() throws {
    var script = try FillScript(Self.form, interactive: true)
    let outcome = script.fill(["91", "51.5", "-0.12", "1", "beta", "extra", ""])
    #expect(outcome.isFinished, "\(script.problems)")
    #expect(script.refusals == ["must be at most 90"])
    #expect(script.json == #"{"coordinate":[51.5,-0.12],"version":[1,"beta","extra"]}"#)
    #expect(
      script.asked == [
        "coordinate[0]", "coordinate[0]", "coordinate[1]", "version[0]", "version[1]",
        "version[2]", "version[3]",
      ])
  }

  @Test func theSchemaOfATupleListsItsPositions() throws {
    let schema = JSONSchemaWriter.schema(for: try TestForms.form(Self.form))
    let properties = try #require(schema.objectValue?["properties"]?.objectValue)
    let coordinate = try #require(properties["coordinate"]?.objectValue)
    #expect(coordinate["items"] == AnswerValue.bool(false))
    #expect(coordinate["prefixItems"]?.arrayValue?.count == 2)
    let items = properties["version"]?.objectValue?["items"]
    #expect(items == AnswerValue.object(["type": .string("string")]))
  }

  @Test func aPositionHoldsOneValue() {
    let problems = TestForms.problems(
      """
      fields:
        - key: pair
          positions: [{type: form, fields: [a]}, text]
      """)
    #expect(
      problems == [
        "form.yaml:3:17: error: pair[0]: a position holds one value: not a subform, a list or "
          + "a union"
      ])
    let template = TestForms.problems(
      """
      fields:
        - key: pair
          positions: [text]
          template: [a, b]
      """)
    #expect(template.first?.contains("its template cannot be a subform") == true, "\(template)")
  }
}
