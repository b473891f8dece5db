package import FoundationEssentials

/// How a fill runs: whether a person answers, and what counts as now and where paths
/// resolve (the `surroundings` the executable read).
package struct FillOptions: Sendable {
  /// A person answers: invalid answers are asked again instead of collected as problems.
  package var interactive: Bool
  /// Ask every field, with known answers offered as editable values (`--ask-all`).
  package var askAll: Bool
  package var surroundings: Surroundings
  /// Without a person, a line of input still picks the button (piped input); otherwise
  /// the preset or submit button is taken.
  package var buttonsFromInput = false
  /// The compiled JSON Schema a JSON Schema form's answers must satisfy.
  ///
  /// Each answer at its prompt, and the whole result before it is finished; nil for other
  /// forms.
  package var schemaCheck: SchemaInstanceCheck?

  package init(interactive: Bool, askAll: Bool = false, surroundings: Surroundings) {
    self.interactive = interactive
    self.askAll = askAll
    self.surroundings = surroundings
  }

  package var now: Date { surroundings.now }
  package var timeZone: Zone { surroundings.timeZone }
  package var zone: DeferredZone { surroundings.zone }
  package var workingDirectory: String { surroundings.workingDirectory }
  /// How numeric dates read when neither the field nor the form says (from the locale).
  package var dateOrder: DateOrder { surroundings.dateOrder }
}
