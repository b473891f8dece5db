/// What the Tab key completes at a prompt.
///
/// Menus complete option texts and `file`/`image` fields complete paths; everything else gets
/// nothing, so Tab never inserts a literal tab into an answer.
package enum LineCompletion: Sendable, Hashable {
  /// No completion (Tab beeps).
  case none
  /// Option texts, matched by case-insensitive prefix: a unique match completes, an ambiguous
  /// prefix is extended to the longest common prefix, otherwise the matches are listed.
  case words([String])
  /// Option texts for a comma-separated list: the item after the last comma (and an
  /// optional `+`/`-`) is completed like `words`, the items before it are kept.
  case listItems([String])
  /// Files and directories relative to the current directory, `~` expanded; directories get a
  /// trailing `/`; files are filtered by extension (without the dot) when the list is not empty.
  case paths(extensions: [String])
}
