/// Long texts quoted in messages (a 200 kB condition) are cut, so one message stays one
/// readable line and a list of problems does not repeat the text for each.
enum Excerpt {
  /// Longest quoted text, in Unicode scalars.
  static let limit = 60

  /// `text` itself when short, else its first `limit` scalars followed by "…" (cut between
  /// scalars, so a quote or escape is never split from what it affects more than
  /// the neutralising of the whole message would show).
  static func of(_ text: String, limit: Int = Excerpt.limit) -> String {
    let scalars = text.unicodeScalars
    // Only the first `limit` + 1 scalars are looked at: a message may quote a 300 KB
    // condition once per problem in it.
    guard
      scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex)
        .map({ $0 < scalars.endIndex }) ?? false
    else { return text }
    var cut = String.UnicodeScalarView()
    cut.append(contentsOf: scalars.prefix(limit))
    return String(cut) + "…"
  }
}
