/// Writes a moment with a Unicode (TR35) date pattern in English, as `DateFormatter` with
/// locale `en` and a fixed-offset time zone writes it.
///
/// `valueTransformer` date formats were ICU patterns run by `DateFormatter`, which links
/// ICU's data into the binary; this keeps every pattern a form may hold meaning what it
/// meant (docs/date-patterns.md lists the letters and the few differences).
///
/// ✅ `EEE d MMM yyyy` at 2026-11-27 → `Fri 27 Nov 2026`
/// ✅ `h 'o''clock' a` at 17:00 → `5 o'clock PM`
/// ❌ `d C d` → `27  ` (`C` is no pattern letter: as ICU does, nothing after it is
///   formatted, and only the text between them is kept)
struct DatePatternFormatter {
  let moment: CalendarMoment
  /// Whether the pattern has minutes and seconds, which decide when `b` and `B` say noon.
  private var showsMinutes = false
  private var showsSeconds = false

  init(_ moment: CalendarMoment) {
    self.moment = moment
  }

  /// - Parameter pattern: A TR35 pattern; letters are fields, `'…'` quotes, `''` is `'`.
  /// - Returns: The text; never fails.
  func format(_ pattern: String) -> String {
    var formatter = self
    let letters = Self.unquotedLetters(pattern)
    formatter.showsMinutes = letters.contains("m")
    formatter.showsSeconds = letters.contains("s")
    return formatter.formatted(pattern)
  }

