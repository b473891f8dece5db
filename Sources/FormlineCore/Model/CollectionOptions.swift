/// What the user may do with the items of a collection (XLForm `sectionOptions`, FXForms
/// `sortable`), and how many there may be.
package struct CollectionOptions: Sendable, Hashable {
  package var canInsert: Bool
  package var canDelete: Bool
  package var canReorder: Bool

  package init(canInsert: Bool = true, canDelete: Bool = true, canReorder: Bool = true) {
    self.canInsert = canInsert
    self.canDelete = canDelete
    self.canReorder = canReorder
  }
}
