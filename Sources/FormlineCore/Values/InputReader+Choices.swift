import FoundationEssentials
import OrderedCollections

/// Reading menu answers: one item, or lists and ranges for multi-select.
extension InputReader {
  func readSingleChoice(_ text: String, for field: Field) -> InputReading {
    let menu = ChoiceMenu(field)
    switch menu.item(for: text) {
    case .success(let item):
      guard let index = item.optionIndex else { return .value(.null, echo: item.title) }
      return .value(menu.storedValue(forOption: index), echo: item.title)
    case .failure(let problem):
      return .invalid(problem.message)
    }
  }

  /// `1,3-5`, `all`, `none`, titles and prefixes separated by commas.
  ///
  /// Values are stored in option order whatever order they were typed in; `+3`/`-1`
  /// change `current` instead.
  func readMultipleChoice(_ text: String, for field: Field, current: AnswerValue? = nil)
    -> InputReading
  {
    if let change = readSelectionChange(text, for: field, current: current) { return change }
    let menu = ChoiceMenu(field)
    var chosen = Set<Int>()
    var placeholderChosen = false
    let lowered = text.trimmingSpaces.lowercased()
    if lowered == "all" || lowered == "*" {
      chosen = Set(field.choices.options.indices)
    } else if lowered != "none" && lowered != "-" {
      for rawToken in text.split(separator: ",") {
        let token = rawToken.trimmingSpaces
        if token.isEmpty { continue }
        if let range = numberRange(token) {
          guard range.lowerBound >= 1, range.upperBound <= menu.items.count else {
            return .invalid("\(token) is outside the menu; choose from 1 to \(menu.items.count)")
          }
          for number in range {
            if let index = menu.items[number - 1].optionIndex {
              chosen.insert(index)
            } else {
              placeholderChosen = true
            }
          }
          continue
        }
        switch menu.item(for: token) {
        case .success(let item):
          if let index = item.optionIndex {
            chosen.insert(index)
          } else {
            placeholderChosen = true
          }
        case .failure(let problem):
          return .invalid(problem.message)
        }
      }
    }
    if placeholderChosen, let placeholder = field.placeholder {
      // The placeholder is the multi-select's "None": no value at all, on its own.
      guard chosen.isEmpty else {
        return .invalid("'\(placeholder)' cannot be chosen with other options")
      }
      return .value(.null, echo: placeholder)
    }
    let indexes = chosen.sorted()
    let titles = indexes.map { field.choices.options[$0].title }.joined(separator: ", ")
    return .value(
      MultipleChoiceStorage.value(for: indexes, field: field),
      echo: titles.isEmpty ? "(none)" : titles)
  }

  /// `3-5` → 3...5; nil when the token is not a range.
  func numberRange(_ token: String) -> ClosedRange<Int>? {
    let parts = token.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2,
      let low = Int(parts[0].trimmingSpaces),
      let high = Int(parts[1].trimmingSpaces), low <= high
    else { return nil }
    return low...high
  }
}

/// How a multi-select stores its chosen options (formline(5) OPTIONS).
package enum MultipleChoiceStorage {
  package static func value(for indexes: [Int], field: Field) -> AnswerValue {
    if field.kind == .bitfield {
      var mask = 0
      for index in indexes {
        if case .integer(let explicit) = field.choices.options[index].value {
          mask |= explicit
        } else if index < Int.bitWidth - 1 {
          mask |= 1 << index
        }
      }
      return .integer(mask)
    }
    switch field.valueClass {
    case .indexSet?:
      return .array(indexes.map { .integer($0) })
    case .dictionary?:
      return .array(
        indexes.map {
          .object(["value": field.choices.options[$0].value, "index": .integer($0)])
        })
    default:
      return .array(indexes.map { field.choices.options[$0].value })
    }
  }

  /// The option indexes a stored value selects (the inverse of `value(for:field:)`).
  package static func indexes(of value: AnswerValue, field: Field) -> [Int]? {
    if field.kind == .bitfield {
      guard case .integer(let mask) = value else { return nil }
      let indexes = field.choices.options.indices.filter { index in
        if case .integer(let explicit) = field.choices.options[index].value {
          return mask & explicit == explicit && explicit != 0
        }
        return index < Int.bitWidth - 1 && mask & (1 << index) != 0
      }
      // A mask with bits no option stands for would silently lose them.
      return value == self.value(for: indexes, field: field) ? indexes : nil
    }
    guard let items = value.arrayValue else { return nil }
    var result: [Int] = []
    for item in items {
      switch field.valueClass {
      case .indexSet?:
        guard case .integer(let index) = item, field.choices.options.indices.contains(index) else {
          return nil
        }
        result.append(index)
      case .dictionary?:
        guard case .integer(let index)? = item.objectValue?["index"],
          field.choices.options.indices.contains(index)
        else { return nil }
        result.append(index)
      default:
        guard let index = field.choices.options.firstIndex(where: { $0.value == item }) else {
          return nil
        }
        result.append(index)
      }
    }
    return Array(Set(result)).sorted()
  }
}
