extension ZoneRules {
  /// Reads a TZif file (RFC 8536, versions 1 to 4 and later ones laid out alike).
  ///
  /// From version 2 on, the 64-bit second data block is read and the first skipped; the
  /// footer's POSIX rule governs instants after the last transition. A version 1 file has
  /// only 32-bit times, so its zone keeps its last offset after 2038.
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - identifier: The name it was looked up by, such as `Europe/Paris`.
  /// - Throws: `ZoneDataError` for anything not a well-formed TZif file; nothing traps.
  package init(tzif bytes: [UInt8], identifier: String) throws(ZoneDataError) {
    var cursor = ByteCursor(bytes)
    let first = try TZifHeader(from: &cursor)
    var block: TZifDataBlock
    var rule: PosixTimeZone?
    if first.version == 0 {
      block = try TZifDataBlock(header: first, timeSize: 4, from: &cursor)
    } else {
      try cursor.skip(first.dataBlockSize(timeSize: 4))
      let second = try TZifHeader(from: &cursor)
      block = try TZifDataBlock(header: second, timeSize: 8, from: &cursor)
      rule = try Self.footer(from: &cursor)
    }
    let standardTypes = block.types.filter { !$0.isDaylight }
    self.init(
      identifier: identifier, transitions: block.transitions,
      transitionOffsets: block.transitionTypes.map { block.types[$0] },
      initialOffset: standardTypes.first ?? block.types.first ?? .utc,
      otherOffsets: block.types, rule: rule)
  }

  /// The newline-framed POSIX rule after the last data block; an empty one means none.
  private static func footer(from cursor: inout ByteCursor) throws(ZoneDataError)
    -> PosixTimeZone?
  {
    let rest = (try? cursor.take(cursor.remaining)) ?? []
    guard rest.first == 10, let end = rest.dropFirst().firstIndex(of: 10) else {
      throw .missingFooter
    }
    let text = String(decoding: rest[(rest.startIndex + 1)..<end], as: UTF8.self)
    guard !text.isEmpty else { return nil }
    do {
      return try PosixTimeZone(rule: text)
    } catch {
      throw .invalidFooter(error)
    }
  }
}
