/// The type YAML 1.1's implicit resolution gives a plain (unquoted) scalar, by the rules
/// Yams, PyYAML and most YAML 1.1 readers apply: a plain `yes` is a boolean, `0o17` an
/// integer, `.inf` a float, `2001-12-14` a timestamp, `<<` a merge key; anything else is a
/// string.
///
/// Written by hand rather than with regular expressions: the patterns are short and ASCII
/// only, the writer asks about every string it writes (a 60 MiB answer included), and
/// Foundation's `NSRegularExpression` links ICU into the binary. Each pattern below is the
/// YAML 1.1 type repository's, as Yams' default resolver spells it, matched against the
/// whole text; `PlainScalarTypeTests` compares the two on generated and edge-case strings.
enum PlainScalarType: Equatable {
  case string, bool, int, float, merge, null, timestamp, value

  /// The type of a plain scalar's text (which never holds a line break).
  init(of text: String) {
    var text = text
    self = text.withUTF8 { Self.resolve($0) }
  }

  /// The rules in the order a resolver tries them; the first that matches wins.
  private static func resolve(_ bytes: UnsafeBufferPointer<UInt8>) -> PlainScalarType {
    if isBool(bytes) { return .bool }
    if isInt(bytes) { return .int }
    if isFloat(bytes) { return .float }
    if equals(bytes, "<<") { return .merge }
    if isNull(bytes) { return .null }
    if isTimestamp(bytes) { return .timestamp }
    if equals(bytes, "=") { return .value }
    return .string
  }

  private static let boolWords: [String] = [
    "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
    "on", "On", "ON", "off", "Off", "OFF",
  ]

  /// `yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF`, whole.
  private static func isBool(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.count <= 5 && boolWords.contains { equals(bytes, $0) }
  }

  /// `~|null|Null|NULL|`, whole: the empty text is null too.
  private static func isNull(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.isEmpty || ["~", "null", "Null", "NULL"].contains { equals(bytes, $0) }
  }

  private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
    bytes.elementsEqual(word.utf8)
  }

  /// ```
  /// [-+]?0b[0-1_]+
  /// [-+]?0o?[0-7_]+
  /// [-+]?(?:0|[1-9][0-9_]*)
  /// [-+]?0x[0-9a-fA-F_]+
  /// [-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+
  /// ```
  private static func isInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    whole(bytes) { $0.sign() && $0.take("0") && $0.take("b") && $0.run(binary) > 0 }
      || whole(bytes) { $0.sign() && $0.take("0") && $0.optional("o") && $0.run(octal) > 0 }
      || whole(bytes) { $0.sign() && ($0.take("0") || $0.take(nonZero) && $0.run(decimal) >= 0) }
      || whole(bytes) { $0.sign() && $0.take("0") && $0.take("x") && $0.run(hexadecimal) > 0 }
      || whole(bytes) {
        $0.sign() && $0.take(nonZero) && $0.run(decimal) >= 0 && $0.sexagesimal()
      }
  }

  /// ```
  /// [-+]?(?:[0-9][0-9_]*)(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?
  /// \.[0-9_]+(?:[eE][-+][0-9]+)?
  /// [-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*
  /// [-+]?\.(?:inf|Inf|INF)
  /// \.(?:nan|NaN|NAN)
  /// ```
  private static func isFloat(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    whole(bytes) { cursor in
      guard cursor.sign(), cursor.take(digit) else { return false }
      cursor.run(decimal)
      if cursor.take(".") { cursor.run(decimal) }
      if cursor.take(exponent) {
        _ = cursor.sign()
        return cursor.run(digit) > 0
      }
      return true
    }
      || whole(bytes) { cursor in
        guard cursor.take("."), cursor.run(decimal) > 0 else { return false }
        if cursor.take(exponent) {
          return (cursor.take("-") || cursor.take("+")) && cursor.run(digit) > 0
        }
        return true
      }
      || whole(bytes) {
        $0.sign() && $0.take(digit) && $0.run(decimal) >= 0 && $0.sexagesimal() && $0.take(".")
          && $0.run(decimal) >= 0
      }
      || whole(bytes) {
        $0.sign() && $0.take(".") && ($0.word("inf") || $0.word("Inf") || $0.word("INF"))
      }
      || whole(bytes) { $0.take(".") && ($0.word("nan") || $0.word("NaN") || $0.word("NAN")) }
  }

  /// ```
  /// [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]
  /// [0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9]
  ///   (?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?
  /// ```
  private static func isTimestamp(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    whole(bytes) {
      $0.digits(4) && $0.take("-") && $0.digits(2) && $0.take("-") && $0.digits(2)
    }
      || whole(bytes) { cursor in
        guard cursor.digits(4), cursor.take("-"), cursor.digits(1, 2), cursor.take("-"),
          cursor.digits(1, 2), cursor.take("T") || cursor.take("t") || cursor.run(blank) > 0,
          cursor.digits(1, 2), cursor.take(":"), cursor.digits(2), cursor.take(":"),
          cursor.digits(2)
        else { return false }
        if cursor.take(".") { cursor.run(digit) }
        if cursor.atEnd { return true }
        cursor.run(blank)
        if cursor.take("Z") { return true }
        guard cursor.take("-") || cursor.take("+"), cursor.digits(1, 2) else { return false }
        if cursor.take(":") { return cursor.digits(2) }
        return true
      }
  }

  /// Whether `body` matches from the start and leaves nothing after it.
  private static func whole(
    _ bytes: UnsafeBufferPointer<UInt8>, _ body: (inout Cursor) -> Bool
  ) -> Bool {
    var cursor = Cursor(bytes: bytes)
    return body(&cursor) && cursor.atEnd
  }

  private static func digit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
  private static func nonZero(_ byte: UInt8) -> Bool { (0x31...0x39).contains(byte) }
  private static func decimal(_ byte: UInt8) -> Bool { digit(byte) || byte == 0x5F }
  private static func binary(_ byte: UInt8) -> Bool { byte == 0x30 || byte == 0x31 || byte == 0x5F }
  private static func octal(_ byte: UInt8) -> Bool { (0x30...0x37).contains(byte) || byte == 0x5F }
  private static func exponent(_ byte: UInt8) -> Bool { byte == 0x65 || byte == 0x45 }
  private static func blank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  private static func hexadecimal(_ byte: UInt8) -> Bool {
    decimal(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }
}

