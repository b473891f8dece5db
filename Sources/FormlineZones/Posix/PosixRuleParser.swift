/// Reads a POSIX `TZ` rule: `std offset [dst [offset] [,start[/time],end[/time]]]`.
///
/// Names are three or more letters, or `<…>` quoting letters, digits, `+` and `-`
/// (`<+0330>`). Offsets count hours *west* of UTC (`EST5`), up to 24. Rule times may be
/// negative and run to 167 hours, the extension RFC 8536 makes for TZif footers. A rule with
/// a daylight name but no dates takes the US rules, `M3.2.0,M11.1.0`, as glibc does when no
/// `posixrules` file says otherwise.
///
/// ✅ `<+0330>-3:30` → standard +03:30 named `+0330`, no daylight time.
/// ✅ `EST5EDT,M3.2.0,M11.1.0` → −05:00 `EST`, and −04:00 `EDT` from the second Sunday of
///    March 02:00 to the first Sunday of November 02:00.
/// ❌ `EST` → `PosixRuleError(expected: "an offset", offset: 3)`.
struct PosixRuleParser {
  private let bytes: [UInt8]
  private var position = 0

  /// - Parameter text: The rule; any text is accepted here, errors come from `parse`.
  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The whole text read as a rule.
  ///
  /// - Returns: The zone it describes.
  /// - Throws: `PosixRuleError` at the first part that does not fit, or at trailing text.
  mutating func parse() throws(PosixRuleError) -> PosixTimeZone {
    let standardName = try name()
    let standardSeconds = -(try clockOffset())
    let standard = ZoneOffset(
      seconds: standardSeconds, abbreviation: standardName, isDaylight: false)
    guard position < bytes.count else { return PosixTimeZone(standard: standard) }
    let daylightName = try name()
    var daylightSeconds = standardSeconds + 3600
    if let next = peek(), next != UInt8(ascii: ",") { daylightSeconds = -(try clockOffset()) }
    let offset = ZoneOffset(seconds: daylightSeconds, abbreviation: daylightName, isDaylight: true)
    let defaultTime = 2 * 3600
    var rule = DaylightRule(
      offset: offset, start: .monthWeekday(month: 3, week: 2, weekday: 0), startTime: defaultTime,
      end: .monthWeekday(month: 11, week: 1, weekday: 0), endTime: defaultTime)
    if position < bytes.count {
      try expect(",", "a comma before the start date")
      (rule.start, rule.startTime) = try change()
      try expect(",", "a comma before the end date")
      (rule.end, rule.endTime) = try change()
    }
    guard position == bytes.count else { throw fail("the end of the rule") }
    return PosixTimeZone(standard: standard, daylight: rule)
  }

  /// The standard-time name at the start of `text`, if it has one (glibc keeps it as the
  /// abbreviation of the UTC it falls back to when the rest is not a rule).
  static func leadingName(of text: String) -> String? {
    var parser = PosixRuleParser(text)
    return try? parser.name()
  }

  private mutating func name() throws(PosixRuleError) -> String {
    let start = position
    if peek() == UInt8(ascii: "<") {
      position += 1
      let quoted = take(while: { Self.isLetter($0) || Self.isDigit($0) || $0 == 43 || $0 == 45 })
      guard quoted.count >= 3 else { throw fail("a quoted name of at least three characters") }
      try expect(">", "'>' closing the quoted name")
      return String(decoding: quoted, as: UTF8.self)
    }
    let letters = take(while: Self.isLetter)
    guard letters.count >= 3 else {
      position = start
      throw fail("a name of at least three letters")
    }
    return String(decoding: letters, as: UTF8.self)
  }

  /// `[+-]hh[:mm[:ss]]` with hours to 24, as seconds with the sign written.
  private mutating func clockOffset() throws(PosixRuleError) -> Int {
    try signedTime(maximumHours: 24, what: "an offset")
  }

  /// `date[/time]`, the time defaulting to 02:00.
  private mutating func change() throws(PosixRuleError) -> (RuleDate, Int) {
    let day = try date()
    guard peek() == UInt8(ascii: "/") else { return (day, 2 * 3600) }
    position += 1
    return (day, try signedTime(maximumHours: 167, what: "a time of day"))
  }

  private mutating func date() throws(PosixRuleError) -> RuleDate {
    switch peek() {
    case UInt8(ascii: "J"):
      position += 1
      return .julianSkippingLeapDay(try number(in: 1...365, "a day from 1 to 365"))
    case UInt8(ascii: "M"):
      position += 1
      let month = try number(in: 1...12, "a month from 1 to 12")
      try expect(".", "'.' after the month")
      let week = try number(in: 1...5, "a week from 1 to 5")
      try expect(".", "'.' after the week")
      let weekday = try number(in: 0...6, "a weekday from 0 to 6")
      return .monthWeekday(month: month, week: week, weekday: weekday)
    default:
      return .zeroBasedDay(try number(in: 0...365, "a day from 0 to 365"))
    }
  }

  private mutating func signedTime(maximumHours: Int, what: String) throws(PosixRuleError) -> Int {
    var sign = 1
    if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
      sign = peek() == UInt8(ascii: "-") ? -1 : 1
      position += 1
    }
    var seconds = try number(in: 0...maximumHours, what) * 3600
    for scale in [60, 1] {
      guard peek() == UInt8(ascii: ":") else { break }
      position += 1
      seconds += try number(in: 0...59, "minutes or seconds from 00 to 59") * scale
    }
    return sign * seconds
  }

  /// Decimal digits whose value lies in `range`; at most three, so no text can overflow it.
  private mutating func number(in range: ClosedRange<Int>, _ what: String) throws(PosixRuleError)
    -> Int
  {
    let start = position
    let digits = take(while: Self.isDigit)
    guard !digits.isEmpty, digits.count <= 3 else {
      position = start
      throw fail(what)
    }
    let value = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    guard range.contains(value) else {
      position = start
      throw fail(what)
    }
    return value
  }

  private mutating func expect(_ character: Unicode.Scalar, _ what: String) throws(PosixRuleError) {
    guard peek() == UInt8(ascii: character) else { throw fail(what) }
    position += 1
  }

  private func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  private mutating func take(while accepts: (UInt8) -> Bool) -> ArraySlice<UInt8> {
    let start = position
    while let byte = peek(), accepts(byte) { position += 1 }
    return bytes[start..<position]
  }

  private func fail(_ expected: String) -> PosixRuleError {
    PosixRuleError(expected: expected, offset: position)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (65...90).contains(byte) || (97...122).contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (48...57).contains(byte)
  }
}
