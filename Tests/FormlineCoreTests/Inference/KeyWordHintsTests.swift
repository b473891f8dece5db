import FormlineTestSupport
import Testing

@testable import FormlineCore

/// The quick check that lets most keys skip inference by words never skips a key whose
/// words suggest a kind.
struct KeyWordHintsTests {
  static let pieces = [
    "email", "Mail", "PASSWORD", "pin", "Pin", "url", "Link", "tel", "fax", "Phone", "date",
    "DateTime", "time", "timeout", "Color", "count", "age", "number", "Of", "of", "id", "ID",
    "zip", "is", "has", "Enable", "use", "no", "f", "x1", "host", "Name", "value", "9", "é",
    "_", "-", ".", " ", "A", "b", "QUANTITY", "passphrase", "birthdate", "dob",
  ]

  @Test func keysTheQuickCheckSkipsHaveNoKindByTheirWords() {
    var random = SplitMix(seed: 31)
    var skipped = 0
    for _ in 0..<40_000 {
      let key = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        Self.pieces.randomElement(using: &random) ?? ""
      }.joined()
      guard !KeyWordHints.mayHoldKnownWord(key) else { continue }
      skipped += 1
      #expect(KeyWordHints.kindByWords(forKey: key) == nil, "\(key)")
    }
    // The check must skip something to be worth having.
    #expect(skipped > 1_000)
  }

  @Test(arguments: [
    ("emailAddress", FieldKind.email), ("isEnabled", .boolean), ("phoneNumber", .phone),
    ("numberOfUsers", .integer), ("user_pin", .password), ("BirthDate", .date),
    ("request-timeout", .duration), ("homepage", .url), ("colour", .color),
  ])
  func keysWithKnownWordsStillSuggestTheirKind(key: String, kind: FieldKind) {
    #expect(KeyWordHints.mayHoldKnownWord(key))
    #expect(KeyWordHints.kind(forKey: key) == kind)
  }

  @Test(arguments: ["f123", "hostname", "server_name", "vatNumber", "zipCode"])
  func keysWithoutThemSuggestNothing(key: String) {
    #expect(KeyWordHints.kind(forKey: key) == nil)
  }
}
