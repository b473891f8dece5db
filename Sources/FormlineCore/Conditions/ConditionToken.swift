/// One lexical unit of condition text, with where it starts and how it was spelled.
///
/// The spelling is kept so that messages quote the user's own text (`'and'`, not `'AND'`).
struct ConditionToken: Sendable, Hashable {
  /// What a token is; the parser decides what it means in context.
  enum Kind: Sendable, Hashable {
    /// `$address.city.isHidden`: the path as written, and which fact about it is read.
    case field(FieldPath, ConditionFieldAccess)
    case string(String)
    case integer(Int)
    case number(Double)
    case keyword(Keyword)
    /// A bare word that is not a keyword; an error wherever it appears, reported by the parser
    /// so the message can say what was expected instead.
    case word(String)
    case symbol(Symbol)
    case end
  }

  /// Punctuation and operator symbols, already folded to one case per meaning (`=` and `==`).
  enum Symbol: Sendable, Hashable {
    case equal
    case notEqual
    case less
    case lessEqual
    case greater
    case greaterEqual
    case and
    case or
    case not
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case comma
    case leftBracket
    case rightBracket
  }

  /// Reserved words, matched without regard to case as NSPredicate does (`and`, `And`, `AND`).
  enum Keyword: String, Sendable, Hashable, CaseIterable {
    case and
    case or
    case not
    case `in`
    case contains
    case beginsWith = "beginswith"
    case endsWith = "endswith"
    case like
    case matches
    case between
    case `true`
    case `false`
    case yes
    case no
    case `nil`
    case null
    /// NSPredicate's aggregate quantifiers: `ANY $tags == 'x'` (`SOME` is `ANY`).
    case any
    case some
    case all
    case none

    /// The keyword a word spells, ignoring case, or nil for an ordinary word.
    init?(word: String) {
      self.init(rawValue: word.lowercased())
    }
  }

  var kind: Kind
  /// 0-based offset in Unicode scalars of the token's first scalar.
  var offset: Int
  /// The token as written in the source text.
  var text: String

  var symbol: Symbol? {
    if case .symbol(let symbol) = kind { return symbol }
    return nil
  }

  var keyword: Keyword? {
    if case .keyword(let keyword) = kind { return keyword }
    return nil
  }

  var isEnd: Bool { kind == .end }

  /// How messages name the token: quoted as written (a string literal as is, a long one
  /// cut), or "the end".
  var quoted: String {
    switch kind {
    case .end: "the end"
    case .string: Excerpt.of(text)
    default: "'\(Excerpt.of(text))'"
    }
  }
}

/// Which fact about a field an operand reads: its value (`$a`, `$a.value`) or its state.
enum ConditionFieldAccess: Sendable, Hashable {
  case value
  case isHidden
  case isDisabled
  /// `$tags.@count`: how many items a collection holds (NSPredicate's `@count`).
  case count
}
