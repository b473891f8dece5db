/// A group of fields with an optional heading and footer (FXForms `header`/`footer`, XLForm
/// sections).
///
/// A multivalued XLForm section loads as a section holding one `array` field.
package struct Section: Sendable, Hashable {
  package var title: String?
  package var footer: String?
  package var hidden: Condition?
  /// Show-if: the section is asked only when this holds.
  package var when: Condition?
  package var fields: [Field]
  package var location: SourceLocation?

  package init(title: String? = nil, footer: String? = nil, fields: [Field] = []) {
    self.title = title
    self.footer = footer
    self.fields = fields
  }
}
