/// Reads calendar dates written out: ISO `2026-11-27`, numeric `03/04/2026`, and month
/// names ("22 Nov 2026", "November 22, 2026", "Nov 22", "22nd of November").
///
/// A date without a year is its next occurrence: today or later ("Jan 5" typed in November is
/// next January's), or, when the context prefers the past (a field whose `max` is today or
/// earlier), its latest occurrence, today or earlier. The echo shows the year so the user
/// sees which. Year first works with a month name too ("2026 Nov 22"). Two-digit years are
/// 2000 to 2099. A numeric date whose first part has four
/// digits is always year-month-day, whatever the date order. A leading weekday is allowed
/// when it is the date's ("Fri 27 Nov 2026"), so an echo can be typed back.
enum AbsoluteDatePhrase {
  /// Reads `words` entirely as a calendar date.
  ///
  /// - Parameters:
  ///   - words: The words to read; all of them must belong to the date.
  ///   - context: Gives the year when none is written, and the order of numeric dates.
  /// - Returns: The date, or nil when the words do not have the shape of a date.
  /// - Throws: `DateInputError` when they have that shape but name no day ("Feb 30").
  static func parse(_ words: ArraySlice<DateWord>, context: DateContext)
    throws(DateInputError) -> CivilDate?
  {
    var keys = words.map(\.key)
    // A leading weekday ("Fri 27 Nov 2026", as the echo shows dates) must agree with the date.
    if keys.count >= 2, let weekday = MonthNames.weekday(keys[0]) {
      guard let date = try parse(words.dropFirst(), context: context) else {
        return nil
      }
      guard date.weekday == weekday else {
        throw DateInputError(
          "\(TemporalValue.date(date).iso) is a \(MonthNames.weekdays[date.weekday - 1]),"
            + " not a \(MonthNames.weekdays[weekday - 1])")
      }
      return date
    }
    if keys.count >= 3, keys[1] == "of" { keys.remove(at: 1) }
    switch keys.count {
    case 1: return try numeric(keys[0], context: context)
    case 2, 3: return try named(keys, context: context)
    default: return nil
    }
  }

  /// Reads `2026-11-27`, `03/04/2026`, `3-4-26`, `3.4.2026` or `3/4`.
  private static func numeric(_ key: String, context: DateContext)
    throws(DateInputError) -> CivilDate?
  {
    let order = context.order
    guard let separator = key.first(where: { $0 == "/" || $0 == "-" || $0 == "." }) else {
      return nil
    }
    let parts = key.split(separator: separator, omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), parts.allSatisfy({ Digits.only($0) }) else {
      return nil
    }
    let values = try parts.map { (part) throws(DateInputError) in try Digits.value(part) }
    if parts.count == 2 {
      // Day and month only; a leading four-digit part would be a year and month, no day.
      guard parts[0].count <= 2, parts[1].count <= 2 else { return nil }
      let (month, day) = order == .dmy ? (values[1], values[0]) : (values[0], values[1])
      return try yearless(month: month, day: day, context: context)
    }
    if parts[0].count == 4 || order == .ymd {
      guard parts[1].count <= 2, parts[2].count <= 2 else { return nil }
      let year = try self.year(parts[0], value: values[0])
      return try CivilDate(year: year, month: values[1], day: values[2])
    }
    guard parts[0].count <= 2, parts[1].count <= 2 else { return nil }
    let year = try self.year(parts[2], value: values[2])
    let (month, day) = order == .dmy ? (values[1], values[0]) : (values[0], values[1])
    return try orderedDate(year: year, month: month, day: day, order: order)
  }

  /// A day-first or month-first date, whose impossible month says in which order numeric
  /// dates are read here (`31/12/2026` under `LANG=C`) and how to write the date meant.
  private static func orderedDate(year: Int, month: Int, day: Int, order: DateOrder)
    throws(DateInputError) -> CivilDate
  {
    guard !(1...12).contains(month), (1...12).contains(day) else {
      return try CivilDate(year: year, month: month, day: day)
    }
    let spelled = order == .dmy ? "day/month/year" : "month/day/year"
    var message = "month \(month) does not exist: numeric dates are read \(spelled) here"
    if let meant = try? CivilDate(year: year, month: day, day: month) {
      message +=
        "; for \(meant.day) \(MonthNames.full[meant.month - 1]) \(meant.year) write "
        + TemporalValue.date(meant).iso
    }
    throw DateInputError(message)
  }

  /// Reads "22 nov", "nov 22", "22 nov 2026", "nov 22 2026", "22nd of november",
  /// "2026 nov 22".
  private static func named(_ keys: [String], context: DateContext) throws(DateInputError)
    -> CivilDate?
  {
    var keys = keys
    var yearKey: String?
    if keys.count == 3 {
      // The year is last, or first when it has four digits and a month name follows.
      let yearFirst = keys[0].count == 4 && Digits.only(keys[0]) && MonthNames.month(keys[1]) != nil
      yearKey = yearFirst ? keys.removeFirst() : keys.removeLast()
    }
    let (monthKey, dayKey) =
      MonthNames.month(keys[0]) != nil ? (keys[0], keys[1]) : (keys[1], keys[0])
    guard let month = MonthNames.month(monthKey), let day = try dayOfMonth(dayKey) else {
      return nil
    }
    guard let yearKey else { return try yearless(month: month, day: day, context: context) }
    guard Digits.only(yearKey) else { return nil }
    let year = try self.year(Substring(yearKey), value: Digits.value(yearKey))
    return try CivilDate(year: year, month: month, day: day)
  }

  /// The next occurrence of a day and month from today (today included), or the latest
  /// when the context prefers the past; a 29 February that has passed moves to the next
  /// leap year.
  private static func yearless(month: Int, day: Int, context: DateContext)
    throws(DateInputError) -> CivilDate
  {
    let today = context.today
    // In the current year first, for the error message of a day that never exists.
    let thisYear = try CivilDate(year: today.year, month: month, day: day)
    let step = context.prefersPast ? -1 : 1
    if context.prefersPast ? thisYear <= today : thisYear >= today { return thisYear }
    var year = today.year
    for _ in 0..<8 {
      year += step
      if let date = try? CivilDate(year: year, month: month, day: day) { return date }
    }
    throw CivilDate.outOfRange
  }

  /// Reads a day of the month with an optional ordinal suffix: "22", "22nd", "1st".
  private static func dayOfMonth(_ key: String) throws(DateInputError) -> Int? {
    var digits = Substring(key)
    for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) {
      digits = digits.dropLast(2)
    }
    guard Digits.only(digits), digits.count <= 2 else { return nil }
    return try Digits.value(digits)
  }

  /// A written year: four digits as is, two digits in 2000 to 2099.
  private static func year(_ text: Substring, value: Int) throws(DateInputError) -> Int {
    switch text.count {
    case 2: return 2000 + value
    case 4: return value
    default: throw DateInputError("the year \(text) should have 4 digits (or 2 for 20xx)")
    }
  }
}
