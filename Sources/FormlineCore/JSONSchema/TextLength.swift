/// The one length of text formline uses wherever a length is checked.
///
/// `minLength` and `maxLength`, in native forms and JSON Schema alike, count Unicode code
/// points, as JSON Schema does. "👍🏽" is 2: a person sees one symbol, but the specification counts what is
/// stored, and a schema formline prints must accept what formline writes.
package enum TextLength {
  package static func of(_ text: String) -> Int {
    text.unicodeScalars.count
  }
}
