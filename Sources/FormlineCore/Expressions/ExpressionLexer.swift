/// Splits template text into literal text, tag delimiters and expression tokens, counting
/// offsets in Unicode scalars (the loader adds them to a column Yams also counts in scalars).
///
/// Jinja's whitespace control is honoured: `{{-`/`{%-` trim the whitespace before the tag,
/// `-}}`/`-%}` the whitespace after it. Comments are dropped.
struct ExpressionLexer {
  private let scalars: [Unicode.Scalar]
  private let syntax: TemplateSyntax
  private let variableStart: [Unicode.Scalar]
  private let variableEnd: [Unicode.Scalar]
  private let blockStart: [Unicode.Scalar]
  private let blockEnd: [Unicode.Scalar]
  private let commentStart: [Unicode.Scalar]
  private let commentEnd: [Unicode.Scalar]
  private var position = 0
  private var tokens: [ExpressionToken] = []
  /// Set by a `-` before a closing delimiter: the next text loses its leading whitespace.
  private var trimNextText = false

  init(_ text: String, syntax: TemplateSyntax) {
    scalars = Array(text.unicodeScalars)
    self.syntax = syntax
    variableStart = Array(syntax.variableStart.unicodeScalars)
    variableEnd = Array(syntax.variableEnd.unicodeScalars)
    blockStart = Array(syntax.blockStart.unicodeScalars)
    blockEnd = Array(syntax.blockEnd.unicodeScalars)
    commentStart = Array(syntax.commentStart.unicodeScalars)
    commentEnd = Array(syntax.commentEnd.unicodeScalars)
  }

  /// Every token of `text`, the last one being `.end`.
  /// - Throws: `ExpressionError` for an unclosed tag, string or comment, or a character no
  ///   token starts with.
  static func tokens(of text: String, syntax: TemplateSyntax) throws(ExpressionError)
    -> [ExpressionToken]
  {
    var lexer = ExpressionLexer(text, syntax: syntax)
    try lexer.run()
    return lexer.tokens
  }

  private mutating func run() throws(ExpressionError) {
    var textStart = position
    while position < scalars.count {
      if matches(commentStart) {
        emitText(from: textStart, to: position, trimEnd: peekTrim(after: commentStart))
        let start = position
        guard let close = find(commentEnd, from: position + commentStart.count) else {
          throw ExpressionError(message: "unclosed comment", offset: start)
        }
        trimNextText = close > 0 && scalars[close - 1] == "-"
        position = close + commentEnd.count
        textStart = position
      } else if matches(blockStart), let raw = try rawBlock() {
        emitText(from: textStart, to: position, trimEnd: raw.trimBefore)
        var content = scalars[raw.content]
        if raw.trimContentStart {
          while let first = content.first, first.properties.isWhitespace {
            content = content.dropFirst()
          }
        }
        if raw.trimContentEnd {
          while let last = content.last, last.properties.isWhitespace {
            content = content.dropLast()
          }
        }
        if !content.isEmpty {
          var text = String.UnicodeScalarView()
          text.append(contentsOf: content)
          tokens.append(ExpressionToken(kind: .text(String(text)), offset: raw.content.lowerBound))
        }
        trimNextText = raw.trimAfter
        position = raw.end
        textStart = position
      } else if matches(variableStart) || matches(blockStart) {
        let isVariable = matches(variableStart)
        let opener = isVariable ? variableStart : blockStart
        emitText(from: textStart, to: position, trimEnd: peekTrim(after: opener))
        tokens.append(
          ExpressionToken(kind: isVariable ? .variableBegin : .blockBegin, offset: position))
        position += opener.count
        if peek() == "-" { position += 1 }
        try lexTag(closer: isVariable ? variableEnd : blockEnd, isVariable: isVariable)
        textStart = position
      } else {
        position += 1
      }
    }
    var end = position
    if !syntax.keepTrailingNewline, end > textStart, scalars[end - 1] == "\n" { end -= 1 }
    emitText(from: textStart, to: end, trimEnd: false)
    tokens.append(ExpressionToken(kind: .end, offset: scalars.count))
  }

