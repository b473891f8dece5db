/// English month and weekday names, as typed and as echoed.
///
/// Names are English only: formline's prompts are English, and a fixed table keeps a reading
/// the same on every machine whatever its locale.
enum MonthNames {
  static let full = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
  ]

  static let short = full.map { String($0.prefix(3)) }

  /// Weekday names indexed by ISO weekday minus one (Monday first).
  static let weekdays = [
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
  ]

  static let shortWeekdays = weekdays.map { String($0.prefix(3)) }

  /// Lower-case spellings of each month number: full, three letters, and "sept".
  private static let monthsByName: [String: Int] = {
    var table: [String: Int] = ["sept": 9]
    for (index, name) in full.enumerated() {
      table[name.lowercased()] = index + 1
      table[String(name.lowercased().prefix(3))] = index + 1
    }
    return table
  }()

  /// Lower-case spellings of each ISO weekday: full, three letters, and common short forms.
  private static let weekdaysByName: [String: Int] = {
    var table: [String: Int] = ["tues": 2, "weds": 3, "thur": 4, "thurs": 4]
    for (index, name) in weekdays.enumerated() {
      table[name.lowercased()] = index + 1
      table[String(name.lowercased().prefix(3))] = index + 1
    }
    return table
  }()

  /// The month number (1 to 12) a lower-case word names, ignoring a trailing period ("nov.").
  ///
  /// - Parameter key: A lower-cased word.
  /// - Returns: The month number, or nil when the word is not a month name.
  static func month(_ key: String) -> Int? {
    monthsByName[key.hasSuffix(".") ? String(key.dropLast()) : key]
  }

  /// The ISO weekday (1 is Monday) a lower-case word names, ignoring a trailing period.
  ///
  /// - Parameter key: A lower-cased word.
  /// - Returns: The ISO weekday, or nil when the word is not a weekday name.
  static func weekday(_ key: String) -> Int? {
    weekdaysByName[key.hasSuffix(".") ? String(key.dropLast()) : key]
  }
}
