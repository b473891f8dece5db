/// Reads lengths of time that move a date: "3 days", "3d", "an hour", "1.5 hours",
/// "3 years, 2 weeks and 5 days", "3y 5h 50m", "twelve minutes", "a couple of days".
///
/// Units: `y`/`yr`/`year`, `mo`/`mon`/`month`, `w`/`wk`/`week`, `d`/`day`, `h`/`hr`/`hour`,
/// `m`/`min`/`minute`, `s`/`sec`/`second` (and plurals). `m` is minutes, as in durations:
/// months are `mo`. Each unit may come once. Fractions are exact: "1.5 days" is a day and
/// twelve hours, "1.5 years" eighteen months; a fraction of a month is refused, since
/// months have no fixed length.
enum OffsetPhrase {
  enum Unit: Sendable, Hashable {
    case year, month, week, day, hour, minute, second
  }

  static let units: [String: Unit] = [
    "y": .year, "yr": .year, "yrs": .year, "year": .year, "years": .year,
    "mo": .month, "mos": .month, "mon": .month, "mons": .month, "month": .month,
    "months": .month,
    "w": .week, "wk": .week, "wks": .week, "week": .week, "weeks": .week,
    "d": .day, "day": .day, "days": .day,
    "h": .hour, "hr": .hour, "hrs": .hour, "hour": .hour, "hours": .hour,
    "m": .minute, "min": .minute, "mins": .minute, "minute": .minute, "minutes": .minute,
    "s": .second, "sec": .second, "secs": .second, "second": .second, "seconds": .second,
  ]

  private enum Atom: Hashable {
    case number(String)
    case unit(String)
    case and
  }

  /// Reads `words` entirely as one or more counts with units.
  ///
  /// - Parameter words: The words to read; all of them must belong to the offset.
  /// - Returns: The offset, or nil when the words are not counts with units.
  /// - Throws: `DateInputError` when they are, but a unit comes twice, a count is too
  ///   large, or a fraction cannot be exact ("1.5 months").
  static func parse(_ words: ArraySlice<DateWord>) throws(DateInputError) -> DateOffset? {
    let text = words.map(\.text).joined(separator: " ")
    guard let atoms = atoms(words.map(\.key)[...]) else { return nil }
    var offset = DateOffset()
    var seen: Set<Unit> = []
    var index = 0
    while index < atoms.count {
      if atoms[index] == .and, index > 0, index + 1 < atoms.count { index += 1 }
      guard index + 1 < atoms.count, case .number(let number) = atoms[index],
        case .unit(let name) = atoms[index + 1], let unit = units[name]
      else { return nil }
      guard seen.insert(unit).inserted else {
        throw DateInputError("in '\(text)' '\(name)' is given twice")
      }
      try add(number, unit, name: name, text: text, to: &offset)
      index += 2
    }
    return seen.isEmpty ? nil : offset
  }

  private static func add(
    _ number: String, _ unit: Unit, name: String, text: String, to offset: inout DateOffset
  ) throws(DateInputError) {
    switch unit {
    case .year:
      if Digits.only(number) {
        offset.calendar.years += try Digits.value(number)
      } else {
        offset.calendar.months += try Digits.scaled(number, by: 12, in: text, what: "months")
      }
    case .month:
      guard Digits.only(number) else {
        throw DateInputError(
          "'\(text)': months have no fixed length; use whole months, or weeks and days")
      }
      offset.calendar.months += try Digits.value(number)
    case .week, .day:
      let seconds = try Digits.scaled(number, by: unit == .week ? 604_800 : 86400, in: text)
      offset.calendar.days += seconds / 86400
      offset.seconds += seconds % 86400
    case .hour, .minute, .second:
      let size = unit == .hour ? 3600 : unit == .minute ? 60 : 1
      offset.seconds += try Digits.scaled(number, by: size, in: text)
      offset.clockUnits.append(name)
    }
  }

  /// Splits lower-cased words into counts, units and "and": "3y5h" is 3, y, 5, h.
  private static func atoms(_ keys: ArraySlice<String>) -> [Atom]? {
    var result: [Atom] = []
    var keys = keys
    while let key = keys.first {
      if key == "and" {
        result.append(.and)
        keys = keys.dropFirst()
      } else if let (number, count) = NumberWords.read(keys) {
        result.append(.number(number))
        keys = keys.dropFirst(count)
      } else {
        guard let parts = split(key) else { return nil }
        result += parts
        keys = keys.dropFirst()
      }
    }
    return result
  }

  /// Splits one word into runs of digits (with a decimal point) and runs of letters.
  private static func split(_ key: String) -> [Atom]? {
    var result: [Atom] = []
    var rest = Substring(key)
    while let first = rest.first {
      if Digits.isDigit(first) || first == "." {
        let run = rest.prefix { Digits.isDigit($0) || $0 == "." }
        result.append(.number(String(run)))
        rest = rest.dropFirst(run.count)
      } else if first.isASCII, first.isLetter {
        let run = rest.prefix { $0.isASCII && $0.isLetter }
        result.append(.unit(String(run)))
        rest = rest.dropFirst(run.count)
      } else {
        return nil
      }
    }
    return result
  }
}
