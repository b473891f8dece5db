/// Where each value of a config file is written, as byte offsets into its UTF-8 text: the
/// map an in-place edit follows to change exactly the text of what changed.
///
/// Values themselves come from the format's own reader (libyaml, TOMLKit, the JSON
/// reader); a span tree only says where they are and how they are written.
struct SpanNode: Sendable {
  enum Content: Sendable {
    case scalar
    case mapping([SpanMember])
    case sequence([SpanNode])
  }

  /// How a value is written, which decides how it is changed.
  enum Style: Sendable, Equatable {
    /// A bare word: a YAML plain scalar, a number, `true`, a TOML date.
    case plain
    case singleQuoted
    case doubleQuoted
    /// A YAML `|` or `>` block scalar, or a TOML multi-line string.
    case multiline
    /// A YAML alias (`*name`): the value is written elsewhere.
    case alias
    /// A bracketed collection: `[…]`, `{…}`, a TOML inline table.
    case flow
    /// A collection written by indentation (YAML block mapping or sequence).
    case block
    /// A TOML table: its `[header]` line and the key lines below it, or the document.
    case table
    /// A TOML array of tables: each item is a `[[header]]` section.
    case tableArray
    /// A TOML table made by dotted keys (`a.b = 1`), with no text of its own.
    case dotted
  }

  var content: Content
  /// The value's own text: a scalar's characters with its quotes, a flow collection from
  /// its opening to its closing bracket, a block collection from its first key or dash to
  /// the end of its last value; a TOML table from its header to its last key line.
  var range: Range<Int>
  var style: Style
  /// A YAML node with an anchor (`&name`): others may repeat it through aliases.
  var anchored = false
  /// For a YAML node inside a block collection, the column of that collection's keys or
  /// dashes: the indentation a block scalar's indentation indicator (`|2`) counts from.
  var parentColumn: Int?

  var members: [SpanMember]? {
    if case .mapping(let members) = content { return members }
    return nil
  }

  var items: [SpanNode]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  func member(_ key: String) -> SpanMember? {
    members?.last { CodePointNames.same($0.key, key) }
  }
}

/// One key and its value in a span tree.
struct SpanMember: Sendable {
  var key: String
  /// The key's text, with its quotes; for a TOML table defined by a header, the header.
  var keyRange: Range<Int>
  var value: SpanNode
}