extension PlainScalarType {
  /// A position in the text, moved forward by what each part of a pattern takes.
  ///
  /// Every pattern is matched without backtracking: where a part could take more or less,
  /// what may follow it can never start with what it would have taken.
  fileprivate struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var atEnd: Bool { index == bytes.count }

    mutating func take(_ matches: (UInt8) -> Bool) -> Bool {
      guard index < bytes.count, matches(bytes[index]) else { return false }
      index += 1
      return true
    }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
      take { $0 == UInt8(ascii: character) }
    }

    /// `c?`: always succeeds.
    mutating func optional(_ character: Unicode.Scalar) -> Bool {
      _ = take(character)
      return true
    }

    /// `[-+]?`: always succeeds.
    mutating func sign() -> Bool {
      _ = take("-") || take("+")
      return true
    }

    /// Takes as many bytes as match; returns how many.
    @discardableResult
    mutating func run(_ matches: (UInt8) -> Bool) -> Int {
      let start = index
      while take(matches) {}
      return index - start
    }

    /// Between `minimum` and `maximum` digits (exactly `minimum` when no maximum is given).
    mutating func digits(_ minimum: Int, _ maximum: Int? = nil) -> Bool {
      var count = 0
      while count < (maximum ?? minimum), take(PlainScalarType.digit) { count += 1 }
      return count >= minimum
    }

    /// The bytes of `text`, or nothing (the cursor stays) when they are not next.
    mutating func word(_ text: String) -> Bool {
      let start = index
      for byte in text.utf8 where !take({ $0 == byte }) {
        index = start
        return false
      }
      return true
    }

    /// `(?::[0-5]?[0-9])+`: a digit pair is taken whole when it can be, since neither
    /// `:`, `.` nor the end (what follows) is a digit.
    mutating func sexagesimal() -> Bool {
      var groups = 0
      while take(":") {
        if index + 1 < bytes.count, (0x30...0x35).contains(bytes[index]),
          PlainScalarType.digit(bytes[index + 1])
        {
          index += 2
        } else if !take(PlainScalarType.digit) {
          return false
        }
        groups += 1
      }
      return groups > 0
    }
  }
}
