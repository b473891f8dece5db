/// What a Mustache tag does, from the character after its opening delimiter.
enum MustacheTagKind: Equatable {
  case variable, unescaped, section, inverted, close, comment, partial, delimiters, pragma
  case block, parent

  /// The kind for a sigil byte, or nil for a plain `{{name}}` with no sigil.
  init?(sigil: UInt8) {
    switch sigil {
    case UInt8(ascii: "{"), UInt8(ascii: "&"): self = .unescaped
    case UInt8(ascii: "#"): self = .section
    case UInt8(ascii: "^"): self = .inverted
    case UInt8(ascii: "/"): self = .close
    case UInt8(ascii: "!"): self = .comment
    case UInt8(ascii: ">"): self = .partial
    case UInt8(ascii: "="): self = .delimiters
    case UInt8(ascii: "%"): self = .pragma
    case UInt8(ascii: "$"): self = .block
    case UInt8(ascii: "<"): self = .parent
    default: return nil
    }
  }

  /// Tags that vanish with their whole line when nothing else is on it; interpolations
  /// never do, as the spec says.
  var canStandAlone: Bool {
    switch self {
    case .variable, .unescaped: false
    default: true
    }
  }

  /// Tags that open a level closed by `{{/name}}`.
  var opensSection: Bool {
    switch self {
    case .section, .inverted, .block, .parent: true
    default: false
    }
  }
}
