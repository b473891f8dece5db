/// One token of a template: literal text between tags, a tag delimiter, or a piece of an
/// expression inside a tag.
struct ExpressionToken: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case text(String)
    case variableBegin
    case variableEnd
    case blockBegin
    case blockEnd
    case name(String)
    case string(String)
    case integer(Int)
    case float(Double)
    /// Punctuation and operators: `+ - * / // % ~ == != < > <= >= ( ) [ ] { } , : . | =`.
    case symbol(String)
    case end
  }

  var kind: Kind
  /// 0-based offset in Unicode scalars from the start of the template.
  var offset: Int

  func isSymbol(_ symbol: String) -> Bool { kind == .symbol(symbol) }

  func isName(_ name: String) -> Bool { kind == .name(name) }

  /// The token as the user wrote it, for messages.
  var display: String {
    switch kind {
    case .text: "text"
    case .variableBegin, .variableEnd, .blockBegin, .blockEnd: "the end of the tag"
    case .name(let name): "'\(name)'"
    case .string(let text): "'\(text)'"
    case .integer(let value): "\(value)"
    case .float(let value): "\(value)"
    case .symbol(let symbol): "'\(symbol)'"
    case .end: "the end of the text"
    }
  }
}
