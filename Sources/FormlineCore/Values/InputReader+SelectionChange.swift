import FoundationEssentials

/// `+3`, `-1`, `+cat`, `+2,-4`: a multi-select answer that changes the current selection
/// instead of replacing it.
extension InputReader {
  /// Reads a change of the selection.
  ///
  /// ✅ `+3` on `[1]` → items 1 and 3; `-1,+2` on `[1]` → item 2; `+dog,cat` adds both
  /// ❌ `+9` on five options → "9 is not in the menu; choose 1 to 5"
  ///
  /// - Parameters:
  ///   - text: The line as typed.
  ///   - field: A multi-select.
  ///   - current: The selection now (the default when nothing was answered yet).
  /// - Returns: nil when the text is no change: no leading sign, `-` alone (none), or an
  ///   option's own text.
  func readSelectionChange(_ text: String, for field: Field, current: AnswerValue?)
    -> InputReading?
  {
    let trimmed = text.trimmingSpaces
    guard let first = trimmed.first, first == "+" || first == "-", trimmed != "-" else {
      return nil
    }
    let menu = ChoiceMenu(field)
    if menu.items.contains(where: { $0.title.lowercased() == trimmed.lowercased() }) { return nil }
    let base = (current ?? field.defaultValue).flatMap {
      MultipleChoiceStorage.indexes(of: $0, field: field)
    }
    var chosen = Set(base ?? [])
    var adding = true
    for rawToken in trimmed.split(separator: ",") {
      var token = rawToken.trimmingSpaces
      // A sign holds for the items after it until the next sign.
      if let sign = token.first, sign == "+" || sign == "-" {
        adding = sign == "+"
        token = String(token.dropFirst()).trimmingSpaces
      }
      if token.isEmpty { return .invalid("name an item after + or - (+3, -1, +dog)") }
      let numbers: [Int]
      if let range = numberRange(token) {
        guard range.lowerBound >= 1, range.upperBound <= menu.items.count else {
          return .invalid("\(token) is outside the menu; choose from 1 to \(menu.items.count)")
        }
        numbers = Array(range)
      } else {
        switch menu.item(for: token) {
        case .success(let item): numbers = [item.number]
        case .failure(let problem): return .invalid(problem.message)
        }
      }
      for number in numbers {
        guard let index = menu.items[number - 1].optionIndex else {
          return .invalid("'\(menu.items[number - 1].title)' cannot be added or removed")
        }
        if adding { chosen.insert(index) } else { chosen.remove(index) }
      }
    }
    let indexes = chosen.sorted()
    let titles = indexes.map { field.choices.options[$0].title }.joined(separator: ", ")
    return .value(
      MultipleChoiceStorage.value(for: indexes, field: field),
      echo: titles.isEmpty ? "(none)" : titles)
  }
}