  private func formatted(_ pattern: String) -> String {
    // ICU's loop: a run of one letter is formatted when a different character comes; after
    // a letter that is no field, that character is still handled, then formatting stops.
    var result = ""
    var scalars = Array(pattern.unicodeScalars)[...]
    var pending: (letter: Unicode.Scalar, count: Int)?
    var quoted = false
    var failed = false
    while !failed, let scalar = scalars.popFirst() {
      if let run = pending, run.letter != scalar {
        failed = !append(run.letter, count: run.count, to: &result)
        pending = nil
      }
      if scalar == "'" {
        if scalars.first == "'" {
          result += "'"
          scalars.removeFirst()
        } else {
          quoted.toggle()
        }
      } else if !quoted, scalar.isASCIILetter {
        pending = (scalar, (pending?.count ?? 0) + 1)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    if !failed, let run = pending {
      _ = append(run.letter, count: run.count, to: &result)
    }
    return result
  }

  /// The pattern's letters outside quotes.
  private static func unquotedLetters(_ pattern: String) -> Set<Unicode.Scalar> {
    var quoted = false
    var letters: Set<Unicode.Scalar> = []
    for scalar in pattern.unicodeScalars {
      if scalar == "'" {
        quoted.toggle()
      } else if !quoted {
        letters.insert(scalar)
      }
    }
    return letters
  }

  /// Appends one field; false when `letter` is no pattern letter.
  private func append(_ letter: Unicode.Scalar, count: Int, to result: inout String) -> Bool {
    guard let text = field(Character(letter), count) else { return false }
    result += text
    return true
  }

  /// The text of a run of `count` × `letter`, nil for a letter that is no field.
  private func field(_ letter: Character, _ count: Int) -> String? {
    let moment = moment
    switch letter {
    case "G": return Self.era(moment.era, count)
    case "y", "U": return Self.year(moment.yearOfEra, count)
    case "Y": return Self.year(WeekOfYear(moment).year, count)
    case "u", "r": return Self.padded(moment.extendedYear, count)
    case "Q", "q": return Self.quarter((moment.date.month + 2) / 3, count)
    case "M", "L": return Self.month(moment.date.month, count)
    case "w": return Self.padded(WeekOfYear(moment).week, count)
    case "W": return Self.padded(WeekOfYear.weekOfMonth(moment), count)
    case "d": return Self.padded(moment.date.day, count)
    case "D": return Self.padded(moment.dayOfYear, count)
    case "F": return Self.padded((moment.date.day - 1) / 7 + 1, count)
    case "g": return Self.padded(moment.dayNumber + 2_440_588, count)
    case "E": return Self.weekdayName(moment.weekday, count)
    case "e", "c": return Self.localWeekday(moment.weekday, count, standAlone: letter == "c")
    case "a": return count < 5 ? (moment.hour < 12 ? "AM" : "PM") : (moment.hour < 12 ? "a" : "p")
    case "b", "B":
      let period = DayPeriod(
        moment, flexible: letter == "B", showsMinutes: showsMinutes, showsSeconds: showsSeconds)
      return period.name(count)
    case "h": return Self.padded(moment.hour % 12 == 0 ? 12 : moment.hour % 12, count)
    case "H": return Self.padded(moment.hour, count)
    case "k": return Self.padded(moment.hour == 0 ? 24 : moment.hour, count)
    case "K": return Self.padded(moment.hour % 12, count)
    case "m": return Self.padded(moment.minute, count)
    case "s": return Self.padded(moment.second, count)
    // Stored text has whole seconds, so every digit of the fraction is 0.
    case "S": return String(repeating: "0", count: count)
    case "A": return Self.padded(moment.secondsIntoDay * 1000, count)
    case "l": return ""
    default:
      let instant = moment.dayNumber * 86_400 + moment.secondsIntoDay - moment.offset
      let named = (0..<253_402_300_740).contains(instant)
      return OffsetText(seconds: moment.offset, namesZero: named).field(letter, count)
    }
  }

  private static func era(_ era: Int, _ count: Int) -> String {
    switch count {
    case 4: era == 1 ? "Anno Domini" : "Before Christ"
    case 5: era == 1 ? "A" : "B"
    default: era == 1 ? "AD" : "BC"
    }
  }

  /// `yy` is the last two digits; other counts pad to their length.
  private static func year(_ year: Int, _ count: Int) -> String {
    count == 2 ? padded(year % 100, 2) : padded(year, count)
  }

  private static func quarter(_ quarter: Int, _ count: Int) -> String {
    switch count {
    case 1, 2: padded(quarter, count)
    case 3: "Q\(quarter)"
    case 4: ["1st", "2nd", "3rd", "4th"][quarter - 1] + " quarter"
    default: String(quarter)
    }
  }

  private static func month(_ month: Int, _ count: Int) -> String {
    switch count {
    case 3: MonthNames.short[month - 1]
    case 4: MonthNames.full[month - 1]
    case 5: String(MonthNames.full[month - 1].prefix(1))
    default: padded(month, count)
    }
  }

  /// A weekday's name: 4 letters the full name, 5 its initial, 6 two letters, else three;
  /// `weekday` is 1 for Sunday to 7 for Saturday.
  private static func weekdayName(_ weekday: Int, _ count: Int) -> String {
    // MonthNames lists Monday first.
    let full = MonthNames.weekdays[(weekday + 5) % 7]
    switch count {
    case 4: return full
    case 5: return String(full.prefix(1))
    case 6: return String(full.prefix(2))
    default: return String(full.prefix(3))
    }
  }

  /// `e` and `c`: the day's number in the English week (Sunday is 1), or its name from 3
  /// letters on; `cc` is not padded.
  private static func localWeekday(_ weekday: Int, _ count: Int, standAlone: Bool) -> String {
    switch count {
    case 1: String(weekday)
    case 2: standAlone ? String(weekday) : padded(weekday, 2)
    default: weekdayName(weekday, count)
    }
  }

  /// At least `count` digits (ICU pads to ten at most), a minus sign before the zeros.
  static func padded(_ value: Int, _ count: Int) -> String {
    TemporalValue.padded(value, min(count, 10))
  }

}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool {
    ("A"..."Z").contains(self) || ("a"..."z").contains(self)
  }
}
