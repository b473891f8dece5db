import Foundation
import Testing

@testable import FormlineCore

/// Plain scalars typed as copier's YAML reader types them, checked against what PyYAML 6.0.4
/// gave for each (recorded once: `Fixtures/pyyaml/generate.py`).
struct PyYAMLScalarTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let text: String
    let kind: String
    let value: String
    var testDescription: String { "\(text) → \(kind) \(value)" }
  }

  static let cases: [Case] =
    ((try? FixtureTable.rows("pyyaml/expected.tsv", columns: 3)) ?? []).map {
      Case(text: $0[0], kind: $0[1], value: $0[2])
    }

  @Test func theRecordedTableIsRead() {
    #expect(Self.cases.count > 100)
  }

  @Test(arguments: cases)
  func typesAsPyYAMLDoes(_ test: Case) throws {
    let found = PyYAMLScalar.value(test.text)
    switch test.kind {
    case "bool":
      #expect(found == .bool(test.value == "true"))
    case "null":
      #expect(found == .null)
    case "int":
      if let integer = Int(test.value) {
        #expect(found == .integer(integer))
      } else if test.text.allSatisfy({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "_" }) {
        // Past 64 bits a decimal integer keeps every digit, as Python's integers do.
        #expect(found == AnswerValue.number(written: test.value))
      } else {
        // Other notations past 64 bits stay text rather than lose digits.
        #expect(found == .string(test.text))
      }
    case "float":
      // Spelled as Python writes the float (`1.0`, `1500.0`), as copier records it.
      #expect(found == AnswerValue.number(written: test.value))
    default:
      #expect(found == .string(test.text))
    }
  }

  /// Any text is a value: numbers only from digits, text kept exactly.
  @Test func anyTextIsReadWithoutLoss() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["0", "1", "7", "9", "_", ":", ".", "e", "E", "+", "-", "x", "b", "f", "5", " "]
    for _ in 0..<5_000 {
      let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? ""
      }.joined()
      switch PyYAMLScalar.value(text) {
      case .string(let kept): #expect(kept == text)
      case .integer, .number, .numberLiteral: #expect(text.contains { $0.isNumber })
      case .null: #expect(text.isEmpty)
      default: Issue.record("\(text) read as neither text, a number nor null")
      }
    }
  }

  /// Python's integers have no 64-bit limit: PyYAML reads these as `int`, every digit kept.
  @Test func integersPast64BitsKeepEveryDigit() throws {
    for (text, digits) in [
      ("-9223372036854775809", "-9223372036854775809"),
      ("9223372036854775808", "9223372036854775808"),
      ("1_000_000_000_000_000_000_000", "1000000000000000000000"),
    ] {
      let found = PyYAMLScalar.value(text)
      guard case .numberLiteral = found else {
        Issue.record("\(text) read as \(found)")
        continue
      }
      #expect(found == AnswerValue.number(written: digits))
    }
  }

  /// A float JSON cannot write as spelled (`81.`, `+1.5`, `.5`) is spelled as a float, so a
  /// whole one stays a float in JSON and through YAML and back (FuzzConvert).
  @Test func aFloatJSONCannotSpellStaysAFloat() {
    #expect(DocumentNode.plainScalarValue("81.") == AnswerValue.number(written: "81.0"))
    #expect(
      JSONWriter.render(DocumentNode.plainScalarValue("81."), pretty: false)
        .trimmingCharacters(in: .newlines) == "81.0")
    #expect(DocumentNode.plainScalarValue("+1.5") == .number(1.5))
    #expect(DocumentNode.plainScalarValue(".5") == .number(0.5))
    #expect(DocumentNode.plainScalarValue("81") == .integer(81))
  }

  /// formline's own files keep YAML 1.2's core schema: `no` is Norway there.
  @Test func formlineFilesStayYAML12() {
    #expect(DocumentNode.plainScalarValue("no") == .string("no"))
    #expect(PyYAMLScalar.value("no") == .bool(false))
  }
}
