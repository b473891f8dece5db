/// Walks a form in order and yields its steps one at a time, each for the answers as they
/// are when it is reached.
///
/// Its state is a value (a stack of frames, one per form, subform and collection entered),
/// so the flow can keep it after a step and walk on from there once an answer changed
/// what lies further on.
struct FlowWalker: Sendable {
  private var stack: [Frame]

  init(form: Form, layout: FormLayout) {
    stack = [
      .form(
        FormFrame(
          form: form, layout: layout, level: .root, breadcrumb: [], disabled: form.disabled,
          enclosing: nil, item: nil))
    ]
  }

  private init(stack: [Frame]) {
    self.stack = stack
  }

  /// The next step and its place.
  /// - Parameters:
  ///   - scope: The conditions over the answers as they are now.
  ///   - closed: Collections that take no more items.
  ///   - presence: Which optional subforms were added.
  ///   - offers: Which offered fields were picked.
  /// - Returns: nil at the end of the form.
  mutating func next(
    _ scope: ConditionScope, closed: Set<FieldPath>, presence: OptionalPresence,
    offers: OfferedFields
  ) -> (FillStep, FlowKey)? {
    while let top = stack.popLast() {
      switch top {
      case .form(let frame):
        if let found = walk(frame, scope, presence: presence, offers: offers) { return found }
      case .items(let frame):
        if let found = walk(frame, scope, closed: closed, presence: presence, offers: offers) {
          return found
        }
      case .optional(let frame):
        // Reached after its question was answered (or not asked): enter it when added.
        if presence.isPresent(frame.level) == true { stack.append(.form(frame)) }
      case .variant(let union, let key):
        if let found = enterVariant(of: union, key: key, variants: scope.variants) {
          return found
        }
      }
    }
    return nil
  }

