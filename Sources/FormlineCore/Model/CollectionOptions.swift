/// What the user may do with the items of a collection (XLForm `sectionOptions`, FXForms
/// `sortable`), and how many there may be.
public struct CollectionOptions: Sendable, Hashable {
  public var canInsert: Bool
  public var canDelete: Bool
  public var canReorder: Bool

  public init(canInsert: Bool = true, canDelete: Bool = true, canReorder: Bool = true) {
    self.canInsert = canInsert
    self.canDelete = canDelete
    self.canReorder = canReorder
  }
}
