/// JSON with comments (`//`, `/* */`) and trailing commas, as VS Code's settings and
/// `tsconfig.json` use it, read by turning it into plain JSON at the same places.
enum JSONWithComments {
  /// The text with every comment and trailing comma replaced by spaces (line breaks kept,
  /// one space per character), so a reader of plain JSON reports the same lines and
  /// columns as in the file.
  static func plainJSON(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var offset = 0
    var inString = false
    /// Where the last comma outside strings was written, until something other than space
    /// or comments follows it.
    var pendingComma: Int?
    func blank(_ range: Range<Int>) {
      for byte in bytes[range] where byte & 0xC0 != 0x80 {
        output.append(byte == 0x0A || byte == 0x0D ? byte : 0x20)
      }
    }
    while offset < bytes.count {
      let byte = bytes[offset]
      if inString {
        output.append(byte)
        if byte == UInt8(ascii: "\\"), offset + 1 < bytes.count {
          output.append(bytes[offset + 1])
          offset += 2
          continue
        }
        if byte == UInt8(ascii: "\"") { inString = false }
        offset += 1
        continue
      }
      if byte == UInt8(ascii: "/"), let end = JSONSpans.commentEnd(in: bytes, at: offset) {
        blank(offset..<end)
        offset = end
        continue
      }
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D:
        break
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        if let comma = pendingComma { output[comma] = 0x20 }
        pendingComma = nil
      case UInt8(ascii: ","):
        pendingComma = output.count
      case UInt8(ascii: "\""):
        inString = true
        pendingComma = nil
      default:
        pendingComma = nil
      }
      output.append(byte)
      offset += 1
    }
    return String(decoding: output, as: UTF8.self)
  }
}
