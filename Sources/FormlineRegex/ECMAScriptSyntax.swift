/// ECMA-262 regular expressions (JSON Schema's `pattern`, read as with the `u` flag and
/// not anchored) rewritten into PCRE2 syntax with the same meaning.
///
/// The rewrite keeps what FormlineCore's `ECMAPattern` did when ICU ran it: `\d`, `\w`
/// and `\b` are ASCII; `\s` and `.` use ECMA-262's white space and line terminators; `$`
/// is the end of the text only; a lone `{`, `}` or `]` is a literal (Annex B); `[]`
/// matches nothing and `[^]` any code point. On top of it, what PCRE2 spells differently
/// from ICU: `\uXXXX` (surrogate pairs joined) and `\u{…}` become `\x{…}`, `\v` is U+000B,
/// property names are told in PCRE2's (`UnicodePropertyName`), and PCRE2's own syntax
/// that ECMA-262 lacks (verbs, recursion, callouts, `\K`) is refused.
///
/// ✅ `translate("^\\d+$").pcre2` is `^[\x{30}-\x{39}]+\z`.
/// ❌ `translate("(?R)")` throws "unsupported group syntax (?R" at offset 0.
package enum ECMAScriptSyntax {
  /// - Returns: The PCRE2 pattern and the settings to compile it with.
  /// - Throws: `RegexCompileError` for syntax the rewrite refuses; PCRE2's own refusals
  ///   come when the result is compiled.
  package static func translate(_ source: String) throws(RegexCompileError)
    -> TranslatedPattern
  {
    var rewriter = ECMAScriptRewriter(Array(source.unicodeScalars))
    try rewriter.rewrite()
    return rewriter.writer.finish(settings: .ecmaScript, sourceLength: rewriter.scalars.count)
  }
}

/// One rewrite, scalar by scalar.
struct ECMAScriptRewriter {
  let scalars: [Unicode.Scalar]
  var index = 0
  var inClass = false
  var writer = PatternWriter()

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  mutating func rewrite() throws(RegexCompileError) {
    while index < scalars.count {
      let start = index
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\\": try escape(at: start)
      case "[" where !inClass: openClass(at: start)
      // PCRE2 would read `[:alpha:]` or a nested `[` as POSIX syntax.
      case "[": writer.write("\\[", from: start)
      case "]" where inClass:
        inClass = false
        writer.write("]", from: start)
      case "]": writer.write("\\]", from: start)
      case "$" where !inClass: writer.write("\\z", from: start)
      case "." where !inClass:
        writer.write(ScalarRanges.ecmaScriptLineTerminators.negativeClass, from: start)
      case "{" where !inClass:
        if let quantifier = quantifier(from: index) {
          writer.write(quantifier.text, from: start)
          index = quantifier.end
        } else {
          writer.write("\\{", from: start)
        }
      // A quantifier's `}` was written with its `{`: any other is a literal.
      case "}" where !inClass: writer.write("\\}", from: start)
      case "(" where !inClass: try group(at: start)
      default: writer.write(String(scalar), from: start)
      }
    }
  }

  /// A class, after its `[`: `[]` and `[^]` are whole classes of their own.
  mutating func openClass(at start: Int) {
    var negated = false
    if current == "^" {
      negated = true
      index += 1
    }
    if current == "]" {
      index += 1
      let everything = ScalarRanges([0...0x10FFFF])
      writer.write(
        negated ? everything.positiveClass : everything.negativeClass, from: start)
      return
    }
    inClass = true
    writer.write(negated ? "[^" : "[", from: start)
  }

  /// `{n}`, `{n,}` or `{n,m}` starting just after a `{`: its text and where it ends.
  func quantifier(from position: Int) -> (text: String, end: Int)? {
    var end = position
    func digits() -> Int {
      let first = end
      while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
      return end - first
    }
    guard digits() > 0, end < scalars.count else { return nil }
    if scalars[end] == "," {
      end += 1
      _ = digits()
    }
    guard end < scalars.count, scalars[end] == "}" else { return nil }
    end += 1
    let text = "{" + String(String.UnicodeScalarView(scalars[position..<end]))
    return (text, end)
  }

  /// A group, after its `(`: the kinds ECMA-262 has (and the flags and comments ICU
  /// accepts) pass; PCRE2's verbs, recursion, callouts and other extensions are refused.
  mutating func group(at start: Int) throws(RegexCompileError) {
    guard current == "?" || current == "*" else {
      writer.write("(", from: start)
      return
    }
    let rest = scalars[index...]
    let opening = String(String.UnicodeScalarView(rest.prefix(3)))
    if opening.hasPrefix("?#"), let close = rest.firstIndex(of: ")") {
      // A comment: copied whole, or its text would be rewritten.
      writer.write(
        "(" + String(String.UnicodeScalarView(scalars[index...close])), from: start)
      index = close + 1
      return
    }
    let plain = ["?:", "?=", "?!", "?>", "?<=", "?<!"]
    let isNamed =
      opening.hasPrefix("?<") && !opening.hasPrefix("?<=")
      && !opening.hasPrefix("?<!")
    if plain.contains(where: opening.hasPrefix) || isNamed || isFlagGroup(from: index + 1) {
      writer.write("(", from: start)
      return
    }
    throw RegexCompileError("unsupported group syntax (" + opening.prefix(2), offset: start)
  }

  /// `(?i)`, `(?s-m:`…: flags ICU and PCRE2 read alike, starting at `position`.
  func isFlagGroup(from position: Int) -> Bool {
    var end = position
    while end < scalars.count, "imsx-".unicodeScalars.contains(scalars[end]) { end += 1 }
    return end > position && end < scalars.count && (scalars[end] == ":" || scalars[end] == ")")
  }
}
