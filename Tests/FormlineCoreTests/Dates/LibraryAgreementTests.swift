import Foundation
import Testing

@testable import FormlineCore

/// Readings two established parsers agree on, read the same way by formline.
///
/// `Fixtures/dates/agreement.tsv` holds the phrases where Python's parsedatetime and
/// dateparser give the same reading, and parsedatetime's own test expectations where
/// dateparser agrees, as `Benchmarks/date-agreement.py` wrote them; the libraries are not
/// needed to run this test.
struct LibraryAgreementTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var now: String
    var kind: TemporalKind
    var text: String
    var expected: String
    var testDescription: String { "\(now) \(kind.rawValue) '\(text)'" }
  }

  static func cases() throws -> [Case] {
    try FixtureTable.rows("dates/agreement.tsv", columns: 4).map { columns in
      let kind = try #require(TemporalKind(rawValue: columns[1]))
      return Case(now: columns[0], kind: kind, text: columns[2], expected: columns[3])
    }
  }

  @Test func theDataCoversEnoughPhrases() throws {
    #expect(try Self.cases().count > 1000)
  }

  @Test(arguments: try cases())
  func readsAsBothLibrariesDo(_ example: Case) {
    let parser = DateTestClock.parser(now: example.now)
    let reading = DateTestClock.read(parser, example.text, example.kind)
    // The file keeps the day, HH:MM, or the day and HH:MM, as a field stores them.
    #expect(String(reading.prefix(example.expected.count)) == example.expected)
  }
}
