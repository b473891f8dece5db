/// What a field picks from: its options, and whether one or several are picked.
///
/// A field with options but no mode yet is one the decoder has read and inference has not
/// settled (`KindInference` sets the mode from the kind); a mode without options is one
/// whose options are rendered from earlier answers (`DerivedTexts.options`).
package struct FieldChoices: Sendable, Hashable {
  package var options: [Option] = []
  /// Set when the field picks from `options`: one (a menu, segments) or several (a list of
  /// options, a bitfield).
  package var mode: ChoiceMode?

  package init(options: [Option] = [], mode: ChoiceMode? = nil) {
    self.options = options
    self.mode = mode
  }
}
