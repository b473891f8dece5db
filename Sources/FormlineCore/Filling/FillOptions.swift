public import Foundation

/// How a fill runs: whether a person answers, what counts as now, where paths resolve.
public struct FillOptions: Sendable {
  /// A person answers: invalid answers are asked again instead of collected as problems.
  public var interactive: Bool
  /// Ask every field, with known answers offered as editable values (`--ask-all`).
  public var askAll: Bool
  public var now: Date
  public var timeZone: TimeZone
  public var workingDirectory: String
  /// How numeric dates read when neither the field nor the form says (from the locale).
  public var dateOrder: DateOrder
  /// Without a person, a line of input still picks the button (piped input); otherwise
  /// the preset or submit button is taken.
  public var buttonsFromInput = false

  public init(
    interactive: Bool, askAll: Bool = false, now: Date = Date(),
    timeZone: TimeZone = .autoupdatingCurrent,
    workingDirectory: String = FileManager.default.currentDirectoryPath,
    dateOrder: DateOrder = .mdy
  ) {
    self.dateOrder = dateOrder
    self.interactive = interactive
    self.askAll = askAll
    self.now = now
    self.timeZone = timeZone
    self.workingDirectory = workingDirectory
  }
}
