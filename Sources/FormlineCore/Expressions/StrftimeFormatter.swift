import Foundation

/// C's strftime(3) in the "C" locale, as Python's `time.strftime` and `datetime.strftime`
/// print on Linux, for a date in a given zone.
///
/// Written here because Foundation's `DateFormatter` uses ICU patterns, not `%` directives.
struct StrftimeFormatter {
  let timeZone: TimeZone

  private static let weekdays = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]
  private static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  func format(_ date: Date, pattern: String) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second, .weekday, .nanosecond], from: date)
    let year = parts.year ?? 1970
    let month = parts.month ?? 1
    let day = parts.day ?? 1
    let hour = parts.hour ?? 0
    let weekday = (parts.weekday ?? 1) - 1
    let dayOfYear = calendar.ordinality(of: .day, in: .year, for: date) ?? 1
    let offsetSeconds = timeZone.secondsFromGMT(for: date)
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
      case "M": result += pad(parts.minute ?? 0)
      case "S": result += pad(parts.second ?? 0)
      case "f": result += pad((parts.nanosecond ?? 0) / 1000, 6)
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
      case "T": result += pad(hour) + ":" + pad(parts.minute ?? 0) + ":" + pad(parts.second ?? 0)
      case "z":
        let minutes = abs(offsetSeconds) / 60
        result += (offsetSeconds < 0 ? "-" : "+") + pad(minutes / 60) + pad(minutes % 60)
      case "Z": result += timeZone.abbreviation(for: date) ?? timeZone.identifier
      case "%": result += "%"
      default:
        result += "%"
        result.unicodeScalars.append(directive)
      }
    }
    return result
  }
}
