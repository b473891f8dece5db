import Testing

@testable import FormlineCore

/// A key longer than YAML's 1,024 characters is named as such, at the key, where libyaml
/// alone says something else at the `:` after it; JSON has no such limit.
struct OverlongKeyTests {
  static let key = String(repeating: "name ", count: 240) + "end"

  @Test(arguments: [
    ("labels:\n  \"\(key)\": first\n", 2, 3, 1205),
    ("labels:\n  '\(key)': first\n", 2, 3, 1205),
    ("labels:\n  \(key): first\n", 2, 3, 1203),
    ("labels: {\(key): first}\n", 1, 10, 1203),
    ("- a\n- {\"q\\\"\(key)\": 1}\n", 2, 4, 1208),
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

  @Test(arguments: [
    "{\n  \"labels\": {\n    \"\(key)\": \"first\"\n  }\n}\n",
    "{\"labels\": {\"short\": 1, \"\(key)\": \"first\"}}",
    "{\r\n  \"labels\": {\r\n    \"\(key)\": \"first\"\r\n  }\r\n}\r\n",
  ])
  func isReadInJSON(text: String) throws {
    let node = try #require(try DocumentParser.parse(text, file: "f"))
    #expect(node["labels"]?.members?.last?.key == Self.key)
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

  /// Any text and any position: no crash, and a key found is too long and on its line.
  @Test func anyTextAndPositionIsSafe() {
    let alphabet = Array("\"'\\:{},[]-? \n\r\tab\u{301}é".unicodeScalars)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var found = 0
    for round in 0..<3000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<next(600) { scalars.append(alphabet[next(alphabet.count)]) }
      var line = next(6) - 1
      var column = next(2500) - 1
      var expected: (column: Int, length: Int)?
      if round % 2 == 0 {
        // A quoted key of known length ending the text's last line, then its `:`.
        let lines = String(scalars).unicodeScalars.split(
          separator: "\n", omittingEmptySubsequences: false)
        let start = (lines.last?.count ?? 0) + 1
        let length = 1000 + next(60)
        scalars.append(contentsOf: "{\"".unicodeScalars)
        scalars.append(contentsOf: String(repeating: "k", count: length - 2).unicodeScalars)
        scalars.append(contentsOf: "\" :".unicodeScalars)
        line = lines.count
        column = start + 1 + length + 1
        expected = length > OverlongKey.limit ? (start + 1, length) : nil
      }
      let key = OverlongKey.find(line: line, column: column, in: String(scalars))
      if let key {
        found += 1
        #expect(key.length > OverlongKey.limit)
        #expect(key.column >= 1 && key.column + key.length <= column)
      }
      if round % 2 == 0 {
        #expect(key?.column == expected?.column && key?.length == expected?.length)
      }
    }
    #expect(found > 500)
  }
}
