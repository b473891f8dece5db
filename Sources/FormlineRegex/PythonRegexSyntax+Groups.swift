/// Groups and inline flags, as Python reads them.
extension PythonRegexRewriter {
  /// `(?aiLmsux)` groups at the very start: flags for the whole pattern.
  mutating func leadingFlags() throws(RegexCompileError) {
    while index + 2 < scalars.count, scalars[index] == "(", scalars[index + 1] == "?" {
      var end = index + 2
      while end < scalars.count, Self.flagLetters.contains(scalars[end]) { end += 1 }
      guard end > index + 2, end < scalars.count, scalars[end] == ")" else { return }
      for letter in scalars[(index + 2)..<end] {
        try flags.formUnion(Self.flag(letter, at: end))
      }
      if flags.contains(.ascii), scalars[(index + 2)..<end].contains("u") {
        throw RegexCompileError("bad inline flag value", offset: index + 2)
      }
      // Written as its own piece so error offsets past it stay right; PCRE2 reads the
      // flags from the settings.
      writer.write("", from: index)
      index = end + 1
    }
  }

  static let flagLetters = Set("aiLmsux".unicodeScalars)

  /// The flag a letter stands for (`u`, Unicode, is the default for text).
  static func flag(_ letter: Unicode.Scalar, at offset: Int) throws(RegexCompileError)
    -> PythonRegexFlags
  {
    switch letter {
    case "a": return .ascii
    case "i": return .ignoreCase
    case "m": return .multiline
    case "s": return .dotAll
    case "x": return .verbose
    case "u": return []
    default:
      throw RegexCompileError(
        "bad inline flag value: cannot use LOCALE flag with a str pattern", offset: offset)
    }
  }

  /// After a `(` at `start`.
  mutating func group(at start: Int) throws(RegexCompileError) {
    guard current == "?" else {
      if current == "*" { throw RegexCompileError("nothing to repeat", offset: index) }
      open(capturing: true, ascii: ascii)
      writer.write("(", from: start)
      return
    }
    index += 1
    let kind = current
    let second = index + 1 < scalars.count ? scalars[index + 1] : nil
    switch (kind, second) {
    case ("P", "<"):
      open(capturing: true, ascii: ascii)
      writer.write("(?P<", from: start)
      index += 2
    case ("P", "="):
      try copyThroughParenthesis(from: start)
    case ("#", _):
      // A comment, which PCRE2 also ends at the first `)`: copied unread.
      try copyThroughParenthesis(from: start)
    case (":", _), ("=", _), ("!", _), (">", _), ("<", "="), ("<", "!"), ("(", _):
      open(capturing: false, ascii: ascii)
      writer.write("(?", from: start)
    default:
      try flagGroup(at: start)
    }
  }

  /// `(?P=name)` or `(?#…)` from `start`, through its `)`.
  mutating func copyThroughParenthesis(from start: Int) throws(RegexCompileError) {
    guard let close = scalars[index...].firstIndex(of: ")") else {
      throw RegexCompileError("missing ), unterminated subpattern", offset: start)
    }
    writer.write(String(String.UnicodeScalarView(scalars[start...close])), from: start)
    index = close + 1
  }

  /// `(?flags:…)` or `(?flags-flags:…)`, after the `?`.
  ///
  /// The ASCII and Unicode flags are
  /// the rewrite's (they choose how `\d`, `\w`, `\s` and `\b` are written); the others
  /// pass to PCRE2, which reads them alike.
  mutating func flagGroup(at start: Int) throws(RegexCompileError) {
    var on = ""
    var off = ""
    var asciiInside = ascii
    var end = index
    while end < scalars.count, Self.flagLetters.contains(scalars[end]) {
      let letter = scalars[end]
      let flag = try Self.flag(letter, at: end)
      if flag == .ascii { asciiInside = true }
      if letter == "u" { asciiInside = false }
      if !flag.isEmpty, flag != .ascii { on.unicodeScalars.append(letter) }
      end += 1
    }
    if end < scalars.count, scalars[end] == "-" {
      end += 1
      while end < scalars.count, "imsx".unicodeScalars.contains(scalars[end]) {
        off.unicodeScalars.append(scalars[end])
        end += 1
      }
      if off.isEmpty { throw RegexCompileError("missing flag", offset: end) }
    }
    guard end > index else {
      let unknown = String(String.UnicodeScalarView(scalars[index...].prefix(1)))
      throw RegexCompileError("unknown extension ?" + unknown, offset: start)
    }
    guard end < scalars.count else {
      throw RegexCompileError("missing -, : or )", offset: end)
    }
    switch scalars[end] {
    case ":":
      open(capturing: false, ascii: asciiInside)
      writer.write("(?" + on + (off.isEmpty ? "" : "-" + off) + ":", from: start)
      index = end + 1
    case ")" where off.isEmpty:
      throw RegexCompileError("global flags not at the start of the expression", offset: start)
    default:
      throw RegexCompileError("missing -, : or )", offset: end)
    }
  }

  /// Enters a group; a capturing one takes the next number.
  mutating func open(capturing: Bool, ascii: Bool) {
    var number: Int?
    if capturing {
      groupCount += 1
      number = groupCount
    }
    scopes.append(GroupScope(ascii: ascii, number: number))
  }
}
