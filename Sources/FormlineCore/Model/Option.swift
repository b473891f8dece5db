/// One choice of an options field: a value, and the title shown for it (FXForms' option
/// values; XLForm's `XLFormOptionObject` with `formValue`/`formDisplayText`).
package struct Option: Sendable, Hashable {
  package var value: AnswerValue
  package var title: String

  package init(value: AnswerValue, title: String) {
    self.value = value
    self.title = title
  }
}
