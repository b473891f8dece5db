/// Which places of the flow an answer can change.
///
/// Built once per session from the field-reference graph of the form's conditions (the
/// graph the loader checks for cycles): for every field, the first place (`FlowKey`
/// anchor) that a change of its value or visibility can touch, through the conditions that
/// read it, the conditions that read those, and the fields inside it. An answer no
/// condition reads touches nothing, and a chain of conditions touches only what follows.
///
/// A class, shared: the flow, its visibility memo and every session of a `FillPlan` hold
/// the same order, which a struct of its tables counted up and down with each copy.
final class FlowOrder: Sendable {
  let layout: FormLayout
  /// The form's fields, which number them (`FieldTable.ordinal(filedAt:)`) in this order.
  private let fields: FieldTable
  /// Per ordinal: the first anchor a change of the field's visibility (or of any value
  /// inside it) can touch; `Int.max` for none.
  private let cuts: [Int]
  /// Per ordinal: the first anchor a change of the field's own value can touch.
  private let readerCuts: [Int]
  /// The first anchor any answer can touch: templates that can read every answer
  /// (`TemplateReads`).
  private let everyAnswerCut: Int

  init(form: Form, fields: FieldTable) {
    var builder = FlowOrderBuilder(fields: fields, templates: TemplateReads(form: form))
    layout = builder.add(form, level: .root, parent: nil, anchor: nil)
    assert(builder.anchors.count == fields.ordinalCount)
    self.fields = fields
    let (cuts, readerCuts) = builder.cuts()
    self.cuts = cuts
    self.readerCuts = readerCuts
    everyAnswerCut = builder.templateReaders.reduce(Int.max) { least, reader in
      min(least, builder.anchors[reader], cuts[reader])
    }
  }

  /// The first place an answer written at `path` can change.
  /// - Parameters:
  ///   - path: Where the answer was written.
  ///   - hint: The number of the field last found here: a fill answers its fields in the
  ///     flow's order, so the field written is mostly the next one, compared before the
  ///     table is looked up (at a million fields each lookup missed the cache: 4 % of a
  ///     fill with `--answers`). Updated to the field found.
  /// - Returns: The first place the flow can change; nil when none.
  func changeCut(at path: FieldPath, hint: inout Int) -> FlowKey? {
    // Adding or leaving out an optional subform changes its steps, read by no condition.
    if path.lastKey == OptionalPresence.key { return key(of: path.parent) }
    // Picking an offered field changes its form's steps, as adding a subform does.
    if OfferedFields.isOwnKey(path.lastKey) { return key(of: path.parent) }
    // Choosing another variant of a union changes the steps that ask its value.
    if let union = UnionChoice.union(ofChoice: path) { return key(of: union) }
    var least = everyAnswerCut == Int.max ? nil : FlowKey(anchor: everyAnswerCut, item: -1)
    var current = FieldTable.filed(path)
    var foundNode = false
    var isField = true
    // No field is filed at the root: the walk up stops below it.
    while !current.isRoot {
      let ordinal =
        isField ? fieldOrdinal(current, hint: &hint) : fields.ordinal(filedAt: current)
      isField = false
      if let ordinal {
        // The field itself (its subtree's readers included), then the readers of each
        // enclosing value, which changes with it.
        let anchor = foundNode ? readerCuts[ordinal] : cuts[ordinal]
        if anchor != Int.max {
          let key = FlowKey(anchor: anchor, item: sameItem(anchor, path, depth: current))
          least = least.map { min($0, key) } ?? key
        }
        foundNode = true
      }
      current = current.parent
    }
    return foundNode ? least : .start
  }

  /// The number of the field filed at `path`, trying the one after `hint` first.
  private func fieldOrdinal(_ path: FieldPath, hint: inout Int) -> Int? {
    let next = hint + 1
    if fields.path(ofOrdinal: next) == path {
      hint = next
      return next
    }
    guard let found = fields.ordinal(filedAt: path) else { return nil }
    hint = found
    return found
  }

  /// Conditions can name fields of their own item or outside the collection, never another
  /// item's: so readers placed at the collection that holds a changed value lie in its
  /// item, and only that item is looked at again.
  /// - Returns: The item index, or -1 for the whole collection.
  private func sameItem(_ anchor: Int, _ path: FieldPath, depth current: FieldPath) -> Int {
    let prefix = FieldPath(Array(path.components.prefix(current.components.count)))
    guard let (top, index) = FlowOrder.outermostItem(of: prefix),
      fields.ordinal(filedAt: top) == anchor
    else {
      return -1
    }
    return index
  }

