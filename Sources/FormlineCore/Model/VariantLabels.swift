/// The names a union's variants go by on its menu and in messages, made from what the schema
/// says about each: its title; else the name of the definition it was written as
/// (`expression syntax (text)` for a `$ref` to `expressionSyntax`) or, for an object, what
/// tells it apart (`kind: git`, `with runs-on`); else its shape (`text`, `list of text`,
/// `object with group, labels`, `one of push, pull_request, …`).
///
/// Two variants never share a name: where they would, each is told apart by the first
/// words of its description, then by its pattern or format (`text matching ^v[0-9]`), and
/// only when the schema says nothing more, by its place (`text (2)`).
///
/// ✅ `anyOf: [{$ref: name}, {type: array, items: {$ref: name}}]` → `name (text)`,
///    `list of name`
/// ✅ `oneOf: [{type: string, pattern: "^v"}, {type: string}]` → `text matching ^v`, `text`
enum VariantLabels {
  /// How many values or members a shape lists before "…".
  private static let listedCount = 3
  /// How many words of a description tell two variants apart.
  private static let describingWords = 6

  /// One distinct label per variant of `union`, in the variants' order.
  static func labels(of union: Field) -> [String] {
    let variants = union.union.variants.map { $0.expanded ?? $0 }
    var labels = variants.map { own($0, in: union) }
    // Told apart by what each says of itself, when it says something the others do not.
    for describe in [description, pattern] {
      for group in duplicates(labels) {
        for index in group {
          guard let extra = describe(variants[index]) else { continue }
          labels[index] += " " + extra
        }
      }
    }
    var used: Set<String> = []
    for index in labels.indices {
      var label = labels[index]
      var number = index + 1
      while used.contains(label) {
        label = "\(labels[index]) (\(number))"
        number += 1
      }
      labels[index] = label
      used.insert(label)
    }
    return labels
  }

  /// A variant in a few words, for the echo of a value it took (`push (event)`,
  /// `8080 (a whole number)`): its title, its definition's name, or its shape.
  static func brief(_ variant: Field) -> String {
    let variant = variant.expanded ?? variant
    if !variant.title.isEmpty, variant.title != "Item" { return variant.title }
    return variant.schemaName.map(words) ?? shape(of: variant, depth: 0)
  }

  /// The label a variant has on its own: its title, its definition's name, what tells an
  /// object apart, or its shape.
  private static func own(_ variant: Field, in union: Field) -> String {
    if !variant.title.isEmpty, variant.title != "Item" { return variant.title }
    let name = variant.schemaName.map(words)
    if variant.kind == .form, variant.subform != nil {
      let apart =
        UnionChoice.distinguishingConstant(of: variant)
        ?? UnionChoice.distinguishingRequirement(of: variant, in: union)
      switch (name, apart) {
      case (let name?, let apart?): return "\(name) (\(apart))"
      case (let name?, nil): return name
      case (nil, let apart?): return apart
      case (nil, nil): return shape(of: variant, depth: 0)
      }
    }
    let shape = shape(of: variant, depth: 0)
    guard let name, name != shape else { return shape }
    return "\(name) (\(shape))"
  }

  /// What a value of the variant looks like, in a few words.
  static func shape(of field: Field, depth: Int) -> String {
    let field = field.expanded ?? field
    if !field.choices.options.isEmpty, field.choices.mode != .multiple {
      return listed(
        field.choices.options.map { $0.value.editableText }, single: { "'\($0)'" }, many: "one of")
    }
    if field.choices.mode == .multiple {
      return "list of "
        + listed(field.choices.options.map { $0.value.editableText }, single: { $0 }, many: "")
    }
    switch field.kind {
    case .form:
      let keys = field.subform?.fields.compactMap(\.key) ?? []
      return keys.isEmpty ? "object" : "object with " + listed(keys, single: { $0 }, many: "")
    case .array where field.collection.keyedMap:
      let value = field.collection.template?.subform?.field(withKey: KeyedMap.valueField)
      return "object of " + (value.map { named($0, depth: depth + 1) } ?? "values")
    case .array where !field.collection.positions.isEmpty:
      return "list of "
        + field.collection.positions.map { named($0, depth: depth + 1) }.joined(separator: ", ")
    case .array:
      return "list" + (field.collection.template.map { " of " + named($0, depth: depth + 1) } ?? "")
    case .union:
      guard depth < 2 else { return "a value" }
      return field.union.variants.map { named($0, depth: depth + 1) }.joined(separator: " or ")
    case .text, .longtext, .password, .phone, .twitter, .account, .name:
      return "text"
    default:
      return field.kindDescription
    }
  }

  /// An item or member: by its definition's name when it has one (`list of event`), else
  /// by its shape.
  private static func named(_ field: Field, depth: Int) -> String {
    if let name = field.schemaName ?? (field.expanded ?? field).schemaName { return words(name) }
    guard depth < 3 else { return "values" }
    return shape(of: field, depth: depth)
  }

  /// "a, b, c, …" (the first few), `single` for one value.
  private static func listed(
    _ values: [String], single: (String) -> String, many: String
  ) -> String {
    let shown = values.prefix(listedCount).map(SafeText.neutraliseSingleLine)
    if values.count == 1, let only = shown.first {
      return single(only)
    }
    let text = shown.joined(separator: ", ") + (values.count > listedCount ? ", …" : "")
    return many.isEmpty ? text : "\(many) \(text)"
  }

  /// `expressionSyntax` → "expression syntax", `URLPattern` → "URL pattern".
  private static func words(_ name: String) -> String {
    let parts = TitleFromKey.words(in: name)
    guard !parts.isEmpty else { return name }
    return parts.map { word in
      word.count > 1 && word == word.uppercased() ? word : word.lowercased()
    }.joined(separator: " ")
  }

  /// The first words of the variant's description, in parentheses.
  private static func description(_ variant: Field) -> String? {
    guard let help = variant.help, !help.isEmpty else { return nil }
    let sentence = help.prefix { $0 != "\n" && $0 != "." }
    let words = sentence.split(separator: " ")
    guard !words.isEmpty else { return nil }
    let shown = words.prefix(describingWords).joined(separator: " ")
    let text = words.count > describingWords ? shown + "…" : shown
    return "(\(SafeText.neutraliseSingleLine(text)))"
  }

  /// "matching ^v[0-9]" for a pattern, "as date" for a format checked by kind.
  private static func pattern(_ variant: Field) -> String? {
    for validator in variant.validators {
      switch validator.rule {
      case .regex(let pattern), .search(let pattern):
        let shortened = pattern.count > 24 ? pattern.prefix(24) + "…" : Substring(pattern)
        return "matching " + SafeText.neutraliseSingleLine(String(shortened))
      default:
        continue
      }
    }
    return nil
  }

  /// The indexes of labels that more than one variant has, grouped.
  private static func duplicates(_ labels: [String]) -> [[Int]] {
    var groups: [String: [Int]] = [:]
    for (index, label) in labels.enumerated() { groups[label, default: []].append(index) }
    return groups.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
  }
}
