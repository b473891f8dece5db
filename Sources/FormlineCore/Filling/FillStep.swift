/// One thing the wizard does in turn: ask a field, show a label or page, or offer the next
/// item of a collection.
///
/// Recomputed from the form and the answers whenever they change, so
/// conditions and collections always shape the flow.
public struct FillStep: Sendable, Hashable {
  public enum Role: Sendable, Hashable {
    /// Ask for the value at `path`.
    case value
    /// Print a label, info line or page.
    case display
    /// The first field of a collection's next item: an empty answer ends the collection.
    case newItem(collection: FieldPath)
    /// A collection as a whole: never asked, listed in the review so items can be added.
    case collection
  }

  public var role: Role
  public var path: FieldPath
  public var field: Field
  /// Titles of the enclosing subforms and items, outermost first.
  public var breadcrumb: [String]
  /// The section this step belongs to, for headings.
  public var section: SectionRef?
  /// Shown with its value but not editable.
  public var isDisabled: Bool
  /// Paths are relative to this level when conditions and `matches` name other fields.
  public var level: FieldPath

  /// Which step this is, stable across recomputation; cheap to compare, since the flow
  /// is searched for it on every answer.
  var identity: Identity {
    Identity(role: role, path: path, title: role == .display ? field.title : nil)
  }

  struct Identity: Sendable, Hashable {
    var role: Role
    var path: FieldPath
    /// Labels share their form's path, so their title tells them apart.
    var title: String?
  }
}

/// A section as the wizard prints it: a heading before its first step and a footer after.
public struct SectionRef: Sendable, Hashable {
  /// Unique per section and subform instance.
  public var id: String
  public var title: String?
  public var footer: String?
}