  /// Where the items of the collection at `path` start from item `index` on: an item of
  /// a collection nested in another's item is placed by that outer item as a whole.
  func itemKey(collection path: FieldPath, index: Int) -> FlowKey {
    if let (top, outerIndex) = FlowOrder.outermostItem(of: path) {
      return FlowKey(anchor: fields.ordinal(filedAt: top) ?? 0, item: outerIndex)
    }
    return FlowKey(anchor: fields.ordinal(filedAt: path) ?? 0, item: index)
  }

  /// The place of the field at an absolute path; the start for an unknown path.
  func key(of path: FieldPath) -> FlowKey {
    if let (top, index) = FlowOrder.outermostItem(of: path) {
      return FlowKey(anchor: fields.ordinal(filedAt: top) ?? 0, item: index)
    }
    return FlowKey(anchor: fields.ordinal(filedAt: path) ?? 0, item: -1)
  }

  /// The outermost collection a path lies in (filed) and the index of the item there.
  private static func outermostItem(of path: FieldPath) -> (FieldPath, Int)? {
    for (position, component) in path.components.enumerated() {
      if case .index(let index) = component {
        return (FieldTable.filed(FieldPath(Array(path.components[..<position]))), index)
      }
    }
    return nil
  }
}

/// Numbers the fields and gathers who reads whom, then folds the graph into cuts.
private struct FlowOrderBuilder {
  let fields: FieldTable
  let templates: TemplateReads
  /// Per ordinal: the collection (outside any item) whose items hold the field, else the
  /// field's own ordinal.
  var anchors: [Int] = []
  var children: [[Int]] = []
  /// Fields whose conditions read the field at a (filed) path.
  var readers: [FieldPath: [Int]] = [:]
  /// Fields with a template condition that can read any answer.
  var templateReaders: [Int] = []
  /// Fields whose `required` condition reads the field at a (filed) path.
  var requirementReaders: [FieldPath: [Int]] = [:]

  init(fields: FieldTable, templates: TemplateReads) {
    self.fields = fields
    self.templates = templates
  }

  mutating func add(_ form: Form, level: FieldPath, parent: Int?, anchor: Int?) -> FormLayout {
    var ordinals: [[Int]] = []
    var inner: [[FormLayout?]] = []
    var itemOrdinals: [[Int?]] = []
    var paths: [[FieldPath?]] = []
    for section in form.sections {
      var sectionOrdinals: [Int] = []
      var sectionInner: [FormLayout?] = []
      var sectionItems: [Int?] = []
      var sectionPaths: [FieldPath?] = []
      let sectionConditions = [section.hidden, section.when]
      for field in section.fields {
        let ordinal = node(key: field.key, level: level, parent: parent, anchor: anchor)
        // The table's copy of the path: the steps share it.
        let path = field.key == nil ? nil : fields.path(ofOrdinal: ordinal)
        read(sectionConditions, level: level, by: ordinal)
        read([field.hidden, field.when, field.disabled], level: level, by: ordinal)
        readRequirement(field.requiredWhen, level: level, by: ordinal)
        var layout: FormLayout?
        var itemOrdinal: Int?
        if let path {
          if let subform = field.subform {
            let sub = add(subform, level: path, parent: ordinal, anchor: anchor)
            if field.kind == .form { layout = sub }
          }
          if let template = field.collection.template {
            let item = path.appending(index: 0)
            let itemAnchor = anchor ?? ordinal
            if let itemForm = template.subform {
              let sub = add(itemForm, level: item, parent: ordinal, anchor: itemAnchor)
              if field.kind != .form { layout = sub }
            } else {
              let scalar = node(item: item, parent: ordinal, anchor: itemAnchor)
              read([template.hidden, template.when, template.disabled], level: level, by: scalar)
              itemOrdinal = scalar
            }
          }
        }
        sectionOrdinals.append(ordinal)
        sectionInner.append(layout)
        sectionItems.append(itemOrdinal)
        sectionPaths.append(path)
      }
      ordinals.append(sectionOrdinals)
      inner.append(sectionInner)
      itemOrdinals.append(sectionItems)
      paths.append(sectionPaths)
    }
    return FormLayout(
      ordinals: ordinals, inner: inner, itemOrdinals: itemOrdinals, paths: paths)
  }

