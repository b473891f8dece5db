import FormlineRegex
import FoundationEssentials

/// Readers for the text kinds that check or normalise their value.
enum TextInput {
  static func capitalisedWords(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: false).map { word in
      guard let first = word.first else { return String(word) }
      return first.uppercased() + word.dropFirst()
    }.joined(separator: " ")
  }

  static func email(_ text: String) -> InputReading {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
      !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
      !text.contains(where: { $0.isWhitespace })
    else {
      return .invalid("'\(text)' is not an email address (name@example.com)")
    }
    return .value(.string(text), echo: nil)
  }

  // Fixed patterns that compile, hence `try?`.
  private static let schemeWithSlashes = try? CompiledRegex(
    ecmaScript: "^[A-Za-z][A-Za-z0-9+.-]*://")
  private static let schemeWithoutSlashes = try? CompiledRegex(
    ecmaScript: "^(?:mailto|tel|sms|urn|data|news):", ignoreCase: true, wholeText: false)

  /// A URL needs a scheme and a host; a bare host such as `example.com/x` gets `https://`,
  /// echoed so the user sees it.
  static func url(_ text: String) -> InputReading {
    guard !text.contains(where: { $0.isWhitespace }) else {
      return .invalid("a URL cannot contain spaces")
    }
    // `scheme://…`, or one of the schemes written without slashes. "localhost:8080" and
    // "example.com:8443/x" are a host and port, not a scheme.
    let hasScheme =
      schemeWithSlashes?.matches(text) == .finished(true)
      || schemeWithoutSlashes?.matches(text) == .finished(true)
    let candidate = hasScheme ? text : "https://" + text
    guard let components = URLComponents(string: candidate), let scheme = components.scheme,
      !scheme.isEmpty
    else {
      return .invalid("'\(text)' is not a URL (https://example.com)")
    }
    let needsHost = ["http", "https", "ftp", "ws", "wss"].contains(scheme.lowercased())
    if needsHost {
      guard let host = components.host, !host.isEmpty,
        host.contains(".") || host == "localhost" || hasScheme
      else {
        return .invalid("'\(text)' is not a URL (https://example.com)")
      }
    }
    return .value(.string(candidate), echo: hasScheme ? nil : candidate)
  }

  static func phone(_ text: String) -> InputReading {
    let allowed = "0123456789+-(). /".unicodeScalars
    let digits = text.filter(\.isNumber).count
    guard text.unicodeScalars.allSatisfy({ allowed.contains($0) }), digits >= 3, digits <= 20,
      !text.dropFirst().contains("+")
    else {
      return .invalid("'\(text)' is not a phone number (digits, spaces, + - ( ) .)")
    }
    return .value(.string(text), echo: nil)
  }

  /// A Twitter/X handle, stored with its `@`.
  static func twitter(_ text: String) -> InputReading {
    let handle = text.hasPrefix("@") ? String(text.dropFirst()) : text
    guard (1...15).contains(handle.count),
      handle.unicodeScalars.allSatisfy({
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "_"
      })
    else {
      return .invalid("'\(text)' is not a handle (@name: letters, digits, _; up to 15)")
    }
    // The `@` added is echoed, so the user sees what is stored.
    return .value(.string("@" + handle), echo: text.hasPrefix("@") ? nil : "@" + handle)
  }
}
