import Foundation

/// An ECMA-262 regular expression, what JSON Schema's `pattern` means.
///
/// It is run by ICU after the few rewrites that make ICU read it as ECMA-262 does: `\d` and `\w` are ASCII,
/// `$` is the end of the text only, and Annex B's leniencies (a lone `{`, `}` or `]` is a
/// literal) hold. Not anchored: `a` matches "xay".
package struct ECMAPattern: Sendable {
  package let source: String
  private let translated: String

  /// - Returns: nil when the pattern is not one ICU can run after translation.
  package init?(_ source: String) {
    self.source = source
    self.translated = ECMAPattern.icu(source)
    guard RegexSearch.isValid(translated) else { return nil }
  }

  /// Searches `text` for an ECMA-262 pattern given as its source (a schema's `pattern`,
  /// kept as written for messages and `formline schema`).
  package static func find(_ source: String, in text: String) -> RegexCheck.Outcome {
    RegexSearch.find(icu(source), in: text)
  }

  /// Whether the pattern matches somewhere in `text` (a runaway match counts as none).
  package func matches(_ text: String) -> Bool {
    RegexSearch.find(translated, in: text) == .match
  }

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
        // A `]` first in an ECMA-262 class closes it (`[]` matches nothing).
        if index < scalars.count, scalars[index] == "]" {
          output += output.hasSuffix("^") ? "\\x{0}-\\x{10FFFF}]" : "^\\x{0}-\\x{10FFFF}]"
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
    return output
  }

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
