/// Splits condition text into tokens, counting offsets in Unicode scalars.
///
/// Offsets are in scalars (not bytes or grapheme clusters) because the loader adds them to a
/// column that Yams also counts in scalars; a lexer over `unicodeScalars` gets that for free.
struct ConditionLexer {
  private let scalars: [Unicode.Scalar]
  private var position = 0

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  /// Every token of `text`, the last one being `.end` at the text's length.
  /// - Throws: `ConditionError` for a character no token starts with, an unterminated string,
  ///   a malformed number or a `$` without a field name.
  static func tokens(of text: String) throws(ConditionError) -> [ConditionToken] {
    var lexer = ConditionLexer(text)
    var tokens: [ConditionToken] = []
    while true {
      let token = try lexer.next()
      tokens.append(token)
      if token.isEnd { return tokens }
    }
  }

  private mutating func next() throws(ConditionError) -> ConditionToken {
    while let scalar = peek(), scalar.properties.isWhitespace {
      position += 1
    }
    let start = position
    guard let scalar = peek() else { return token(.end, from: start) }
    switch scalar {
    case "$":
      return try lexField()
    case "'", "\"":
      return try lexString(quote: scalar)
    case "0"..."9":
      return try lexNumber()
    case "-" where Self.isDigit(peek(1)):
      return try lexNumber()
    default:
      if Self.isWordStart(scalar) { return lexWord() }
      return try lexSymbol()
    }
  }

  // MARK: Fields

  private mutating func lexField() throws(ConditionError) -> ConditionToken {
    let start = position
    position += 1  // "$"
    guard let first = lexKey() else {
      throw ConditionError(message: "expected a field name after '$'", offset: position)
    }
    var components: [FieldPath.Component] = [.key(first)]
    var access = ConditionFieldAccess.value
    while let scalar = peek() {
      if scalar == ".", peek(1) == "@" {
        // `.@count` ends a reference: NSPredicate's only collection operator we read.
        let operatorStart = position + 1
        position += 2
        guard lexKey() == "count" else {
          throw ConditionError(
            message: "unknown collection operator; expected '@count'", offset: operatorStart)
        }
        access = .count
        break
      } else if scalar == "." {
        position += 1
        guard let key = lexKey() else {
          throw ConditionError(message: "expected a field name after '.'", offset: position)
        }
        components.append(.key(key))
      } else if scalar == "[", Self.isDigit(peek(1)) {
        position += 1
        let digitsStart = position
        while Self.isDigit(peek()) { position += 1 }
        guard let index = Int(slice(from: digitsStart)) else {
          throw ConditionError(message: "index too large", offset: digitsStart)
        }
        guard peek() == "]" else {
          throw ConditionError(message: "expected ']' after the index", offset: position)
        }
        position += 1
        components.append(.index(index))
      } else {
        break
      }
    }
    if access == .value, components.count > 1, case .key(let last) = components.last {
      let accesses: [String: ConditionFieldAccess] = [
        "value": .value, "isHidden": .isHidden, "isDisabled": .isDisabled,
      ]
      if let named = accesses[last] {
        access = named
        components.removeLast()
      }
    }
    return token(.field(FieldPath(components), access), from: start)
  }

  /// A key segment: letters, digits, `_`, and `-` after the first scalar (as in `first-name`).
  private mutating func lexKey() -> String? {
    guard let first = peek(), Self.isWordStart(first) || Self.isDigit(first) else { return nil }
    let start = position
    while let scalar = peek(), Self.isWordPart(scalar) || scalar == "-" {
      position += 1
    }
    return slice(from: start)
  }

  // MARK: Literals

  /// A quoted string; `\'`, `\"`, `\\`, `\n`, `\t` and `\r` are escapes, and any other
  /// backslash is kept so that regular expressions such as `'\d+'` read naturally.
  private mutating func lexString(quote: Unicode.Scalar) throws(ConditionError) -> ConditionToken {
    let start = position
    position += 1
    var value = String.UnicodeScalarView()
    while let scalar = peek() {
      position += 1
      if scalar == quote {
        return token(.string(String(value)), from: start)
      }
      guard scalar == "\\" else {
        value.append(scalar)
        continue
      }
      guard let escaped = peek() else { break }
      position += 1
      switch escaped {
      case "'", "\"", "\\": value.append(escaped)
      case "n": value.append("\n")
      case "t": value.append("\t")
      case "r": value.append("\r")
      default:
        value.append(scalar)
        value.append(escaped)
      }
    }
    throw ConditionError(message: "unterminated string", offset: start)
  }

