/// How messages name a place inside a keyed map: as the file writes it.
///
/// A map's items are kept as a list of name and value (`jobs[0].key`, `jobs[0].value`), so
/// an answer can be asked and edited like any item; the file holds `jobs: {build: …}`, and
/// a person reading a message looks for `jobs.build.runs-on`.
extension KeyedMap {
  /// The path a message names for `path`: each map item by its name once it has one
  /// (`jobs.build.runs-on`), else by its place (`jobs[0].runs-on`).
  /// - Parameters:
  ///   - path: A path as the answers keep it.
  ///   - form: The form, to tell maps from other lists.
  ///   - answers: The answers, which hold the items' names.
  /// - Returns: The path to show.
  package static func shownPath(_ path: FieldPath, in form: Form, answers: Answers) -> FieldPath {
    let components = path.components
    guard components.contains(where: { if case .index = $0 { true } else { false } }) else {
      return path
    }
    var shown: [FieldPath.Component] = []
    var position = 0
    while position < components.count {
      let component = components[position]
      position += 1
      guard case .index = component,
        FieldLookup.field(at: FieldPath(Array(components[..<(position - 1)])), in: form)?
          .collection.keyedMap == true
      else {
        shown.append(component)
        continue
      }
      let item = FieldPath(Array(components[..<position]))
      if let name = answers[item.appending(keyField)]?.stringValue, !name.isEmpty {
        shown.append(.key(name))
      } else {
        shown.append(component)
      }
      // The item's name or value is the item itself in the file.
      if position < components.count, case .key(let member) = components[position],
        member == keyField || member == valueField
      {
        position += 1
      }
    }
    return FieldPath(shown)
  }
}
