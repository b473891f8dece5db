import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// A digest Python's hashlib has but formline does not is refused by name, never
/// rendered as ansible's `None` for an unknown one (the table has the digests it renders).
struct DigestFilterTests {
  @Test(arguments: ["sha224", "sha3_256", "blake2b"])
  func aDigestFormlineLacksIsRefused(type: String) throws {
    let template = try Template.parse("{{ 'x' | hash('\(type)') }}")
    let context = TemplateContext(
      variables: [:], now: Date(timeIntervalSince1970: 0), timeZone: .utc)
    #expect(throws: ExpressionError.self) { try template.render(in: context) }
    do {
      _ = try template.render(in: context)
    } catch {
      #expect(error.message == "hash: the digest '\(type)' is not supported")
    }
  }
}
