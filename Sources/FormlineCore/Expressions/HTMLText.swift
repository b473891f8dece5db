import FoundationEssentials
import OrderedCollections

/// Jinja's (MarkupSafe's) HTML handling: `escape`, `striptags` and `xmlattr`.
enum HTMLText {
  /// MarkupSafe's escape: `& < > ' "` as `&amp; &lt; &gt; &#39; &#34;`.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "'": result += "&#39;"
      case "\"": result += "&#34;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// MarkupSafe's `striptags`: comments, then tags, removed; whitespace runs made one
  /// space; entities turned back into characters.
  static func stripTags(_ text: String) -> String {
    var value = text
    for (open, close) in [("<!--", "-->"), ("<", ">")] {
      while let start = value.literalRange(of: open),
        let end = value[start.lowerBound...].literalRange(of: close)
      {
        value.removeSubrange(start.lowerBound..<end.upperBound)
      }
    }
    let collapsed = value.split(whereSeparator: {
      $0.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    })
    .joined(separator: " ")
    return unescape(collapsed)
  }

  private static let entities: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
  ]

  /// `html.unescape` for the named entities above and numeric ones.
  static func unescape(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var result = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      let after = rest[rest.index(after: amp)...]
      if let semicolon = after.prefix(12).firstIndex(of: ";") {
        let name = String(after[..<semicolon])
        var replacement: String?
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
          replacement = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            .map { String($0) }
        } else if name.hasPrefix("#") {
          replacement = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
        } else {
          replacement = entities[name]
        }
        if let replacement {
          result += replacement
          rest = after[after.index(after: semicolon)...]
          continue
        }
      }
      result += "&"
      rest = after
    }
    return result + rest
  }

  /// Jinja's `xmlattr(autospace=True)`: ` key="value"` for every value that is not none.
  static func attributes(_ value: AnswerValue, _ arguments: ExpressionArguments, offset: Int)
    throws(ExpressionError) -> String
  {
    guard case .object(let members) = value else {
      throw .evaluation("xmlattr needs a mapping, not \(value.typeName)", offset: offset)
    }
    var parts: [String] = []
    for (key, member) in members where !member.isNull {
      if key.text.unicodeScalars.contains(where: {
        $0.properties.isWhitespace || "/>=".unicodeScalars.contains($0)
      }) {
        throw .evaluation("Invalid character in attribute name: '\(key)'", offset: offset)
      }
      parts.append(escape(key.text) + "=\"" + escape(PythonText.str(member)) + "\"")
    }
    let text = parts.joined(separator: " ")
    let autospace = arguments.argument("autospace", position: 0).map(PythonText.isTruthy) ?? true
    return autospace && !text.isEmpty ? " " + text : text
  }
}
