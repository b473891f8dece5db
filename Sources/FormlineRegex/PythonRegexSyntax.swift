/// Python `re` patterns (as the Jinja filters `regex_search`, `regex_replace` and
/// `regex_findall` of copier and cookiecutter templates take them) rewritten into PCRE2
/// syntax with the same meaning.
///
/// PCRE2 already reads most of Python's syntax, `(?P<name>…)` and `(?P=name)` included.
/// The rewrite covers where the two differ: `\Z` is the end of the text only; `{,n}` is a
/// quantifier; `\uXXXX`, `\UXXXXXXXX`, `\N{name}`, `\xhh` and octal escapes are code
/// points; `\1`…`\99` are always group references; a `[` inside a class is a literal (not
/// POSIX's `[:alpha:]`); `\d`, `\w`, `\s` and `\b` have Python's members, ASCII under the
/// ASCII flag; global flags go first; unknown escapes of ASCII letters and PCRE2's own
/// extensions are refused, with Python's message where it has one.
///
/// ✅ `translate("a{,2}\\Z", flags: []).pcre2` is `a{0,2}\z`.
/// ❌ `translate("\\q", flags: [])` throws "bad escape \q" at offset 0.
package enum PythonRegexSyntax {
  /// - Parameters:
  ///   - pattern: The pattern as written.
  ///   - flags: The flags the pattern is compiled with; flags written at its start
  ///     (`(?i)`) are added to them.
  /// - Returns: The PCRE2 pattern and the settings to compile it with.
  /// - Throws: `RegexCompileError` for syntax Python or the rewrite refuses; PCRE2's own
  ///   refusals come when the result is compiled.
  package static func translate(_ pattern: String, flags: PythonRegexFlags = [])
    throws(RegexCompileError) -> TranslatedPattern
  {
    var rewriter = PythonRegexRewriter(Array(pattern.unicodeScalars), flags: flags)
    try rewriter.rewrite()
    return rewriter.writer.finish(
      settings: .python(rewriter.flags), sourceLength: rewriter.scalars.count)
  }
}

/// One rewrite, scalar by scalar.
struct PythonRegexRewriter {
  let scalars: [Unicode.Scalar]
  var index = 0
  var flags: PythonRegexFlags
  var inClass = false
  var writer = PatternWriter()
  /// The open groups, innermost last.
  var scopes: [GroupScope] = []
  /// The capture groups opened so far.
  var groupCount = 0

  /// An open group: whether the ASCII flag holds inside it, and its number if it captures.
  struct GroupScope {
    var ascii: Bool
    var number: Int?
  }

  init(_ scalars: [Unicode.Scalar], flags: PythonRegexFlags) {
    self.scalars = scalars
    self.flags = flags
  }

  var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
  var ascii: Bool { scopes.last?.ascii ?? flags.contains(.ascii) }

  mutating func rewrite() throws(RegexCompileError) {
    try leadingFlags()
    while index < scalars.count {
      let start = index
      let scalar = scalars[index]
      index += 1
      if inClass {
        switch scalar {
        case "\\": try classEscape(at: start)
        case "[": writer.write("\\[", from: start)
        case "]":
          inClass = false
          writer.write("]", from: start)
        default: writer.write(String(scalar), from: start)
        }
        continue
      }
      switch scalar {
      case "\\": try escape(at: start)
      case "[": openClass(at: start)
      case "(": try group(at: start)
      case ")":
        if !scopes.isEmpty { scopes.removeLast() }
        writer.write(")", from: start)
      case "{":
        if let quantifier = quantifier(from: index) {
          writer.write(quantifier.text, from: start)
          index = quantifier.end
        } else {
          writer.write("\\{", from: start)
        }
      case "}": writer.write("\\}", from: start)
      case "]": writer.write("\\]", from: start)
      case "#" where flags.contains(.verbose):
        // A comment to the end of the line, which PCRE2 skips alike: copied unread.
        let end = scalars[index...].firstIndex(of: "\n") ?? scalars.count
        writer.write(String(String.UnicodeScalarView(scalars[start..<end])), from: start)
        index = end
      default: writer.write(String(scalar), from: start)
      }
    }
  }

  /// A class, after its `[`: a `]` first in it is a literal, as in Python.
  mutating func openClass(at start: Int) {
    var opening = "["
    if current == "^" {
      opening += "^"
      index += 1
    }
    if current == "]" {
      opening += "\\]"
      index += 1
    }
    inClass = true
    writer.write(opening, from: start)
  }

  /// Python's `{m,n}` starting just after a `{`, either bound left out (`{,n}`, `{m,}`,
  /// `{,}`), written as PCRE2 reads it; nil for a `{` that is a literal (`{}`, `{a}`).
  func quantifier(from position: Int) -> (text: String, end: Int)? {
    var end = position
    func digits() -> String {
      let first = end
      while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
      return String(String.UnicodeScalarView(scalars[first..<end]))
    }
    let low = digits()
    var text = "{" + (low.isEmpty ? "0" : low)
    if end < scalars.count, scalars[end] == "," {
      end += 1
      text += "," + digits()
    } else if low.isEmpty {
      return nil
    }
    guard end < scalars.count, scalars[end] == "}" else { return nil }
    return (text + "}", end + 1)
  }
}
