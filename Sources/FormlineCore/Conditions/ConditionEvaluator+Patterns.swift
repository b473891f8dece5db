import FormlineUnicode
import FoundationEssentials

extension ConditionEvaluator {
  /// Substring test where the empty string is contained in every string, as with `hasPrefix`.
  ///
  /// Canonically equivalent spellings match, as `==` compares them (an "é" typed as one code
  /// point or as "e" and a combining accent): non-ASCII text is compared in NFC.
  static func contains(_ text: String, _ part: String) -> Bool {
    text.containsCanonically(part)
  }

  /// `LIKE`: `*` matches any run of characters, `?` exactly one, `\*` and `\?` themselves.
  ///
  /// A greedy matcher that backtracks only to the last `*` runs in time proportional to
  /// text × pattern, so a hostile pattern cannot stall a fill.
  static func like(_ text: String, pattern: String) -> Bool {
    let characters = Array(text)
    let elements = likeElements(pattern)
    var textIndex = 0
    var patternIndex = 0
    var star: (pattern: Int, text: Int)?
    while textIndex < characters.count {
      if patternIndex < elements.count, elements[patternIndex].matches(characters[textIndex]) {
        textIndex += 1
        patternIndex += 1
      } else if patternIndex < elements.count, elements[patternIndex] == .anyRun {
        star = (patternIndex, textIndex)
        patternIndex += 1
      } else if let last = star {
        star = (last.pattern, last.text + 1)
        patternIndex = last.pattern + 1
        textIndex = last.text + 1
      } else {
        return false
      }
    }
    while patternIndex < elements.count, elements[patternIndex] == .anyRun {
      patternIndex += 1
    }
    return patternIndex == elements.count
  }

  /// `MATCHES`: whether the whole string matches a regular expression (`RegexCheck`).
  ///
  /// `[c]` sets the case-insensitive option and `[d]` folds diacritics on both sides. Invalid
  /// patterns from fields (literal ones are rejected by the parser) and matches too costly to
  /// finish make the comparison false.
  static func matches(_ left: AnswerValue, _ right: AnswerValue, _ modifiers: Modifiers) -> Bool {
    guard case .string(var text) = left, case .string(var pattern) = right else { return false }
    if modifiers.diacriticInsensitive {
      text = text.folded(.diacriticInsensitive)
      pattern = pattern.folded(.diacriticInsensitive)
    }
    return RegexCheck.wholeMatch(pattern, text, caseInsensitive: modifiers.caseInsensitive)
      == .match
  }

  private static func likeElements(_ pattern: String) -> [LikeElement] {
    var elements: [LikeElement] = []
    var escaping = false
    for character in pattern {
      if escaping {
        elements.append(.literal(character))
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "*" {
        elements.append(.anyRun)
      } else if character == "?" {
        elements.append(.anyOne)
      } else {
        elements.append(.literal(character))
      }
    }
    if escaping { elements.append(.literal("\\")) }
    return elements
  }
}

/// One step of a `LIKE` pattern.
private enum LikeElement: Equatable {
  case literal(Character)
  case anyOne
  case anyRun

  func matches(_ character: Character) -> Bool {
    switch self {
    case .literal(let expected): expected == character
    case .anyOne: true
    case .anyRun: false
    }
  }
}

extension ConditionExpression.Modifiers {
  /// The string as the modifiers compare it: case-folded for `[c]`, accents removed for `[d]`.
  ///
  /// Folded as Foundation's `folding(options:locale: nil)` folds it (NSPredicate's `[cd]`),
  /// by FormlineUnicode's tables rather than ICU.
  func fold(_ text: String) -> String {
    var options: FoldingOptions = []
    if caseInsensitive { options.insert(.caseInsensitive) }
    if diacriticInsensitive { options.insert(.diacriticInsensitive) }
    return text.folded(options)
  }
}
