/// RFC 3986 reference resolution, enough for `$id` and `$ref`: schemas name resources by
/// URI (`http://…`, `urn:…`, `tag:…`), and Foundation's `URL` refuses or rewrites some of
/// them.
enum SchemaURI {
  /// `reference` resolved against the absolute URI `base`.
  static func resolve(_ reference: String, against base: String) -> String {
    if hasScheme(reference) { return removingDotSegments(reference) }
    let (baseWithoutFragment, _) = split(base)
    if reference.isEmpty { return baseWithoutFragment }
    if reference.hasPrefix("#") { return baseWithoutFragment + reference }
    guard let colon = baseWithoutFragment.firstIndex(of: ":") else { return reference }
    let scheme = baseWithoutFragment[...colon]
    let rest = baseWithoutFragment[baseWithoutFragment.index(after: colon)...]
    if reference.hasPrefix("//") { return removingDotSegments(String(scheme) + reference) }
    // Authority and path of the base; the query is dropped for a new path.
    var authority = ""
    var path = String(rest)
    if rest.hasPrefix("//") {
      let afterSlashes = rest.dropFirst(2)
      let end = afterSlashes.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? afterSlashes.endIndex
      authority = "//" + afterSlashes[..<end]
      path = String(afterSlashes[end...])
    }
    if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
    if reference.hasPrefix("?") {
      return String(scheme) + authority + path + reference
    }
    if reference.hasPrefix("/") {
      return removingDotSegments(String(scheme) + authority + reference)
    }
    let directory: String
    if let slash = path.lastIndex(of: "/") {
      directory = String(path[...slash])
    } else {
      directory = authority.isEmpty ? "" : "/"
    }
    return removingDotSegments(String(scheme) + authority + directory + reference)
  }

  /// The URI without its fragment, and the fragment (percent-decoded), if any.
  static func split(_ uri: String) -> (String, String?) {
    guard let hash = uri.firstIndex(of: "#") else { return (uri, nil) }
    return (String(uri[..<hash]), percentDecoded(String(uri[uri.index(after: hash)...])))
  }

  static func hasScheme(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
      let first = text.unicodeScalars.first, first.properties.isAlphabetic
    else { return false }
    return text[..<colon].unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
          || "+-.".unicodeScalars.contains($0))
    }
  }

  static func percentDecoded(_ text: String) -> String {
    guard text.containsLiterally("%") else { return text }
    var bytes: [UInt8] = []
    var utf8 = Array(text.utf8)[...]
    while let byte = utf8.first {
      utf8 = utf8.dropFirst()
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `a/b/../c` → `a/c` in the path part.
  private static func removingDotSegments(_ uri: String) -> String {
    guard uri.containsLiterally("/.") else { return uri }
    let (withoutFragment, fragment) = splitRaw(uri)
    guard let colon = withoutFragment.firstIndex(of: ":") else { return uri }
    var prefix = String(withoutFragment[...colon])
    var path = String(withoutFragment[withoutFragment.index(after: colon)...])
    if path.hasPrefix("//") {
      let afterSlashes = path.dropFirst(2)
      let end = afterSlashes.firstIndex(of: "/") ?? afterSlashes.endIndex
      prefix += "//" + afterSlashes[..<end]
      path = String(afterSlashes[end...])
    }
    var output: [Substring] = []
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    for (index, segment) in segments.enumerated() {
      switch segment {
      case ".": if index == segments.count - 1 { output.append("") }
      case "..":
        if output.count > 1 { output.removeLast() }
        if index == segments.count - 1 { output.append("") }
      default: output.append(segment)
      }
    }
    return prefix + output.joined(separator: "/") + (fragment.map { "#" + $0 } ?? "")
  }

  private static func splitRaw(_ uri: String) -> (String, String?) {
    guard let hash = uri.firstIndex(of: "#") else { return (uri, nil) }
    return (String(uri[..<hash]), String(uri[uri.index(after: hash)...]))
  }
}
