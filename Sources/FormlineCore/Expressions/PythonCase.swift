import FoundationEssentials

/// Python's and Jinja's case and whitespace rules, which differ from Foundation's
/// (`'hello world'.title()` and `"o'neil".title()` → `O'Neil`).
enum PythonCase {
  enum Side { case both, leading, trailing }

  /// `str.capitalize()`: the first character upper-case, the rest lower-case.
  static func capitalize(_ text: String) -> String {
    guard let first = text.first else { return text }
    return String(first).uppercased() + text.dropFirst().lowercased()
  }

  /// `str.title()`: upper-case after any uncased character, lower-case after a cased one.
  static func pythonTitle(_ text: String) -> String {
    var result = ""
    var previousCased = false
    for character in text {
      let cased = character.unicodeScalars.contains { $0.properties.isCased }
      result += previousCased ? character.lowercased() : character.uppercased()
      previousCased = cased
    }
    return result
  }

  /// Jinja's `title` filter: a word starts after whitespace, `-`, `(`, `{`, `[` or `<` only.
  static func jinjaTitle(_ text: String) -> String {
    var result = ""
    var atWordStart = true
    for character in text {
      let isSeparator =
        character.isWhitespace || "-({[<".contains(character)
      if isSeparator {
        result.append(character)
        atWordStart = true
      } else {
        result += atWordStart ? character.uppercased() : character.lowercased()
        atWordStart = false
      }
    }
    return result
  }

  /// `str.strip(chars)`; without `chars`, whitespace.
  static func strip(_ text: String, _ characters: String?, _ side: Side) -> String {
    let set = characters.map { Set($0.unicodeScalars) }
    func removable(_ scalar: Unicode.Scalar) -> Bool {
      set.map { $0.contains(scalar) } ?? scalar.properties.isWhitespace
    }
    var scalars = text.unicodeScalars[...]
    if side != .trailing {
      while let first = scalars.first, removable(first) { scalars = scalars.dropFirst() }
    }
    if side != .leading {
      while let last = scalars.last, removable(last) { scalars = scalars.dropLast() }
    }
    return String(String.UnicodeScalarView(scalars))
  }

  /// `str.replace(old, new)`; an empty `old` inserts `new` between characters, as Python.
  ///
  /// The size of the result is checked against the budget before it is built.
  static func replace(_ text: String, _ old: String, _ new: String, offset: Int)
    throws(ExpressionError) -> String
  {
    guard !old.isEmpty else {
      let scalars = text.unicodeScalars
      try ResultBudget.ensure(
        ResultBudget.product(new.utf8.count, scalars.count + 1).map { $0 + text.utf8.count },
        offset: offset)
      var result = String.UnicodeScalarView()
      result.appendEach(new.unicodeScalars)
      for scalar in scalars {
        result.append(scalar)
        result.appendEach(new.unicodeScalars)
      }
      return String(result)
    }
    if new.utf8.count > old.utf8.count {
      // Every occurrence grows the text by the difference; occurrences never overlap.
      let occurrences = text.utf8.count / old.utf8.count
      let growth = ResultBudget.product(new.utf8.count - old.utf8.count, occurrences)
      if growth.map({ $0 + text.utf8.count > ResultBudget.maximumBytes }) ?? true {
        // The bound is loose; count the real occurrences before refusing.
        let real = text.literalCount(of: old)
        try ResultBudget.ensure(
          ResultBudget.product(new.utf8.count - old.utf8.count, real).map {
            $0 + text.utf8.count
          }, offset: offset)
      }
    }
    return text.replacingLiterally(old, with: new)
  }
}
