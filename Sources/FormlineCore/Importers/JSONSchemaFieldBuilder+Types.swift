/// The field kind a schema's `type` asks for.
extension JSONSchemaFieldBuilder {
  struct Types {
    /// The `type` names every part allows; nil when no part has `type`.
    var names: [String]?
    /// `null` is allowed besides the kind.
    var nullable = false
    /// The kind the value is asked as; nil for any value, or when only null is allowed.
    var kind: FieldKind?
    /// Only `null` is allowed.
    var onlyNull = false
    /// The type names when there are several (besides `null`): a union.
    var union: [String]?
  }

  private static let typeNames = [
    "object", "array", "string", "integer", "number", "boolean", "null",
  ]

  /// The allowed types (every part's `type` holds at once), or the type the other keywords
  /// imply when no part names one.
  func types(of view: JSONSchemaView, path: FieldPath) -> Types {
    var allowed: [String]?
    for node in view.all("type") {
      let given = node.items.map { $0.compactMap(\.scalarText) } ?? node.scalarText.map { [$0] }
      guard let given else {
        context.error("'type' must be a name or a list of names", at: node.location, path: path)
        continue
      }
      // A published schema's own mistake (Uplift's `type: "#/$defs/JSONBump"`, meant as a
      // `$ref`) is its author's: told once, and the part is not asked; the result's check
      // refuses a value that reaches it.
      for name in given where !Self.typeNames.contains(name) {
        context.warning(
          "'\(name)' is not a JSON Schema type: this part is not asked", at: node.location,
          path: path, notes: NodeReader.suggestion(for: name, among: Self.typeNames))
      }
      let names = given.filter(Self.typeNames.contains)
      guard !names.isEmpty else { continue }
      // `integer` is a `number`: ["number"] and ["integer"] together allow integers.
      allowed =
        allowed.map { previous in
          previous.filter { names.contains($0) || $0 == "integer" && names.contains("number") }
            + (previous.contains("number") && !previous.contains("integer")
              && names.contains("integer") ? ["integer"] : [])
        } ?? names
    }
    var types = Types(names: allowed)
    guard let allowed else {
      types.kind = impliedKind(view)
      return types
    }
    types.nullable = allowed.contains("null")
    let values = allowed.filter { $0 != "null" }
    types.onlyNull = values.isEmpty && types.nullable
    guard !values.isEmpty else { return types }
    let chosen: String
    if values.count == 1 {
      chosen = values[0]
    } else if Set(values) == ["integer", "number"] {
      chosen = "number"
    } else {
      // A union (`unionField` asks it); this kind serves only an `enum` of those types.
      types.union = values
      chosen = values.contains("string") ? "string" : values[0]
    }
    types.kind = Self.kind(named: chosen)
    return types
  }

  static func kind(named name: String) -> FieldKind? {
    switch name {
    case "object": .form
    case "array": .array
    case "string": .text
    case "integer": .integer
    case "number": .number
    case "boolean": .boolean
    default: nil
    }
  }

  /// The kind a schema without `type` describes by its other keywords, if any.
  private func impliedKind(_ view: JSONSchemaView) -> FieldKind? {
    if describesObject(view) { return .form }
    if view.has("items") || view.has("minItems") || view.has("maxItems") { return .array }
    if view.has("minLength") || view.has("maxLength") || view.has("pattern")
      || view.has("format")
    {
      return .text
    }
    if view.has("minimum") || view.has("maximum") || view.has("multipleOf") { return .number }
    if let values = view.all("enum").first?.items?.map(\.answerValue) {
      let nonNull = values.filter { !$0.isNull }
      if !nonNull.isEmpty, nonNull.allSatisfy({ if case .integer = $0 { true } else { false } }) {
        return .integer
      }
      return .text
    }
    return nil
  }
}