  /// One move inside a form: enters a section, or takes its next field.
  private mutating func walk(
    _ frame: FormFrame, _ scope: ConditionScope, presence: OptionalPresence,
    offers: OfferedFields
  ) -> (FillStep, FlowKey)? {
    var frame = frame
    guard frame.section < frame.form.sections.count else { return nil }
    let section = frame.form.sections[frame.section]
    if frame.ref == nil {
      guard scope.sectionIsVisible(section, level: frame.level) else {
        frame.section += 1
        stack.append(.form(frame))
        return nil
      }
      var ref = SectionRef(
        id: "\(frame.level)#\(frame.section)", title: section.title, footer: section.footer)
      if section.title == nil && section.footer == nil, let enclosing = frame.enclosing {
        ref = enclosing
      }
      frame.ref = ref
    }
    guard frame.field < section.fields.count else {
      if !frame.menuOffered {
        frame.menuOffered = true
        stack.append(.form(frame))
        return menu(after: frame, scope, offers: offers)
      }
      frame.section += 1
      frame.field = 0
      frame.ref = nil
      frame.menuOffered = false
      stack.append(.form(frame))
      return nil
    }
    let sectionIndex = frame.section
    let index = frame.field
    frame.field += 1
    stack.append(.form(frame))
    let field = section.fields[index]
    let ordinal = frame.layout.ordinals[sectionIndex][index]
    let key = frame.item ?? FlowKey(anchor: ordinal, item: -1)
    let path =
      field.key.map {
        frame.layout.path(section: sectionIndex, field: index, key: $0, under: frame.level)
      } ?? frame.level
    let visible = scope.isVisible(field, level: frame.level)
    // A field without conditions of its own is never looked up slowly: the memo stays small.
    if field.key != nil, field.hidden != nil || field.when != nil {
      scope.memo?.record(!visible, at: path)
    }
    guard visible else { return nil }
    let disabled = frame.disabled || scope.isDisabled(field, level: frame.level)
    var step = FillStep(
      role: .value, path: path, field: field, breadcrumb: frame.breadcrumb, section: frame.ref,
      isDisabled: disabled, level: frame.level)
    Self.nameMapValue(&step, in: frame, answers: scope.answers)
    if field.requiredWhen != nil { step.field.required = scope.requires(field, level: frame.level) }
    // An offered field the answers so far make required is asked in turn, not offered.
    step.isUnpicked =
      !step.field.required && offers.isUnpicked(field, at: path, level: frame.level)
    // Built by the session when reached (`FillSession.buildPending`), unless it is an
    // offered property nobody picked.
    if field.pending != nil { return step.isUnpicked ? nil : (step, key) }
    switch field.kind {
    case .label, .info, .page:
      step.role = .display
      step.displayPlace = FillStep.DisplayPlace(section: sectionIndex, field: index)
      return (step, key)
    case .button:
      return nil
    case .form:
      guard let subform = field.subform, field.key != nil,
        let layout = frame.layout.inner[sectionIndex][index]
      else { return nil }
      let inner = FormFrame(
        form: subform, layout: layout, level: path,
        breadcrumb: field.inline ? frame.breadcrumb : frame.breadcrumb + [field.title],
        disabled: disabled, enclosing: frame.ref, item: frame.item)
      // An optional subform nobody picked from the menu is left out; one picked is added.
      if step.isUnpicked { return nil }
      // An object a condition requires now (`then: {required: [schedule]}`) is entered as
      // a required one is: asking "Add Schedule?" would let it be declined.
      guard field.optional, !step.field.required, !offers.isPicked(field, level: frame.level)
      else {
        stack.append(.form(inner))
        return nil
      }
      // "Add X?" first; whether its fields follow is decided once it is answered.
      stack.append(.optional(inner))
      return presence.question(for: step).map { ($0, key) }
    case .array where field.choices.mode == nil:
      guard let template = field.collection.template else { return nil }
      var header = step
      header.role = .collection
      stack.append(
        .items(
          ItemsFrame(
            collection: step, template: template,
            layout: frame.layout.inner[sectionIndex][index],
            crumbs: step.breadcrumb + [field.title], anchor: ordinal, outerItem: frame.item)))
      return (header, key)
    case .union
    where UnionChoice.asksVariant(field)
      && (presence.presets[path] == nil
        || UnionChoice.chosen(field, at: path, variants: scope.variants) != nil):
      // The variant first; its fields or value follow once it is chosen. A value given in
      // advance is one typed value, unless `--ask-all` chose its variant to walk it.
      stack.append(.variant(step, key))
      return (UnionChoice.question(for: step), key)
    default:
      guard field.key != nil else { return nil }
      return (step, key)
    }
  }

  /// The value of a map's item is named by the item's name once it has one: `Jobs › build ›
  /// Runs on`, not `Jobs › #1 › Value › Runs on`.
  private static func nameMapValue(_ step: inout FillStep, in frame: FormFrame, answers: Answers) {
    guard step.field.key == KeyedMap.valueField, case .index? = frame.level.components.last,
      frame.form.sections.count == 1,
      frame.form.sections[0].fields.map(\.key) == [KeyedMap.keyField, KeyedMap.valueField],
      let name = answers[frame.level.appending(KeyedMap.keyField)]?.stringValue, !name.isEmpty
    else { return }
    step.breadcrumb = Array(step.breadcrumb.dropLast())
    step.field.title = name
  }

  /// The menu of a section's offered fields still to pick, after its other fields.
  private func menu(after frame: FormFrame, _ scope: ConditionScope, offers: OfferedFields)
    -> (FillStep, FlowKey)?
  {
    guard offers.active, offers.menus, !frame.disabled else { return nil }
    let section = frame.form.sections[frame.section]
    let shown = section.fields.compactMap { field -> (Field, FieldPath)? in
      guard field.offered, let key = field.key, scope.isVisible(field, level: frame.level),
        !scope.requires(field, level: frame.level)
      else { return nil }
      return (field, frame.level.appending(key))
    }
    guard !shown.isEmpty,
      let field = offers.menu(shown, section: frame.section, level: frame.level),
      let key = field.key
    else { return nil }
    let step = FillStep(
      role: .value, path: frame.level.appending(key), field: field,
      breadcrumb: frame.breadcrumb, section: frame.ref, isDisabled: false, level: frame.level)
    let anchor = frame.layout.lastOrdinal(inSection: frame.section) ?? 0
    return (step, frame.item ?? FlowKey(anchor: anchor, item: -1))
  }

