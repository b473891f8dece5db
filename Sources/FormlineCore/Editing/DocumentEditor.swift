import OrderedCollections

/// Walks a file's values and the values it should hold side by side and collects the
/// smallest text edits that turn one into the other: untouched values keep their text,
/// byte for byte.
struct DocumentEditor {
  let syntax: any EditSyntax

  /// - Parameters:
  ///   - node: Where the old value is written.
  ///   - old: What the file holds there.
  ///   - new: What it should hold.
  ///   - inFlow: Whether the node sits inside a bracketed collection.
  ///   - path: The node's path, for refusals.
  /// - Returns: The edits, none when the values agree.
  /// - Throws: `EditRefusal` when a change has no small edit in this syntax.
  func edits(
    _ node: SpanNode, old: AnswerValue, new: AnswerValue, inFlow: Bool = false,
    at path: FieldPath = .root
  ) throws(EditRefusal) -> [TextEdit] {
    if sameValue(old, new) { return [] }
    let flow = inFlow || node.style == .flow
    switch (old, new, node.content) {
    case (.object(let oldMembers), .object(let newMembers), .mapping(let spans))
    where DocumentEditor.descends(node, old: old, new: new):
      return try memberEdits(
        node, spans: spans, old: oldMembers, new: newMembers, inFlow: flow, at: path)
    case (.array(let oldItems), .array(let newItems), .sequence(let spans))
    where DocumentEditor.descends(node, old: old, new: new):
      do {
        return try itemEdits(
          node, spans: spans, old: oldItems, new: newItems, inFlow: flow, at: path)
      } catch  where (node.style == .block || node.style == .flow) && error.path == path {
        // Some lists cannot lose or gain an item line by line (`- - a`, or every item
        // removed from a block list); such a list is written again, whole. A refusal from
        // inside an item stands: writing the list again would drop its comments.
        return try syntax.replace(node, with: new, inFlow: inFlow, at: path)
      }
    default:
      if node.style == .table || node.style == .tableArray || node.style == .dotted {
        throw EditRefusal("a table cannot become another kind of value in place", at: path)
      }
      return try syntax.replace(node, with: new, inFlow: inFlow, at: path)
    }
  }

  private func memberEdits(
    _ node: SpanNode, spans: [SpanMember], old: ObjectMembers,
    new: ObjectMembers, inFlow: Bool, at path: FieldPath
  ) throws(EditRefusal) -> [TextEdit] {
    var edits: [TextEdit] = []
    var removed: [Int] = []
    for (index, span) in spans.enumerated() {
      let memberPath = path.appending(span.key)
      // A key written twice (TOML tables, YAML merge-free duplicates) counts once, last.
      guard spans.lastIndex(where: { CodePointNames.same($0.key, span.key) }) == index,
        let oldValue = old[span.key]
      else { continue }
      if let newValue = new[span.key] {
        // A value that changes kind may need more than its own text changed: a YAML
        // block collection starts on the line below its key, a TOML table is a section.
        if !sameValue(oldValue, newValue),
          !DocumentEditor.descends(span.value, old: oldValue, new: newValue),
          let replaced = try syntax.replaceMember(
            index, of: node, with: newValue, inFlow: inFlow, at: memberPath)
        {
          edits += replaced
          continue
        }
        edits += try self.edits(
          span.value, old: oldValue, new: newValue, inFlow: inFlow, at: memberPath)
      } else {
        removed.append(index)
      }
    }
    if !removed.isEmpty {
      edits += try syntax.removeMembers(removed, of: node, leavingEmpty: new.isEmpty, at: path)
    }
    // New keys go before the next key that the file already has, in the result's order.
    var pending: [(key: String, value: AnswerValue)] = []
    for (key, value) in new {
      if old[key] == nil {
        pending.append((key.text, value))
        continue
      }
      guard !pending.isEmpty else { continue }
      let before = spans.lastIndex { CodePointNames.same($0.key, key.text) }
      edits += try syntax.addMembers(pending, before: before, to: node, at: path)
      pending.removeAll()
    }
    if !pending.isEmpty {
      edits += try syntax.addMembers(pending, before: nil, to: node, at: path)
    }
    return edits
  }

  /// Whether the new value has the old one's shape in the file.
  ///
  /// If so their members or items are compared one by one: both objects (an alias is one
  /// value), or both lists with the items the file shows (an array of TOML tables only
  /// while its items are tables). A YAML block collection that becomes empty is `{}` or
  /// `[]`: a new value.
  static func descends(_ node: SpanNode, old: AnswerValue, new: AnswerValue) -> Bool {
    switch (old, new, node.content) {
    case (.object(let oldMembers), .object(let newMembers), .mapping):
      return node.style != .alias
        && !((oldMembers.isEmpty || newMembers.isEmpty) && node.style == .block)
    case (.array(let oldItems), .array(let newItems), .sequence(let spans)):
      guard spans.count == oldItems.count, !(newItems.isEmpty && node.style == .block) else {
        return false
      }
      guard node.style == .tableArray else { return true }
      return !newItems.isEmpty && newItems.allSatisfy { $0.objectValue != nil }
    default:
      return false
    }
  }

  /// Items changed in place when the count holds; otherwise the items added or removed
  /// when the shorter list is the longer one with some left out, else changed pairwise
  /// with the rest added or removed at the end.
  private func itemEdits(
    _ node: SpanNode, spans: [SpanNode], old: [AnswerValue], new: [AnswerValue], inFlow: Bool,
    at path: FieldPath
  ) throws(EditRefusal) -> [TextEdit] {
    if old.count == new.count {
      var edits: [TextEdit] = []
      for index in old.indices {
        edits += try self.edits(
          spans[index], old: old[index], new: new[index], inFlow: inFlow,
          at: path.appending(index: index))
      }
      return edits
    }
    if new.count < old.count, let kept = DocumentEditor.subsequence(new, of: old) {
      let removed = old.indices.filter { !kept.contains($0) }
      return try syntax.removeItems(removed, of: node, at: path)
    }
    if new.count > old.count, let kept = DocumentEditor.subsequence(old, of: new) {
      var edits: [TextEdit] = []
      var pending: [AnswerValue] = []
      var oldIndex = 0
      for (index, item) in new.enumerated() {
        if kept.contains(index) {
          if !pending.isEmpty {
            edits += try syntax.insertItems(pending, before: oldIndex, into: node, at: path)
            pending.removeAll()
          }
          oldIndex += 1
        } else {
          pending.append(item)
        }
      }
      if !pending.isEmpty {
        edits += try syntax.insertItems(pending, before: nil, into: node, at: path)
      }
      return edits
    }
    let common = min(old.count, new.count)
    var edits: [TextEdit] = []
    for index in 0..<common {
      edits += try self.edits(
        spans[index], old: old[index], new: new[index], inFlow: inFlow,
        at: path.appending(index: index))
    }
    if new.count > common {
      edits += try syntax.insertItems(Array(new[common...]), before: nil, into: node, at: path)
    } else {
      edits += try syntax.removeItems(Array(common..<old.count), of: node, at: path)
    }
    return edits
  }

  /// The indexes in `longer` matched, in order, by the items of `shorter`, or nil when
  /// `shorter` is not `longer` with some items left out.
  static func subsequence(_ shorter: [AnswerValue], of longer: [AnswerValue]) -> Set<Int>? {
    var matched: Set<Int> = []
    var index = 0
    for item in shorter {
      while index < longer.count, !sameValue(longer[index], item) { index += 1 }
      guard index < longer.count else { return nil }
      matched.insert(index)
      index += 1
    }
    return matched
  }
}
