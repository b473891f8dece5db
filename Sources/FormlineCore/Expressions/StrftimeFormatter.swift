import FormlineZones
import FoundationEssentials

/// C's strftime(3) in the "C" locale, as Python's `time.strftime` and `datetime.strftime`
/// print on Linux, for a date in a given zone.
///
/// Written here because Foundation's `DateFormatter` uses ICU patterns, not `%` directives.
struct StrftimeFormatter {
  let timeZone: Zone

  private static let weekdays = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]
  private static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  func format(_ date: Date, pattern: String) -> String {
    // The wall clock by integer arithmetic on the zone's offset: proleptic Gregorian, as
    // Python's dates are, with no `Calendar` (whose zones are ICU's).
    let clock = timeZone.offset(at: date)
    let local = LocalDateTime(date, offset: clock.seconds)
    let year = local.date.year
    let month = local.date.month
    let day = local.date.day
    let hour = local.hour
    let weekday = local.date.weekday % 7
    let newYear = CivilDate(uncheckedYear: year, month: 1, day: 1)
    let dayOfYear = local.date.dayNumber - newYear.dayNumber + 1
    let offsetSeconds = clock.seconds
    func pad(_ value: Int, _ width: Int = 2) -> String {
      let digits = String(abs(value))
      return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count))
        + digits
    }
    var result = ""
    var scalars = pattern.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "%" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      guard let directive = scalars.next() else {
        result += "%"
        break
      }
      switch directive {
      case "Y": result += String(year)
      case "y": result += pad(year % 100)
      case "m": result += pad(month)
      case "d": result += pad(day)
      case "e": result += (day < 10 ? " " : "") + String(day)
      case "H": result += pad(hour)
      case "I": result += pad(hour % 12 == 0 ? 12 : hour % 12)
      case "M": result += pad(local.minute)
      case "S": result += pad(local.second)
      case "f": result += pad(Self.microseconds(date), 6)
      case "p": result += hour < 12 ? "AM" : "PM"
      case "j": result += pad(dayOfYear, 3)
      case "a": result += String(Self.weekdays[weekday].prefix(3))
      case "A": result += Self.weekdays[weekday]
      case "w": result += String(weekday)
      case "u": result += String(weekday == 0 ? 7 : weekday)
      case "b", "h": result += String(Self.months[month - 1].prefix(3))
      case "B": result += Self.months[month - 1]
      case "D": result += pad(month) + "/" + pad(day) + "/" + pad(year % 100)
      case "F": result += String(year) + "-" + pad(month) + "-" + pad(day)
      case "T": result += pad(hour) + ":" + pad(local.minute) + ":" + pad(local.second)
      case "z":
        let minutes = abs(offsetSeconds) / 60
        result += (offsetSeconds < 0 ? "-" : "+") + pad(minutes / 60) + pad(minutes % 60)
      case "Z": result += clock.abbreviation
      case "%": result += "%"
      default:
        result += "%"
        result.unicodeScalars.append(directive)
      }
    }
    return result
  }

  /// The fraction of a second of `date`, in whole microseconds (0 for what is not a number).
  private static func microseconds(_ date: Date) -> Int {
    let seconds = date.timeIntervalSince1970
    let fraction = seconds - seconds.rounded(.down)
    guard fraction.isFinite else { return 0 }
    return min(Int(fraction * 1_000_000), 999_999)
  }
}
