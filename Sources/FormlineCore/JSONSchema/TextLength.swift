/// The one length of text formline uses wherever a length is checked.
///
/// `minLength` and `maxLength`, in native forms and JSON Schema alike, count Unicode code
/// points, as JSON Schema does. "👍🏽" is 2: a person sees one symbol, but the specification counts what is
/// stored, and a schema formline prints must accept what formline writes.
package enum TextLength {
  package static func of(_ text: String) -> Int {
    text.unicodeScalars.count
  }

  /// Whether `text` has more than `limit` code points; counted only when its UTF-8 length
  /// leaves it open (a code point is one to four bytes), as a batch checks `maxLength` in
  /// every file.
  package static func exceeds(_ text: String, _ limit: Int) -> Bool {
    let bytes = text.utf8.count
    if bytes <= limit { return false }
    if (bytes - 1) / 4 >= limit { return true }
    return of(text) > limit
  }

  /// Whether `text` has fewer than `limit` code points, counted only when its UTF-8 length
  /// leaves it open.
  package static func fallsShort(_ text: String, of limit: Int) -> Bool {
    let bytes = text.utf8.count
    if bytes < limit { return true }
    if (bytes + 3) / 4 >= limit { return false }
    return of(text) < limit
  }
}
