import Testing

@testable import FormlineCore

/// A schema's property names are shared by the keys read with the same bytes; any other key
/// is made as it is read, and the values are the same either way.
struct JSONKeyNamesTests {
  private func found(_ names: JSONKeyNames, _ key: String) -> String? {
    Array(key.utf8).withUnsafeBufferPointer { names.name(for: $0) }
  }

  @Test func aNameIsFoundByItsBytesAndNothingElseIs() {
    // Names that share a length and first and last byte, so they share a slot's probe.
    let names = JSONKeyNames(["port", "post", "pant", "hostname", "a", "port", "émoji", ""])
    for name in ["port", "post", "pant", "hostname", "a", "émoji"] {
      #expect(found(names, name) == name)
    }
    for other in ["", "p", "por", "ports", "pout", "Port", "hostnam", "b", "emoji"] {
      #expect(found(names, other) == nil, "\(other)")
    }
  }

  @Test func pastItsCapacityNamesAreNotKeptAndKeysAreStillRead() {
    let many = (0..<(JSONKeyNames.capacity + 10)).map { "name\($0)" }
    let names = JSONKeyNames(many)
    #expect(found(names, "name0") == "name0")
    #expect(found(names, "name\(JSONKeyNames.capacity - 1)") == "name\(JSONKeyNames.capacity - 1)")
    #expect(found(names, "name\(JSONKeyNames.capacity)") == nil)
    let text = #"{"name0": 1, "name4100": 2, "other": 3}"#
    let read = JSONParser.asciiValue(of: Array(text.utf8), options: .strict, keyNames: names)
    #expect(read == (try? JSONParser.parse(text, file: "t.json").answerValue))
  }

  @Test func documentsReadWithNamesReadAsWithout() {
    let names = JSONKeyNames(["a", "b", "hostname", "port"])
    for text in [
      #"{"a": 1, "b": {"a": [true]}, "hostname": "h", "port": 2, "c": null}"#,
      #"{"a": 1, "\u0061": 2}"#, #"{"port": 1, "port": 2}"#, #"{"p\u006frt": 1}"#, "[]",
    ] {
      let bytes = Array(text.utf8)
      #expect(
        JSONParser.asciiValue(of: bytes, options: .strict, keyNames: names)
          == JSONParser.asciiValue(of: bytes, options: .strict), "\(text)")
    }
  }

  @Test func aByteBeyondASCIIAnywhereIsSeen() {
    let plain = Array("{\"abcdefghijklmnop\": 12345678}".utf8)
    #expect(JSONParser.isASCII(plain))
    #expect(JSONParser.isASCII([]))
    for position in plain.indices {
      var bytes = plain
      bytes[position] = 0x80 | bytes[position]
      #expect(!JSONParser.isASCII(bytes), "at \(position)")
    }
  }
}
