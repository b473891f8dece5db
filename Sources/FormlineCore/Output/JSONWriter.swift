import OrderedCollections

/// Writes results as JSON (formline(1) OUTPUT FORMATS).
///
/// Keys in form order, two-space indentation, UTF-8 kept as is, a trailing newline.
/// Hand-written because `JSONSerialization` loses key order.
package enum JSONWriter {
  /// - Parameters:
  ///   - value: The value to write.
  ///   - pretty: Indented output (the default) or one line.
  /// - Returns: The JSON text, ending with a newline.
  package static func render(_ value: AnswerValue, pretty: Bool = true) -> String {
    // Gathered as bytes: each of `String`'s appends checks where characters break, which
    // cost ~340 instructions a piece, a third of writing a large result.
    var output: [UInt8] = []
    write(value, indent: 0, pretty: pretty, into: &output)
    output.append(UInt8(ascii: "\n"))
    return String(decoding: output, as: UTF8.self)
  }

  private static func write(
    _ value: AnswerValue, indent: Int, pretty: Bool, into output: inout [UInt8]
  ) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .integer(let number): output.append(contentsOf: String(number).utf8)
    case .number(let number):
      output.append(contentsOf: (number.isFinite ? AnswerValue.format(number) : "null").utf8)
    case .numberLiteral(let literal): output.append(contentsOf: literal.text.utf8)
    case .string(let text): writeString(text, into: &output)
    case .array(let items), .tuple(let items):
      guard !items.isEmpty else {
        output.append(contentsOf: "[]".utf8)
        return
      }
      output.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        newline(indent + 1, pretty, &output)
        write(item, indent: indent + 1, pretty: pretty, into: &output)
      }
      newline(indent, pretty, &output)
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else {
        output.append(contentsOf: "{}".utf8)
        return
      }
      output.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        newline(indent + 1, pretty, &output)
        writeString(member.key.text, into: &output)
        output.append(UInt8(ascii: ":"))
        if pretty { output.append(UInt8(ascii: " ")) }
        write(member.value, indent: indent + 1, pretty: pretty, into: &output)
      }
      newline(indent, pretty, &output)
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func newline(_ indent: Int, _ pretty: Bool, _ output: inout [UInt8]) {
    guard pretty else { return }
    output.append(UInt8(ascii: "\n"))
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
  }

  /// Appends `text` as a JSON string to bytes, as `writeString(_:into:)` writes it to text.
  ///
  /// For a line gathered as bytes: `String`'s appends each check where characters break
  /// (~300 instructions).
  package static func writeString(_ text: String, into output: inout [UInt8]) {
    var bytes = text
    let plain = bytes.withUTF8 { utf8 in
      guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) else {
        return false
      }
      output.append(UInt8(ascii: "\""))
      output.append(contentsOf: utf8)
      output.append(UInt8(ascii: "\""))
      return true
    }
    guard !plain else { return }
    var escaped = ""
    writeString(text, into: &escaped)
    output.append(contentsOf: escaped.utf8)
  }

  /// Appends `text` as a JSON string.
  package static func writeString(_ text: String, into output: inout String) {
    output += "\""
    // Printable ASCII without quotes or backslashes, nearly every key and most values, is
    // written as it is: appending scalar by scalar was 5 % of filling a large form.
    // Checked in place: through the UTF-8 view it cost more than the rest of a batch's
    // line for a valid file.
    var bytes = text
    if bytes.withUTF8({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C } }) {
      output += text
      output += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      // Escaped because some readers (Foundation's JSONSerialization on Linux) drop a raw
      // byte-order mark at the start of a string.
      case "\u{FEFF}": output += "\\ufeff"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
