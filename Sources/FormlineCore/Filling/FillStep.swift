/// One thing the wizard does in turn: ask a field, show a label or page, or offer the next
/// item of a collection.
///
/// Recomputed from the form and the answers whenever they change, so
/// conditions and collections always shape the flow.
///
/// The field, breadcrumb, section and level live in one shared, copy-on-write box: a step
/// is copied into the flow, the list of asked steps and every event, and a `Field` is a
/// large value, so copies stay a pointer each instead of the whole field every time.
package struct FillStep: Sendable, Hashable {
  package enum Role: Sendable, Hashable {
    /// Ask for the value at `path`.
    case value
    /// Print a label, info line or page.
    case display
    /// The first field of a collection's next item: an empty answer ends the collection.
    case newItem(collection: FieldPath)
    /// A collection as a whole: never asked, listed in the review so items can be added.
    case collection
  }

  package var role: Role
  package var path: FieldPath
  /// Shown with its value but not editable.
  package var isDisabled: Bool
  /// An offered field nobody picked from its menu: never asked, it takes what was given
  /// in advance or its default.
  package var isUnpicked = false
  /// Where a label, info line or page stands in its form (section and field), which tells
  /// apart labels that share their form's path and their title.
  var displayPlace: DisplayPlace?
  private var storage: Storage

  init(
    role: Role, path: FieldPath, field: Field, breadcrumb: [String], section: SectionRef?,
    isDisabled: Bool, level: FieldPath
  ) {
    self.role = role
    self.path = path
    self.isDisabled = isDisabled
    self.storage = Storage(field: field, breadcrumb: breadcrumb, section: section, level: level)
  }

  package var field: Field {
    get { storage.field }
    set { unique().field = newValue }
  }
  /// Titles of the enclosing subforms and items, outermost first.
  package var breadcrumb: [String] {
    get { storage.breadcrumb }
    set { unique().breadcrumb = newValue }
  }
  /// The section this step belongs to, for headings.
  package var section: SectionRef? {
    get { storage.section }
    set { unique().section = newValue }
  }
  /// Paths are relative to this level when conditions and `matches` name other fields.
  package var level: FieldPath {
    get { storage.level }
    set { unique().level = newValue }
  }

  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  package static func == (lhs: FillStep, rhs: FillStep) -> Bool {
    lhs.role == rhs.role && lhs.path == rhs.path && lhs.isDisabled == rhs.isDisabled
      && lhs.isUnpicked == rhs.isUnpicked && lhs.displayPlace == rhs.displayPlace
      && (lhs.storage === rhs.storage || lhs.storage.contents == rhs.storage.contents)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(role)
    hasher.combine(path)
    hasher.combine(isDisabled)
    hasher.combine(isUnpicked)
    hasher.combine(displayPlace)
    hasher.combine(storage.field)
    hasher.combine(storage.breadcrumb)
    hasher.combine(storage.section)
    hasher.combine(storage.level)
  }

  /// Which step this is, stable across recomputation; cheap to compare, since the flow
  /// is searched for it on every answer.
  var identity: Identity {
    Identity(role: role, path: path, place: role == .display ? displayPlace : nil)
  }

  struct Identity: Sendable, Hashable {
    var role: Role
    var path: FieldPath
    /// Labels share their form's path (and may share a title), so their place tells them
    /// apart.
    var place: DisplayPlace?
  }

  /// A field's place in its form: its section's index and its own within the section.
  struct DisplayPlace: Sendable, Hashable {
    var section: Int
    var field: Int
  }

  /// Written only through `unique()`, so a box seen by two steps never changes under
  /// either of them.
  private final class Storage: @unchecked Sendable {
    var field: Field
    var breadcrumb: [String]
    var section: SectionRef?
    var level: FieldPath

    init(field: Field, breadcrumb: [String], section: SectionRef?, level: FieldPath) {
      self.field = field
      self.breadcrumb = breadcrumb
      self.section = section
      self.level = level
    }

    func copy() -> Storage {
      Storage(field: field, breadcrumb: breadcrumb, section: section, level: level)
    }

    var contents: Contents { Contents(field, breadcrumb, section, level) }

    struct Contents: Equatable {
      var field: Field
      var breadcrumb: [String]
      var section: SectionRef?
      var level: FieldPath
      init(_ field: Field, _ breadcrumb: [String], _ section: SectionRef?, _ level: FieldPath) {
        self.field = field
        self.breadcrumb = breadcrumb
        self.section = section
        self.level = level
      }
    }
  }
}

extension FillStep {
  /// A question that cannot be left to its default: a required value with none.
  ///
  /// Without a person (or when input ends) it is a problem, never an empty answer.
  package var needsAnswer: Bool {
    role == .value && field.required && field.defaultValue == nil
  }

  /// A question a fill without a person cannot leave to its default: one that needs an
  /// answer, or whose default only a person at the prompt takes (`defaultAtPromptOnly`).
  package var needsAnswerWithoutPerson: Bool {
    needsAnswer || (role == .value && field.defaultAtPromptOnly)
  }
}

/// A section as the wizard prints it: a heading before its first step and a footer after.
package struct SectionRef: Sendable, Hashable {
  /// Unique per section and subform instance.
  package var id: String
  package var title: String?
  package var footer: String?
}
