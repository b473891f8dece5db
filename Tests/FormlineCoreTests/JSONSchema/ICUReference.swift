import Foundation

/// ICU (Foundation's `NSRegularExpression`) reading ECMA-262 patterns as the core did
/// before PCRE2 ran them: the reference `RegexEngineAgreementTests` holds the PCRE2 path
/// to, so that every way the two part is one docs/regex.md lists.
///
/// The rewrite is the core's former `ECMAPattern.icu`, kept here unchanged; the search runs
/// under the step budget the core gave ICU (25 progress reports, each after about 10,000
/// steps, plus one per 500 UTF-16 units and one per start position).
enum ICUReference {
  /// What ICU found: nil when it refuses the pattern, else whether it matched (a search
  /// over its budget counts as "too costly", told apart from a mismatch).
  enum Outcome: Equatable {
    case match, noMatch, tooCostly
  }

  /// The pattern compiled by ICU after the rewrite, or nil when ICU refuses it.
  static func compile(_ source: String) -> NSRegularExpression? {
    try? NSRegularExpression(pattern: translate(source))
  }

  /// Whether `regex` matches somewhere in `text`, under the core's former budget.
  static func find(_ regex: NSRegularExpression, in text: String) -> Outcome {
    let whole = NSRange(location: 0, length: (text as NSString).length)
    let budget = 25 + whole.length / 500 + whole.length + 1
    var outcome = Outcome.noMatch
    var reports = 0
    regex.enumerateMatches(in: text, options: .reportProgress, range: whole) { match, _, stop in
      if match != nil {
        outcome = .match
        stop.pointee = true
      } else {
        reports += 1
        if reports > budget {
          outcome = .tooCostly
          stop.pointee = true
        }
      }
    }
    return outcome
  }

  /// The ICU spelling of an ECMA-262 pattern.
  static func translate(_ source: String) -> String {
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
