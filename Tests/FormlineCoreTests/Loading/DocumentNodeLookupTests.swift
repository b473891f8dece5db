import Testing

@testable import FormlineCore

/// `has` answers as looking a member up does, for keys of every length and spelling.
struct DocumentNodeLookupTests {
  static let probes = [
    "key", "tag", "min", "max", "map", "default", "options", "title", "k", "", "caf\u{E9}",
    "cafe\u{301}", "a-much-longer-key-than-sixty-three-bytes-so-it-falls-in-the-last-bit-x",
    "a-much-longer-key-than-sixty-three-bytes-so-it-falls-in-the-last-bit-y", "Key",
  ]

  @Test(arguments: [
    "key: a\ndefault: b", "{}", "tag: 1\nmin: 2\nmax: 3", "caf\u{E9}: 1\ntitle: x",
    "a-much-longer-key-than-sixty-three-bytes-so-it-falls-in-the-last-bit-x: 1",
    "- key\n- default", "plain text",
  ])
  func hasAgreesWithLookingUp(yaml: String) throws {
    let node = try #require(try DocumentParser.parse(yaml, file: "t.yaml"))
    for key in Self.probes {
      #expect(node.has(key) == (node[key] != nil), "\(key)")
    }
  }
}
