/// Characters by their Unicode name or alias in any case, as Python's `\N{…}` finds them.
///
/// Swift knows each scalar's name but offers no lookup by name, so the table is built
/// from every scalar once, the first time a pattern uses `\N{…}` (or, in FormlineCore, a
/// Jinja string literal does).
package enum UnicodeNameLookup {
  package static func scalar(named name: String) -> Unicode.Scalar? {
    table[name.uppercased()]
  }

  private static let table: [String: Unicode.Scalar] = {
    var table: [String: Unicode.Scalar] = [:]
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      if let name = properties.name { table[name] = scalar }
      if let alias = properties.nameAlias, table[alias] == nil { table[alias] = scalar }
    }
    return table
  }()
}