  /// After a union's menu: the chosen object variant's subform entered, or the chosen
  /// variant's value step.
  private mutating func enterVariant(
    of union: FillStep, key: FlowKey, variants: ChosenVariants
  ) -> (FillStep, FlowKey)? {
    guard let index = UnionChoice.chosen(union.field, at: union.path, variants: variants) else {
      return nil
    }
    let variant = union.field.union.variants[index]
    guard variant.kind == .form, let subform = variant.subform else {
      return (UnionChoice.valueStep(for: union, variant: variant), key)
    }
    stack.append(
      .form(
        FormFrame(
          form: subform, layout: .unplaced(subform), level: union.path,
          breadcrumb: union.breadcrumb + [union.field.title], disabled: union.isDisabled,
          enclosing: union.section, item: key)))
    return nil
  }

  /// One move inside a collection: its next item, then the step that adds one.
  private mutating func walk(
    _ frame: ItemsFrame, _ scope: ConditionScope, closed: Set<FieldPath>,
    presence: OptionalPresence, offers: OfferedFields
  ) -> (FillStep, FlowKey)? {
    var frame = frame
    let collection = frame.collection
    let count = scope.answers[collection.path]?.arrayValue?.count ?? 0
    if frame.next < count {
      let index = frame.next
      frame.next += 1
      stack.append(.items(frame))
      if let item = item(index, of: frame, answers: scope.answers, variants: scope.variants) {
        return item
      }
      return nil
    }
    guard !frame.offered else { return nil }
    frame.offered = true
    stack.append(.items(frame))
    guard !closed.contains(collection.path), !collection.isDisabled,
      collection.field.collection.abilities.canInsert,
      count < (ItemCount.maximum(of: collection.field) ?? Int.max)
    else { return nil }
    // The next item's first question stands for the item: an empty answer ends the list.
    var ahead = FlowWalker(stack: [])
    let start = ahead.item(count, of: frame, answers: scope.answers, variants: scope.variants)
    var first: FillStep?
    if let start, start.0.role == .value {
      first = start.0
    } else {
      // An offered field nobody picked is not asked, so it cannot stand for the item
      // unless the item has nothing else to ask.
      var fallback: FillStep?
      while let (step, _) = ahead.next(
        scope, closed: closed, presence: presence, offers: offers)
      {
        guard step.role == .value, !step.isOfferMenu else { continue }
        if !step.isUnpicked {
          first = step
          break
        }
        if fallback == nil { fallback = step }
      }
      if first == nil { first = fallback }
    }
    guard var first else { return nil }
    first.role = .newItem(collection: collection.path)
    first.isUnpicked = collection.isUnpicked
    let template = frame.template
    // A variant menu keeps the item's own name ("Updates #2"), which its fields' prompts
    // carry after it; a tuple's position keeps its own.
    if count >= collection.field.collection.positions.count, template.kind != .form,
      !template.title.isEmpty, template.title != "Item",
      !UnionChoice.asksVariant(forItemsOf: collection.field)
    {
      first.field.title = template.title
    }
    return (first, frame.outerItem ?? FlowKey(anchor: frame.anchor, item: Int.max))
  }

