import FoundationEssentials

/// The numbered items of a choice field as the user sees them: a `placeholder` item that
/// sets null comes first (unless the field has a default), then the options (formline(5) OPTIONS).
package struct ChoiceMenu: Sendable {
  package struct Item: Sendable, Hashable {
    /// 1-based number shown in the menu.
    package var number: Int
    package var title: String
    /// Index among the options (nil for the placeholder item).
    package var optionIndex: Int?
  }

  package let field: Field
  package let items: [Item]

  package init(_ field: Field) {
    self.field = field
    var items: [Item] = []
    // FXForms: the placeholder item sets nil, which a field with a default cannot become
    // that way; for a multi-select it is the "None" item.
    if field.choices.mode != nil, field.defaultValue == nil, let placeholder = field.placeholder {
      items.append(Item(number: 1, title: placeholder, optionIndex: nil))
    }
    for (index, option) in field.choices.options.enumerated() {
      items.append(Item(number: items.count + 1, title: option.title, optionIndex: index))
    }
    self.items = items
  }

  /// The item that leaves the field unanswered (from `placeholder`), if the menu has one.
  package var placeholderItem: Item? { items.first { $0.optionIndex == nil } }

  /// FXForms stores the option's index when the field is numeric and its options are not.
  package var storesIndex: Bool {
    guard field.kind.isNumeric, field.kind != .bitfield else { return false }
    return !field.choices.options.allSatisfy { $0.value.doubleValue != nil }
  }

  /// The value stored for an option.
  package func storedValue(forOption index: Int) -> AnswerValue {
    storesIndex ? .integer(index) : field.choices.options[index].value
  }

  /// The option a stored value stands for, to show it or pre-select it.
  package func optionIndex(of value: AnswerValue) -> Int? {
    if storesIndex, case .integer(let index) = value, field.choices.options.indices.contains(index)
    {
      return index
    }
    return field.choices.options.firstIndex { $0.value == value }
      ?? field.choices.options.firstIndex {
        $0.value.doubleValue != nil
          && $0.value.doubleValue == value.doubleValue
      }
  }

  /// Finds the item a token names: an option whose title or value is the token, else the
  /// menu number, else a unique prefix of a title.
  ///
  /// The option's own text comes first, so `1` on `options: [3, 1, 2, 5]` is the value 1 on
  /// every path (typed, piped, `--set`, the environment), and a number that is no menu
  /// position can still be a prefix ("15" → "15 minutes before").
  /// - Returns: the item, or the reason the token names none.
  func item(for token: String) -> Result<Item, ChoiceProblem> {
    let trimmed = token.trimmingSpaces
    let lowered = trimmed.lowercased()
    // A bitfield's values are bit masks nobody sees in the menu: its numbers are positions.
    let valuesAreText = field.kind != .bitfield
    if let exact = items.first(where: {
      $0.title.lowercased() == lowered
        || valuesAreText
          && $0.optionIndex.map { field.choices.options[$0].value.editableText.lowercased() }
            == lowered
    }) {
      return .success(exact)
    }
    let number = Int(trimmed)
    if let number, let item = items.first(where: { $0.number == number }) {
      return .success(item)
    }
    // A yes/no option (copier's `{customized: true, simple: false}`) is also named by the
    // words a yes/no answer accepts.
    if let flag = BooleanInput.read(trimmed),
      let item = items.first(where: {
        $0.optionIndex.map { field.choices.options[$0].value } == .bool(flag)
      })
    {
      return .success(item)
    }
    let prefixed = items.filter { $0.title.lowercased().hasPrefix(lowered) }
    if prefixed.count == 1 { return .success(prefixed[0]) }
    if prefixed.count > 1 { return .failure(.ambiguous(trimmed, prefixed.map(\.title))) }
    if let number { return .failure(.outOfRange(number, items.count)) }
    return .failure(.unknown(trimmed))
  }
}

/// Why a typed token names no menu item.
enum ChoiceProblem: Error {
  case outOfRange(Int, Int)
  case ambiguous(String, [String])
  case unknown(String)

  var message: String {
    switch self {
    case .outOfRange(let number, let count):
      "\(number) is not in the menu; choose 1 to \(count)"
    case .ambiguous(let token, let titles):
      "'\(token)' could be \(titles.map { "'\($0)'" }.joined(separator: " or "))"
    case .unknown(let token):
      "'\(token)' is not one of the choices"
    }
  }
}
