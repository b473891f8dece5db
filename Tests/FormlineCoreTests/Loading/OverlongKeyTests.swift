import Testing

@testable import FormlineCore

/// A key longer than YAML's 1,024 characters is named as such, at the key, in JSON and in
/// YAML, where libyaml alone says something else at the `:` after it.
struct OverlongKeyTests {
  static let key = String(repeating: "name ", count: 240) + "end"

  @Test(arguments: [
    ("labels:\n  \"\(key)\": first\n", 2, 3, 1205),
    ("labels:\n  '\(key)': first\n", 2, 3, 1205),
    ("labels:\n  \(key): first\n", 2, 3, 1203),
    ("labels: {\(key): first}\n", 1, 10, 1203),
    ("{\n  \"labels\": {\n    \"\(key)\": \"first\"\n  }\n}\n", 3, 5, 1205),
    ("{\"labels\": {\"short\": 1, \"\(key)\": \"first\"}}", 1, 25, 1205),
    ("- a\n- {\"q\\\"\(key)\": 1}\n", 2, 4, 1208),
    ("{\r\n  \"labels\": {\r\n    \"\(key)\": \"first\"\r\n  }\r\n}\r\n", 3, 5, 1205),
  ])
  func isNamedAtTheKey(text: String, line: Int, column: Int, length: Int) throws {
    do {
      _ = try DocumentParser.parse(text, file: "f")
      Issue.record("parsed")
    } catch {
      #expect(error.location?.line == line)
      #expect(error.location?.column == column)
      #expect(error.message.hasPrefix("syntax error: this key is \(length) characters long"))
    }
  }

  @Test func aKeyWithinTheLimitIsRead() throws {
    let key = String(repeating: "k", count: 1000)
    let node = try #require(try DocumentParser.parse("{\"\(key)\": 1}", file: "f"))
    #expect(node.members?.map(\.key) == [key])
  }

  @Test func otherErrorsAreLeftAsLibyamlWordsThem() throws {
    #expect(OverlongKey.find(line: 1, column: 4, in: "a: b: c") == nil)
    do {
      _ = try DocumentParser.parse("a: b: c\n", file: "f")
      Issue.record("parsed")
    } catch {
      #expect(error.message == "syntax error: mapping values are not allowed in this context")
    }
  }
}
