/// One choice of an options field: a value, and the title shown for it (FXForms' option
/// values; XLForm's `XLFormOptionObject` with `formValue`/`formDisplayText`).
public struct Option: Sendable, Hashable {
  public var value: AnswerValue
  public var title: String

  public init(value: AnswerValue, title: String) {
    self.value = value
    self.title = title
  }
}
