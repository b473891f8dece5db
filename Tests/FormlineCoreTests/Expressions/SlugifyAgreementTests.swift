import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// `slugify` against what cookiecutter's filter (python-slugify 9.2 with text-unidecode)
/// gives, as `Fixtures/slugify/generate.py` recorded it; python is not needed to run this.
///
/// Both spell other scripts in Latin letters, by different tables: the samples where they
/// differ are listed in `Fixtures/slugify/differences.tsv` with formline's slug, so that a
/// change either way is seen.
struct SlugifyAgreementTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var options: String
    var expected: String
    var testDescription: String { "\(text.debugDescription) \(options)" }
  }

  static func rows(_ name: String) throws -> [[String]] {
    try FixtureTable.rows("slugify/\(name)", columns: 3)
  }

  /// python-slugify's slug, or formline's where the two are known to differ.
  static func cases() throws -> [Case] {
    var differences: [String: String] = [:]
    for row in try rows("differences.tsv") { differences[row[0] + "\t" + row[1]] = row[2] }
    return try rows("expected.tsv").map { row in
      let text = try #require(
        try JSONSerialization.jsonObject(with: Data(row[0].utf8), options: .fragmentsAllowed)
          as? String)
      return Case(
        text: text, options: row[1],
        expected: differences[row[0] + "\t" + row[1]] ?? row[2])
    }
  }

  /// python-slugify's keyword arguments as the tests use them.
  struct Options: Decodable {
    var separator: String?
    var lowercase: Bool?
    var maxLength: Int?

    enum CodingKeys: String, CodingKey {
      case separator, lowercase
      case maxLength = "max_length"
    }
  }

  /// `{"separator": "_"}` as the filter's keyword arguments: `(separator='_')`.
  static func arguments(_ options: String) throws -> String {
    let options = try JSONDecoder().decode(Options.self, from: Data(options.utf8))
    let pairs =
      [
        options.separator.map { "separator='\($0)'" },
        options.lowercase.map { "lowercase=\($0 ? "True" : "False")" },
        options.maxLength.map { "max_length=\($0)" },
      ].compactMap { $0 }
    return pairs.isEmpty ? "" : "(" + pairs.joined(separator: ", ") + ")"
  }

  @Test func mostSamplesAgreeWithPythonSlugify() throws {
    let all = try Self.rows("expected.tsv").count
    let differing = try Self.rows("differences.tsv").count
    #expect(all > 150)
    #expect(differing * 8 < all)
  }

  @Test(arguments: try cases())
  func slugifiesAsCookiecutter(_ example: Case) throws {
    let template = try Template.parse("{{ text | slugify\(try Self.arguments(example.options)) }}")
    let context = TemplateContext(
      variables: ["text": .string(example.text)], now: Date(timeIntervalSince1970: 0),
      timeZone: .utc)
    #expect(try template.render(in: context) == example.expected)
  }
}