  /// `{% raw %}…{% endraw %}` starting at the current position: the text between, kept as
  /// written, and the whitespace markers around it; nil for any other tag.
  private func rawBlock() throws(ExpressionError) -> (
    content: Range<Int>, end: Int, trimBefore: Bool, trimContentStart: Bool,
    trimContentEnd: Bool, trimAfter: Bool
  )? {
    func skipSpace(_ index: inout Int) {
      while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }
    /// The end of `{%[-] name [-]%}` at `start`, with its two markers, or nil.
    func tag(_ name: String, at start: Int) -> (end: Int, trimLeft: Bool, trimRight: Bool)? {
      guard matches(blockStart, at: start) else { return nil }
      var index = start + blockStart.count
      let trimLeft = index < scalars.count && scalars[index] == "-"
      if trimLeft { index += 1 }
      skipSpace(&index)
      let word = Array(name.unicodeScalars)
      guard matches(word, at: index) else { return nil }
      index += word.count
      if index < scalars.count, Self.isNameStart(scalars[index]) { return nil }
      skipSpace(&index)
      let trimRight = index < scalars.count && scalars[index] == "-"
      if trimRight { index += 1 }
      guard matches(blockEnd, at: index) else { return nil }
      return (index + blockEnd.count, trimLeft, trimRight)
    }
    guard let open = tag("raw", at: position) else { return nil }
    var index = open.end
    while index < scalars.count {
      if let close = tag("endraw", at: index) {
        return (
          open.end..<index, close.end, open.trimLeft, open.trimRight, close.trimLeft,
          close.trimRight
        )
      }
      index += 1
    }
    throw ExpressionError(message: "missing '{% endraw %}'", offset: position)
  }

  private func peekTrim(after opener: [Unicode.Scalar]) -> Bool {
    position + opener.count < scalars.count && scalars[position + opener.count] == "-"
  }

