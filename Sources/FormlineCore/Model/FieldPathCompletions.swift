/// The `--set` assignments a form answers, for the shells' Tab completion: `name=`,
/// `address.city=`, `tags[0]=`, `contacts[0].email=`.
package enum FieldPathCompletions {
  /// Every value field's path followed by `=`, in form order.
  ///
  /// A collection's items are offered at `[0]`; recursive forms (a JSON Schema tree) stop
  /// at `maximumDepth` levels.
  /// - Parameters:
  ///   - form: The loaded form.
  ///   - maximumDepth: How many subforms and collections deep paths go.
  /// - Returns: The assignments' left sides, each with its `=`.
  package static func assignments(in form: Form, maximumDepth: Int = 4) -> [String] {
    var paths: [String] = []
    collect(form.fields, under: "", depth: 0, maximumDepth: maximumDepth, into: &paths)
    return paths
  }

  private static func collect(
    _ fields: [Field], under prefix: String, depth: Int, maximumDepth: Int,
    into paths: inout [String]
  ) {
    for field in fields where !field.kind.isVirtual && !field.derived.isComputed {
      guard let key = field.key else { continue }
      let path = prefix.isEmpty ? key : prefix + "." + key
      collect(field, at: path, depth: depth, maximumDepth: maximumDepth, into: &paths)
    }
  }

  private static func collect(
    _ field: Field, at path: String, depth: Int, maximumDepth: Int, into paths: inout [String]
  ) {
    if let subform = field.subform {
      guard depth < maximumDepth else { return }
      collect(
        subform.fields, under: path, depth: depth + 1, maximumDepth: maximumDepth, into: &paths)
    } else if field.kind == .array, let template = field.collection.template {
      guard depth < maximumDepth else { return }
      collect(
        template, at: path + "[0]", depth: depth + 1, maximumDepth: maximumDepth, into: &paths)
    } else {
      paths.append(path + "=")
    }
  }
}
