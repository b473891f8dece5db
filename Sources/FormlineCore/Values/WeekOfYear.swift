/// The week fields of a moment (`w`, `W`, `Y`) in English's week: weeks start on Sunday,
/// and week 1 is the one holding 1 January.
///
/// These are the rules `DateFormatter` applies for locale `en` (first day Sunday, one day
/// of a year enough to make its first week).
struct WeekOfYear {
  /// The week of the week-based year, 1 to 53.
  let week: Int
  /// The year the week belongs to: the next one for the last days of December whose week
  /// holds 1 January.
  let year: Int

  init(_ moment: CalendarMoment) {
    // Days since the Sunday that starts the moment's week, and the first week's.
    let intoWeek = moment.weekday - 1
    let intoFirstWeek = (intoWeek - (moment.dayOfYear - 1) % 7 + 7) % 7
    let counted = (moment.dayOfYear - 1 + intoFirstWeek) / 7 + 1
    // As ICU: only a 52nd or later week may be the next year's first, and the year's
    // length is its calendar's usual one (365 in 1582, which lost ten days).
    if counted >= 52, moment.dayOfYear - intoWeek + 6 > Self.usualLength(moment.date.year) {
      week = 1
      // After 1 BC comes AD 1.
      year = moment.era == 1 ? moment.yearOfEra + 1 : max(moment.yearOfEra - 1, 1)
    } else {
      week = counted
      year = moment.yearOfEra
    }
  }

  /// 366 in leap years (every fourth before 1582, Gregorian ones from then), else 365.
  private static func usualLength(_ year: Int) -> Int {
    let leap = year >= 1582 ? CivilDate.isLeap(year) : year % 4 == 0
    return leap ? 366 : 365
  }

  /// The week of the month, 1 for the week holding its first day.
  static func weekOfMonth(_ moment: CalendarMoment) -> Int {
    let intoFirstWeek = (moment.weekday - 1 - (moment.date.day - 1) % 7 + 7) % 7
    return (moment.date.day - 1 + intoFirstWeek) / 7 + 1
  }
}
