import Foundation

/// An ECMA-262 regular expression, what JSON Schema's `pattern` means.
///
/// It is run by ICU after the few rewrites that make ICU read it as ECMA-262 does: `\d` and
/// `\w` are ASCII, `\s` and `.` use ECMA-262's white space and line terminators, `$` is the
/// end of the text only, and Annex B's leniencies (a lone `{`, `}` or `]` is a
/// literal) hold. Not anchored: `a` matches "xay".
///
/// A class: a compiled `pattern` keyword is bound for every string it checks, and a copy of
/// a reference is one count where a copy of its parts (two strings and the automaton's
/// tables) was seven.
package final class ECMAPattern: Sendable {
  package let source: String
  private let translated: String
  /// The pattern as an automaton, when it is of the plain kind that one runs exactly on
  /// ASCII text (most schemas' patterns, on most values): no trip through ICU.
  private let plain: ASCIIPattern?

  /// - Returns: nil when the pattern is not one ICU can run after translation.
  package init?(_ source: String) {
    self.source = source
    self.translated = ECMAPattern.icu(source)
    guard RegexSearch.isValid(translated) else { return nil }
    plain = ASCIIPattern(source)
  }

  /// Searches `text` for an ECMA-262 pattern given as its source (a schema's `pattern`,
  /// kept as written for messages and `formline schema`).
  package static func find(_ source: String, in text: String) -> RegexCheck.Outcome {
    RegexSearch.find(icu(source), in: text)
  }

  /// Whether the pattern matches somewhere in `text` (a runaway match counts as none).
  package func matches(_ text: String) -> Bool {
    if let plain, let found = plain.matches(text) { return found }
    return RegexSearch.find(translated, in: text) == .match
  }

  /// `matches` by ICU alone, to hold the automaton to it in tests.
  func matchesByICU(_ text: String) -> Bool {
    RegexSearch.find(translated, in: text) == .match
  }

  /// Whether the automaton runs this pattern (on ASCII text).
  var runsWithoutICU: Bool { plain != nil }

  /// The ICU spelling of an ECMA-262 pattern.
  static func icu(_ source: String) -> String {
    let scalars = Array(source.unicodeScalars)
    var output = ""
    var index = 0
    var inClass = false
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\\":
        guard index < scalars.count else {
          // A pattern that ends in a lone backslash is no pattern: left for ICU to refuse.
          output += "\\"
          continue
        }
        let next = scalars[index]
        index += 1
        switch next {
        case "d": output += inClass ? "0-9" : "[0-9]"
        case "D": output += inClass ? "\\x{0}-/:-\\x{10FFFF}" : "[^0-9]"
        case "w": output += inClass ? "a-zA-Z0-9_" : "[a-zA-Z0-9_]"
        case "W": output += inClass ? "\\x{0}-/:-@\\[-\\^`\\{-\\x{10FFFF}" : "[^a-zA-Z0-9_]"
        case "s": output += inClass ? ecmaSpace : "[" + ecmaSpace + "]"
        // A nested set: ICU reads `[a[^…]]` as a union.
        case "S": output += "[^" + ecmaSpace + "]"
        // `\p{…}` and `\u{…}` (JSON Schema's patterns are read with Unicode semantics):
        // copied whole, or the braces would be taken for literals below.
        case "p", "P", "u":
          guard index < scalars.count, scalars[index] == "{",
            let close = scalars[index...].firstIndex(of: "}")
          else {
            output.unicodeScalars.append("\\")
            output.unicodeScalars.append(next)
            continue
          }
          output += next == "u" ? "\\x" : "\\" + String(next)
          output.unicodeScalars.append(contentsOf: scalars[index...close])
          index = close + 1
        default:
          output.unicodeScalars.append("\\")
          output.unicodeScalars.append(next)
        }
      case "[" where !inClass:
        inClass = true
        output += "["
        if index < scalars.count, scalars[index] == "^" {
          output += "^"
          index += 1
        }
        // A `]` first in an ECMA-262 class closes it: `[]` matches nothing, `[^]` anything.
        if index < scalars.count, scalars[index] == "]" {
          if output.hasSuffix("[^") {
            output.removeLast()
            output += "\\x{0}-\\x{10FFFF}]"
          } else {
            output += "^\\x{0}-\\x{10FFFF}]"
          }
          inClass = false
          index += 1
        }
      case "[": output += "\\["
      case "]" where inClass:
        inClass = false
        output += "]"
      case "]": output += "\\]"
      case "&" where inClass, "-" where inClass && index < scalars.count && scalars[index] == "-":
        output.unicodeScalars.append("\\")
        output.unicodeScalars.append(scalar)
      case "$" where !inClass: output += "\\z"
      // ECMA-262's line terminators; ICU's `.` also stops at \v, \f and U+0085.
      case "." where !inClass: output += "[^\\n\\r\\x{2028}\\x{2029}]"
      case "{" where !inClass:
        if isQuantifier(scalars, from: index) {
          output += "{"
        } else {
          output += "\\{"
        }
      case "}" where !inClass:
        // Closing a quantifier was passed through with its `{`; a lone one is a literal.
        if let open = output.lastIndex(of: "{"),
          !output[output.index(after: open)...].contains("}"),
          open == output.startIndex || output[output.index(before: open)] != "\\"
        {
          output += "}"
        } else {
          output += "\\}"
        }
      default:
        output.unicodeScalars.append(scalar)
      }
    }
    // ICU refuses an empty pattern; ECMA-262's matches everywhere.
    return output.isEmpty ? "(?:)" : output
  }

  /// ECMA-262's white space and line terminators, the members of `\s`, as a class's
  /// contents: ICU's `\s` is Unicode's White_Space, which adds U+0085 and lacks U+FEFF.
  private static let ecmaSpace =
    "\\t\\n\\x{0B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}"
    + "\\x{205F}\\x{3000}\\x{FEFF}"

  /// `{n}`, `{n,}` or `{n,m}` starts at `index` (just after the `{`).
  private static func isQuantifier(_ scalars: [Unicode.Scalar], from index: Int) -> Bool {
    var position = index
    var digits = 0
    while position < scalars.count, ("0"..."9").contains(scalars[position]) {
      position += 1
      digits += 1
    }
    guard digits > 0, position < scalars.count else { return false }
    if scalars[position] == "}" { return true }
    guard scalars[position] == "," else { return false }
    position += 1
    while position < scalars.count, ("0"..."9").contains(scalars[position]) { position += 1 }
    return position < scalars.count && scalars[position] == "}"
  }
}