  private mutating func lexNumber() throws(ConditionError) -> ConditionToken {
    let start = position
    if peek() == "-" { position += 1 }
    while Self.isDigit(peek()) { position += 1 }
    var isWhole = true
    if peek() == "." {
      guard Self.isDigit(peek(1)) else {
        throw ConditionError(message: "expected a digit after '.'", offset: position + 1)
      }
      isWhole = false
      position += 1
      while Self.isDigit(peek()) { position += 1 }
    }
    if let marker = peek(), marker == "e" || marker == "E" {
      let signLength = peek(1) == "+" || peek(1) == "-" ? 1 : 0
      if Self.isDigit(peek(1 + signLength)) {
        isWhole = false
        position += 1 + signLength
        while Self.isDigit(peek()) { position += 1 }
      }
    }
    if let scalar = peek(), Self.isWordPart(scalar) {
      throw ConditionError(
        message: "unexpected \(Self.describe(scalar)) after a number", offset: position)
    }
    let text = slice(from: start)
    if isWhole, let integer = Int(text) {
      return token(.integer(integer), from: start)
    }
    guard let number = Double(text), number.isFinite else {
      throw ConditionError(message: "number out of range", offset: start)
    }
    return token(.number(number), from: start)
  }

  private mutating func lexWord() -> ConditionToken {
    let start = position
    while let scalar = peek(), Self.isWordPart(scalar) {
      position += 1
    }
    let word = slice(from: start)
    if let keyword = ConditionToken.Keyword(word: word) {
      return token(.keyword(keyword), from: start)
    }
    return token(.word(word), from: start)
  }

  // MARK: Symbols

  private mutating func lexSymbol() throws(ConditionError) -> ConditionToken {
    let start = position
    guard let scalar = peek() else { return token(.end, from: start) }
    let following = peek(1)
    let symbol: ConditionToken.Symbol
    var length = 1
    switch scalar {
    case "(": symbol = .leftParen
    case ")": symbol = .rightParen
    case "{": symbol = .leftBrace
    case "}": symbol = .rightBrace
    case "[": symbol = .leftBracket
    case "]": symbol = .rightBracket
    case ",": symbol = .comma
    case "=":
      switch following {
      case "=": (symbol, length) = (.equal, 2)
      case "<": (symbol, length) = (.lessEqual, 2)
      case ">": (symbol, length) = (.greaterEqual, 2)
      default: symbol = .equal
      }
    case "!":
      if following == "=" { (symbol, length) = (.notEqual, 2) } else { symbol = .not }
    case "<":
      switch following {
      case "=": (symbol, length) = (.lessEqual, 2)
      case ">": (symbol, length) = (.notEqual, 2)
      default: symbol = .less
      }
    case ">":
      if following == "=" { (symbol, length) = (.greaterEqual, 2) } else { symbol = .greater }
    case "&" where following == "&":
      (symbol, length) = (.and, 2)
    case "|" where following == "|":
      (symbol, length) = (.or, 2)
    default:
      var message = "unexpected \(Self.describe(scalar))"
      if scalar == "&" || scalar == "|" { message += "; did you mean '\(scalar)\(scalar)'?" }
      throw ConditionError(message: message, offset: start)
    }
    position += length
    return token(.symbol(symbol), from: start)
  }

  // MARK: Scalars

  private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
    let index = position + ahead
    return index < scalars.count ? scalars[index] : nil
  }

  private func slice(from start: Int) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[start..<position])
    return String(view)
  }

  private func token(_ kind: ConditionToken.Kind, from start: Int) -> ConditionToken {
    ConditionToken(kind: kind, offset: start, text: slice(from: start))
  }

  private static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return ("0"..."9").contains(scalar)
  }

  private static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
    isWordStart(scalar) || scalar.properties.numericType == .decimal
  }

  /// Names a scalar for a message: `character '@'`, or `character U+0007` when it is invisible.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    if scalar.isASCII, scalar.value > 0x20, scalar.value < 0x7F {
      return "character '\(scalar)'"
    }
    if scalar.properties.isAlphabetic || scalar.properties.isEmojiPresentation {
      return "character '\(scalar)'"
    }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "character U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
