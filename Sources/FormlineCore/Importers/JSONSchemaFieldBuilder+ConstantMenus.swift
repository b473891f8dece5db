/// A union whose every branch lists values (`oneOf: [{const: npm}, {const: pip}, …]`,
/// `anyOf` of `enum`s) is one choice among them all: the menu an `enum` gets, with its
/// filter, Tab completion and paging, rather than a line typed blind.
extension JSONSchemaFieldBuilder {
  /// The menu of every value the union's branches list, in order, each once.
  ///
  /// A branch's `title` is shown beside its one value. Nil when a branch describes anything else.
  func constantsMenu(_ union: Field, variants: [Field]) -> Field? {
    guard variants.count > 1,
      variants.allSatisfy({
        $0.choices.mode == .single && !$0.choices.options.isEmpty && $0.kind != .form
      })
    else { return nil }
    var options: [Option] = []
    // Looked up by value: a union may list hundreds of values (Azure Pipelines' tasks).
    var listed: Set<AnswerValue> = []
    for variant in variants {
      for option in variant.choices.options where listed.insert(option.value).inserted {
        var option = option
        if variant.choices.options.count == 1, !variant.title.isEmpty, variant.title != "Item" {
          option.title = option.value.editableText + " — " + variant.title
        }
        options.append(option)
      }
    }
    var field = union
    field.kind = Set(variants.map(\.kind)).count == 1 ? variants[0].kind : .text
    field.choices.options = options
    field.choices.mode = .single
    field.presentation = .menu
    return field
  }
}
