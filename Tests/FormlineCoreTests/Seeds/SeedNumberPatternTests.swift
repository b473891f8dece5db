import OrderedCollections
import Testing

@testable import FormlineCore

/// XLForm's README validator example on an integer row (fixed for number rows in 2.2.0).
struct SeedNumberPatternTests {
  static let form = """
    - tag: integer
      rowType: integer
      title: Integer
      validators: [{regex: "^([5-9][0-9]|100)$", msg: Greater than 50 and less than 100}]
    - {tag: pin, rowType: number, pattern: "[0-9]{4}"}
    """

  @Test func regexValidatorsCheckNumberRows() throws {
    var refused = try FillScript(Self.form)
    refused.fill(["42", "123"])
    #expect(
      refused.problems == [
        "<stdin>:1: error: integer: Greater than 50 and less than 100",
        "<stdin>:2: error: pin: does not match the pattern [0-9]{4}",
      ])
    var accepted = try FillScript(Self.form)
    accepted.fill(["77", "1234"])
    #expect(accepted.problems.isEmpty)
    #expect(accepted.json == #"{"integer":77,"pin":1234}"#)
  }

  @Test func schemaStatesTheNumberPattern() throws {
    let schema = JSONSchemaWriter.schema(for: try TestForms.form(Self.form))
    let integer = schema.objectValue?["properties"]?.objectValue?["integer"]?.objectValue
    #expect(
      integer?["$comment"]
        == .string("written as text, the number matches ^(?:^([5-9][0-9]|100)$)$"))
  }
}