  /// Item `index` of a collection: a scalar item's step, or its subform entered.
  private mutating func item(
    _ index: Int, of frame: ItemsFrame, answers: Answers, variants: ChosenVariants
  ) -> (FillStep, FlowKey)? {
    let collection = frame.collection
    let itemPath = collection.path.appending(index: index)
    let key = frame.outerItem ?? FlowKey(anchor: frame.anchor, item: index)
    let positions = collection.field.collection.positions
    let template = index < positions.count ? positions[index] : frame.template
    if template.kind == .form, let subform = template.subform, let layout = frame.layout {
      stack.append(
        .form(
          FormFrame(
            form: subform, layout: layout, level: itemPath,
            breadcrumb: frame.crumbs + ["#\(index + 1)"], disabled: collection.isDisabled,
            enclosing: collection.section, item: key)))
      return nil
    }
    // Items are named after the collection ("Phones #1"); a template's own title names
    // the "add" action only (FXForms 1.2.12).
    var item = template
    // A tuple's position is named by its own title ("Coordinate: 1st (number)").
    item.title =
      index < positions.count
      ? "\(collection.field.title): \(template.title)" : "\(collection.field.title) #\(index + 1)"
    let step = FillStep(
      role: .value, path: itemPath, field: item, breadcrumb: collection.breadcrumb,
      section: collection.section, isDisabled: collection.isDisabled, level: collection.level)
    // A union item asks its variant first, as a union field does; an item given whole as
    // data (an answers file, typed in braces) with no variant chosen is one typed value.
    if index >= positions.count, UnionChoice.asksVariant(forItemsOf: collection.field),
      answers[itemPath].map(\.isNull) ?? true
        || UnionChoice.chosen(template, at: itemPath, variants: variants) != nil
    {
      stack.append(.variant(step, key))
      return (UnionChoice.question(for: step), key)
    }
    return (step, key)
  }

  private enum Frame: Sendable {
    case form(FormFrame)
    case items(ItemsFrame)
    /// An optional subform, entered only when added.
    case optional(FormFrame)
    /// A union whose variant is being chosen; its value follows the choice.
    case variant(FillStep, FlowKey)
  }

  /// A form or subform being walked.
  private struct FormFrame: Sendable {
    let form: Form
    let layout: FormLayout
    /// The path of the form's values.
    let level: FieldPath
    /// Titles of the enclosing subforms.
    let breadcrumb: [String]
    /// Whether an enclosing field or the form is read-only.
    let disabled: Bool
    /// The section around a subform; its untitled sections belong to it, so the parent's
    /// heading is printed when the subform is reached first.
    let enclosing: SectionRef?
    /// The place of the collection item the form belongs to, if any.
    let item: FlowKey?
    var section = 0
    var field = 0
    /// The current section as printed; nil until the section is entered.
    var ref: SectionRef?
    /// Whether the menu of offered fields after the current section was looked at.
    var menuOffered = false

    init(
      form: Form, layout: FormLayout, level: FieldPath, breadcrumb: [String], disabled: Bool,
      enclosing: SectionRef?, item: FlowKey?
    ) {
      self.form = form
      self.layout = layout
      self.level = level
      self.breadcrumb = breadcrumb
      self.disabled = disabled
      self.enclosing = enclosing
      self.item = item
    }
  }

  /// A collection being walked: its items, then the step that adds one.
  private struct ItemsFrame: Sendable {
    let collection: FillStep
    let template: Field
    /// The item subform's layout.
    let layout: FormLayout?
    let crumbs: [String]
    /// The collection's ordinal, which places its items.
    let anchor: Int
    /// The item of an outer collection this one lies in: it places everything here.
    let outerItem: FlowKey?
    var next = 0
    var offered = false

    init(
      collection: FillStep, template: Field, layout: FormLayout?, crumbs: [String], anchor: Int,
      outerItem: FlowKey?
    ) {
      self.collection = collection
      self.template = template
      self.layout = layout
      self.crumbs = crumbs
      self.anchor = anchor
      self.outerItem = outerItem
    }
  }
}