  /// Numbers the next field, with or without a key, under `level`: the field table
  /// numbered it in the same walk.
  private mutating func node(key: String?, level: FieldPath, parent: Int?, anchor: Int?) -> Int {
    let ordinal = node(parent: parent, anchor: anchor)
    assert(fields.path(ofOrdinal: ordinal) == key.map { level.appending($0) })
    return ordinal
  }

  /// Numbers a collection's scalar item template, filed at `item` (index 0).
  private mutating func node(item: FieldPath, parent: Int?, anchor: Int?) -> Int {
    let ordinal = node(parent: parent, anchor: anchor)
    assert(fields.path(ofOrdinal: ordinal) == item)
    return ordinal
  }

  private mutating func node(parent: Int?, anchor: Int?) -> Int {
    let ordinal = anchors.count
    anchors.append(anchor ?? ordinal)
    children.append([])
    if let parent { children[parent].append(ordinal) }
    return ordinal
  }

  private mutating func read(_ conditions: [Condition?], level: FieldPath, by reader: Int) {
    for condition in conditions {
      switch condition {
      case .expression(let expression, _, _)?:
        for reference in expression.references {
          guard let target = fields.resolve(reference, from: level) else { continue }
          readers[target.path, default: []].append(reader)
        }
      case .template(let template)?:
        // A template reads the answers by top-level name, wherever its field is.
        guard let names = templates.names(of: template) else {
          templateReaders.append(reader)
          continue
        }
        for target in targets(of: names) { readers[target, default: []].append(reader) }
      case .constant?, nil:
        break
      }
    }
  }

  /// A requirement changes only its own field's step, never what reads that field.
  private mutating func readRequirement(_ condition: Condition?, level: FieldPath, by reader: Int) {
    guard case .expression(let expression, _, _)? = condition else {
      guard case .template(let template)? = condition else { return }
      guard let names = templates.names(of: template) else {
        templateReaders.append(reader)
        return
      }
      for target in targets(of: names) { requirementReaders[target, default: []].append(reader) }
      return
    }
    for reference in expression.references {
      guard let target = fields.resolve(reference, from: level) else { continue }
      requirementReaders[target.path, default: []].append(reader)
    }
  }

  /// The top-level fields a template's names stand for (a name of no field reads
  /// nothing an answer changes).
  private func targets(of names: Set<String>) -> [FieldPath] {
    names.compactMap { fields.resolve(FieldPath([.key($0)]), from: .root)?.path }
  }

  /// Folds the graph: a field's cut is the least anchor among its readers, their cuts,
  /// and its children's cuts.
  ///
  /// Depth-first with an explicit stack (chains run to thousands
  /// of fields); a cycle (through subforms, which the loader's check does not follow)
  /// makes every change start from the top.
  func cuts() -> (cuts: [Int], readerCuts: [Int]) {
    let count = anchors.count
    var readersOf = [[Int]](repeating: [], count: count)
    for (path, list) in readers {
      if let ordinal = fields.ordinal(filedAt: path) { readersOf[ordinal] = list }
    }
    var requirers = [Int](repeating: Int.max, count: count)
    for (path, list) in requirementReaders {
      guard let ordinal = fields.ordinal(filedAt: path) else { continue }
      requirers[ordinal] = list.reduce(Int.max) { min($0, anchors[$1]) }
    }
    var cut = [Int](repeating: Int.max, count: count)
    var state = [UInt8](repeating: 0, count: count)  // 1 on the stack, 2 done
    var cyclic = false
    for start in 0..<count where state[start] == 0 {
      var stack: [(node: Int, next: Int)] = [(start, 0)]
      state[start] = 1
      while let top = stack.last {
        let readerList = readersOf[top.node]
        let childList = children[top.node]
        if top.next == readerList.count + childList.count {
          var least = requirers[top.node]
          for reader in readerList { least = min(least, anchors[reader], cut[reader]) }
          for child in childList { least = min(least, cut[child]) }
          cut[top.node] = least
          state[top.node] = 2
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let target =
          top.next < readerList.count
          ? readerList[top.next] : childList[top.next - readerList.count]
        switch state[target] {
        case 1: cyclic = true
        case 0:
          state[target] = 1
          stack.append((target, 0))
        default: break
        }
      }
    }
    if cyclic {
      return (Array(repeating: 0, count: count), Array(repeating: 0, count: count))
    }
    let readerCut = readersOf.enumerated().map { ordinal, list in
      list.reduce(requirers[ordinal]) { least, reader in min(least, anchors[reader], cut[reader]) }
    }
    return (cut, readerCut)
  }
}
