/// A group of fields with an optional heading and footer (FXForms `header`/`footer`, XLForm
/// sections).
///
/// A multivalued XLForm section loads as a section holding one `array` field.
public struct Section: Sendable, Hashable {
  public var title: String?
  public var footer: String?
  public var hidden: Condition?
  /// Show-if: the section is asked only when this holds.
  public var when: Condition?
  public var fields: [Field]
  public var location: SourceLocation?

  public init(title: String? = nil, footer: String? = nil, fields: [Field] = []) {
    self.title = title
    self.footer = footer
    self.fields = fields
  }
}
