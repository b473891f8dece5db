/// How `YAMLWriter` spells one scalar: the choice between plain, single-quoted,
/// double-quoted and literal block styles, and the escapes each needs.
enum YAMLScalar {
  /// A mapping key: plain when safe, else quoted on one line (never a block).
  static func key(_ text: String) -> String {
    flowString(text)
  }

  /// A string on one line: plain when no parser could misread it, single-quoted when
  /// every character is printable, double-quoted with escapes otherwise.
  static func flowString(_ text: String) -> String {
    if isPlainSafe(text) { return text }
    let printable = text.unicodeScalars.allSatisfy { isPrintable($0) && $0 != "\n" }
    if printable {
      var quoted = "'"
      for scalar in text.unicodeScalars {
        quoted += scalar == "'" ? "''" : String(scalar)
      }
      return quoted + "'"
    }
    return doubleQuoted(text)
  }

  /// A float that reads back as the same `Double`: Swift's shortest round-trip digits, with
  /// a `.` or an exponent so it stays a float, and `.inf`, `-.inf`, `.nan`.
  static func float(_ number: Double) -> String {
    if number.isNaN { return ".nan" }
    if number.isInfinite { return number < 0 ? "-.inf" : ".inf" }
    let digits = String(number)
    return digits.contains(where: { $0 == "." || $0 == "e" }) ? digits : digits + ".0"
  }

  /// A multi-line string as a literal block (header line plus content lines), or nil when
  /// it is one line or holds characters a block cannot carry (controls, CR, U+2028).
  static func literalBlock(_ text: String, indent: Int) -> String? {
    let scalars = text.unicodeScalars
    guard scalars.contains("\n"), scalars.allSatisfy(isPrintable) else { return nil }
    var lines = scalars.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let trailingBreaks = lines.reversed().prefix { $0.isEmpty }.count
    // A block cannot start with a line of spaces only: it would set the indentation.
    if let first = lines.first, !first.isEmpty, first.unicodeScalars.allSatisfy({ $0 == " " }) {
      return nil
    }
    // libyaml reads a tab at the start of a line, or in a line of blanks, as a tab where
    // indentation was expected (found by FuzzWriters): such text is double-quoted.
    let tabbed = lines.contains { line in
      line.unicodeScalars.first == "\t"
        || line.unicodeScalars.contains("\t")
          && line.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }
    }
    if tabbed { return nil }
    var header = "|"
    // The indicator counts from the parent node's indentation, which is always two less.
    if scalars.first == " " || scalars.first == "\n" { header += "2" }
    switch trailingBreaks {
    case 0: header += "-"
    case 1: break
    default: header += "+"
    }
    if trailingBreaks > 0 { lines.removeLast() }
    let padding = String(repeating: " ", count: indent)
    var block = header + "\n"
    for line in lines {
      block += line.isEmpty ? "\n" : padding + line + "\n"
    }
    return block
  }

  static func doubleQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\0": result += "\\0"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\u{1B}": result += "\\e"
      case "\u{85}": result += "\\N"
      case "\u{2028}": result += "\\L"
      case "\u{2029}": result += "\\P"
      default:
        if isPrintable(scalar) {
          result.unicodeScalars.append(scalar)
        } else if scalar.value <= 0xFF {
          result += "\\x" + hex(scalar.value, width: 2)
        } else {
          result += "\\u" + hex(scalar.value, width: 4)
        }
      }
    }
    return result + "\""
  }

  private static func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// YAML's printable set, less the characters YAML 1.1 treats as line breaks (U+0085,
  /// U+2028, U+2029) and the byte-order mark.
  static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF: true
    case 0xE000...0xFFFD: scalar.value != 0xFEFF
    case 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// Whether a plain scalar with this text reads back as this string everywhere.
  private static func isPlainSafe(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
      first != " ", last != " ", last != ":",
      !"-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first),
      text.unicodeScalars.allSatisfy({ isPrintable($0) && $0 != "\n" && $0 != "\t" }),
      !contains(text, ":", " "), !contains(text, " ", "#"),
      !text.unicodeScalars.starts(with: "...".unicodeScalars)
    else { return false }
    if PlainScalarType(of: text) != .string { return false }
    if yaml11Words.contains(text) { return false }
    return !looksNumeric(text)
  }

  /// Whether the ASCII characters `first` and `second` occur in `text` side by side.
  ///
  /// `String.contains` compares
  /// Characters, so `": "` followed by a combining mark would not count, yet a YAML parser
  /// still reads the `: ` in it. A plain loop over the bytes: the generic substring search
  /// of the standard library took most of the time of writing a 60 MiB answer.
  private static func contains(_ text: String, _ first: Unicode.Scalar, _ second: Unicode.Scalar)
    -> Bool
  {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if previous == UInt8(ascii: first) && byte == UInt8(ascii: second) { return true }
      previous = byte
    }
    return false
  }

  /// Booleans and nulls of YAML 1.1 (PyYAML and others), beyond its core resolution.
  private static let yaml11Words: Set<String> = [
    "y", "Y", "n", "N", "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off",
    "OFF", "true", "True", "TRUE", "false", "False", "FALSE", "null", "Null", "NULL", "~",
  ]

  /// One word that starts like a number (`0123`, `1e3`, `1_000`, `.5`, `-1`, `12:30`,
  /// `0x1F`, `1.2.3`): quoting these is simpler than matching every schema's number syntax.
  private static func looksNumeric(_ text: String) -> Bool {
    var scalars = Substring(text).unicodeScalars[...]
    if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
    if let dot = scalars.first, dot == "." { scalars = scalars.dropFirst() }
    guard let first = scalars.first, ("0"..."9").contains(first) else { return false }
    return !text.unicodeScalars.contains(" ")
  }
}