  private mutating func emitText(from start: Int, to end: Int, trimEnd: Bool) {
    var slice = scalars[start..<max(start, end)]
    if trimNextText {
      while let first = slice.first, first.properties.isWhitespace { slice = slice.dropFirst() }
      trimNextText = false
    }
    if trimEnd {
      while let last = slice.last, last.properties.isWhitespace { slice = slice.dropLast() }
    }
    guard !slice.isEmpty else { return }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: slice)
    tokens.append(ExpressionToken(kind: .text(String(text)), offset: start))
  }

  /// Tokens up to and including the tag's closing delimiter.
  private mutating func lexTag(closer: [Unicode.Scalar], isVariable: Bool)
    throws(ExpressionError)
  {
    // Open brackets: as in Jinja, `}}` inside `{'a': {'b': 1}}` closes the mappings, not
    // the tag.
    var open: [String] = []
    while true {
      while let scalar = peek(), scalar.properties.isWhitespace { position += 1 }
      if open.isEmpty, peek() == "-", matches(closer, at: position + 1) {
        trimNextText = true
        position += 1
      }
      if open.isEmpty, matches(closer) {
        tokens.append(
          ExpressionToken(kind: isVariable ? .variableEnd : .blockEnd, offset: position))
        position += closer.count
        return
      }
      guard let scalar = peek() else {
        let name = String(String.UnicodeScalarView(closer))
        throw ExpressionError(message: "missing '\(name)' to close the tag", offset: position)
      }
      switch scalar {
      case "'", "\"": try lexString(quote: scalar)
      case "0"..."9": try lexNumber()
      default:
        if Self.isNameStart(scalar) {
          lexName()
        } else {
          try lexSymbol()
          if case .symbol(let symbol)? = tokens.last?.kind {
            let pairs = ["(": ")", "[": "]", "{": "}"]
            if let close = pairs[symbol] {
              open.append(close)
            } else if pairs.values.contains(symbol) {
              guard open.last == symbol else {
                let wanted = open.last.map { ", expected '\($0)'" } ?? ""
                throw ExpressionError(
                  message: "unexpected '\(symbol)'\(wanted)", offset: position - 1)
              }
              open.removeLast()
            }
          }
        }
      }
    }
  }

  private mutating func lexName() {
    let start = position
    while let scalar = peek(), Self.isNameStart(scalar) || ("0"..."9").contains(scalar) {
      position += 1
    }
    tokens.append(ExpressionToken(kind: .name(string(start, position)), offset: start))
  }

  private mutating func lexNumber() throws(ExpressionError) {
    let start = position
    var isFloat = false
    while let scalar = peek() {
      if ("0"..."9").contains(scalar) || scalar == "_" {
        position += 1
      } else if scalar == ".", !isFloat, let after = peek(1), ("0"..."9").contains(after) {
        isFloat = true
        position += 1
      } else if scalar == "e" || scalar == "E" {
        isFloat = true
        position += 1
        if peek() == "+" || peek() == "-" { position += 1 }
      } else {
        break
      }
    }
    let text = NumberInput.withoutSeparators(string(start, position))
    if isFloat, let value = Double(text) {
      tokens.append(ExpressionToken(kind: .float(value), offset: start))
    } else if !isFloat, let value = Int(text) {
      tokens.append(ExpressionToken(kind: .integer(value), offset: start))
    } else if !isFloat, !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }) {
      throw ExpressionError(
        message: "the integer \(text) is too large (integers are limited to 64 bits)",
        offset: start)
    } else {
      throw ExpressionError(message: "malformed number '\(string(start, position))'", offset: start)
    }
  }

  /// A Python string literal, its escapes decoded as Jinja decodes them.
  private mutating func lexString(quote: Unicode.Scalar) throws(ExpressionError) {
    let start = position
    position += 1
    var text = String.UnicodeScalarView()
    while let scalar = peek() {
      position += 1
      if scalar == quote {
        tokens.append(ExpressionToken(kind: .string(String(text)), offset: start))
        return
      }
      guard scalar == "\\", position < scalars.count else {
        text.append(scalar)
        continue
      }
      do {
        position += try PythonStringEscapes.decode(scalars[position...], into: &text)
      } catch {
        throw ExpressionError(message: error.message, offset: position - 1)
      }
    }
    throw ExpressionError(message: "unterminated string", offset: start)
  }

  private static let twoScalarSymbols: Set<String> = ["==", "!=", "<=", ">=", "//", "**"]
  private static let oneScalarSymbols: Set<Unicode.Scalar> = [
    "+", "-", "*", "/", "%", "~", "<", ">", "(", ")", "[", "]", "{", "}", ",", ":", ".", "|",
    "=",
  ]

  private mutating func lexSymbol() throws(ExpressionError) {
    let start = position
    if let second = peek(1), let first = peek() {
      let pair = String(String.UnicodeScalarView([first, second]))
      if Self.twoScalarSymbols.contains(pair) {
        position += 2
        tokens.append(ExpressionToken(kind: .symbol(pair), offset: start))
        return
      }
    }
    guard let scalar = peek(), Self.oneScalarSymbols.contains(scalar) else {
      let shown = peek().map { String($0) } ?? ""
      throw ExpressionError(message: "unexpected character '\(shown)'", offset: start)
    }
    position += 1
    tokens.append(ExpressionToken(kind: .symbol(String(scalar)), offset: start))
  }

  // MARK: Scanning

  private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
    position + ahead < scalars.count ? scalars[position + ahead] : nil
  }

  private func matches(_ delimiter: [Unicode.Scalar], at index: Int? = nil) -> Bool {
    let start = index ?? position
    guard !delimiter.isEmpty, start + delimiter.count <= scalars.count else { return false }
    return scalars[start..<(start + delimiter.count)].elementsEqual(delimiter)
  }

  private func find(_ delimiter: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start
    while index + delimiter.count <= scalars.count {
      if matches(delimiter, at: index) { return index }
      index += 1
    }
    return nil
  }

  private func string(_ start: Int, _ end: Int) -> String {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[start..<end])
    return String(text)
  }

  private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
