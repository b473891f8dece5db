import FormlineRegex
import FoundationEssentials

/// Jinja's `urlencode` and `urlize`.
enum URLText {
  /// Python's `urllib.parse.quote(text, safe)`: UTF-8 bytes, unreserved ones kept.
  static func quote(_ text: String, safe: String) -> String {
    var result = ""
    for byte in text.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80,
        scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar)
          || ("A"..."Z").contains(scalar) || "_.-~".unicodeScalars.contains(scalar)
          || safe.unicodeScalars.contains(scalar)
      {
        result.unicodeScalars.append(scalar)
      } else {
        result += "%" + CFormat.hex(byte, width: 2, uppercase: true)
      }
    }
    return result
  }

  /// Text quoted keeping `/`; a mapping or a list of pairs as a query string.
  static func encode(_ value: AnswerValue) -> String {
    func query(_ text: String) -> String {
      quote(text, safe: "").replacingLiterally("%20", with: "+")
    }
    switch value {
    case .object(let members):
      return members.map { query($0.key.text) + "=" + query(PythonText.str($0.value)) }
        .joined(separator: "&")
    case .array(let items), .tuple(let items):
      return items.map { item in
        let pair = item.arrayValue ?? [item]
        return pair.map { query(PythonText.str($0)) }.joined(separator: "=")
      }.joined(separator: "&")
    default:
      return quote(PythonText.str(value), safe: "/")
    }
  }

  // Jinja's own patterns for `urlize`, in Python's syntax as Jinja compiles them. Fixed
  // patterns that compile, hence `try?`; a search too costly to finish is no URL.
  private static let httpPattern = try? CompiledRegex(
    python:
      #"^((https?://|www\.)(([\w%-]+\.)+)?([a-z]{2,63}|[\d.]+|\[[\da-f:]+\])(:\d+)?(?:[/?#]\S*)?)$"#,
    flags: .ignoreCase)
  private static let emailPattern = try? CompiledRegex(python: #"^\S+@\w[\w.-]*\.\w+$"#)

  private static func matches(_ pattern: CompiledRegex?, _ text: String) -> Bool {
    pattern?.matches(text) == .finished(true)
  }

  /// Jinja's `urlize(trim_url_limit=None, nofollow=False, target=None, rel=None)` with the
  /// default policy (`rel="noopener"`).
  static func urlize(_ text: String, _ arguments: ExpressionArguments, offset: Int)
    throws(ExpressionError) -> String
  {
    let limit = arguments.argument("trim_url_limit", position: 0).flatMap(\.integerValue)
    let nofollow = arguments.argument("nofollow", position: 1).map(PythonText.isTruthy) ?? false
    let target = arguments.argument("target", position: 2).flatMap {
      $0.isNull ? nil : PythonText.str($0)
    }
    var rel = Set(
      (arguments.argument("rel", position: 3).flatMap { $0.isNull ? nil : PythonText.str($0) }
        ?? "noopener").split(separator: " ").map(String.init))
    if nofollow { rel.insert("nofollow") }
    let relText = rel.sorted().joined(separator: " ")
    let relAttribute = relText.isEmpty ? "" : " rel=\"\(HTMLText.escape(relText))\""
    let targetAttribute = target.map { " target=\"\(HTMLText.escape($0))\"" } ?? ""
    func trim(_ url: String) -> String {
      guard let limit else { return url }
      let scalars = Array(url.unicodeScalars)
      let kept = String(String.UnicodeScalarView(scalars.prefix(max(0, limit))))
      return kept + (scalars.count >= limit ? "..." : "")
    }
    var output = ""
    for word in splitKeepingSpace(HTMLText.escape(text)) {
      guard !word.unicodeScalars.allSatisfy(\.properties.isWhitespace) else {
        output += word
        continue
      }
      var head = ""
      var middle = word
      var tail = ""
      while let first = ["(", "<", "&lt;"].first(where: { middle.hasPrefix($0) }) {
        head += first
        middle.removeFirst(first.count)
      }
      while let last = [")", ">", ".", ",", "\n", "&gt;"].first(where: { middle.hasSuffix($0) }) {
        tail = last + tail
        middle.removeLast(last.count)
      }
      for (open, close) in [("(", ")"), ("<", ">"), ("&lt;", "&gt;")] {
        let opens = middle.literalCount(of: open)
        guard opens > middle.literalCount(of: close) else { continue }
        for _ in 0..<min(opens, tail.literalCount(of: close)) {
          guard let range = tail.literalRange(of: close) else { break }
          middle += tail[..<range.upperBound]
          tail = String(tail[range.upperBound...])
        }
      }
      if matches(httpPattern, middle) {
        let href =
          middle.hasPrefix("https://") || middle.hasPrefix("http://")
          ? middle : "https://" + middle
        middle = "<a href=\"\(href)\"\(relAttribute)\(targetAttribute)>\(trim(middle))</a>"
      } else if middle.hasPrefix("mailto:"), matches(emailPattern, String(middle.dropFirst(7))) {
        middle = "<a href=\"\(middle)\">\(middle.dropFirst(7))</a>"
      } else if middle.contains("@"), !middle.hasPrefix("www."), !middle.contains(":"),
        matches(emailPattern, middle)
      {
        middle = "<a href=\"mailto:\(middle)\">\(middle)</a>"
      }
      output += head + middle + tail
    }
    return output
  }

  /// `re.split(r"(\s+)", text)`: words and the whitespace runs between them.
  private static func splitKeepingSpace(_ text: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var currentIsSpace = false
    for scalar in text.unicodeScalars {
      let space = scalar.properties.isWhitespace
      if !current.isEmpty && space != currentIsSpace {
        parts.append(current)
        current = ""
      }
      current.unicodeScalars.append(scalar)
      currentIsSpace = space
    }
    if !current.isEmpty { parts.append(current) }
    return parts
  }
}
