/// How a tuple's positions (`FieldCollection.positions`) are named when they have no title of their
/// own: by place and kind, "1st (number)", "2nd (whole number)".
enum TuplePositions {
  /// The title of the position at `index` (from 0) holding `position`.
  static func title(of position: Field, at index: Int) -> String {
    var kind = position.kindDescription
    for article in ["a ", "an "] where kind.hasPrefix(article) {
      kind.removeFirst(article.count)
    }
    return "\(ordinal(index + 1)) (\(kind))"
  }

  /// "1st", "2nd", "3rd", "4th", … "11th", "21st".
  static func ordinal(_ number: Int) -> String {
    let suffix: String
    switch (number % 10, number % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(number)\(suffix)"
  }

  /// Kinds a position cannot have: the fill asks and stores each position as one value.
  static func isSingleValue(_ field: Field) -> Bool {
    ![.form, .array, .union].contains(field.kind) && !field.collection.keyedMap
  }
}
