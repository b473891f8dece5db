public import Foundation

/// How a fill runs: whether a person answers, and what counts as now and where paths
/// resolve (the `surroundings` the executable read).
public struct FillOptions: Sendable {
  /// A person answers: invalid answers are asked again instead of collected as problems.
  public var interactive: Bool
  /// Ask every field, with known answers offered as editable values (`--ask-all`).
  public var askAll: Bool
  public var surroundings: Surroundings
  /// Without a person, a line of input still picks the button (piped input); otherwise
  /// the preset or submit button is taken.
  public var buttonsFromInput = false

  public init(interactive: Bool, askAll: Bool = false, surroundings: Surroundings) {
    self.interactive = interactive
    self.askAll = askAll
    self.surroundings = surroundings
  }

  public var now: Date { surroundings.now }
  public var timeZone: TimeZone { surroundings.timeZone }
  public var workingDirectory: String { surroundings.workingDirectory }
  /// How numeric dates read when neither the field nor the form says (from the locale).
  public var dateOrder: DateOrder { surroundings.dateOrder }
}
