import ArgumentParser
import FormlineCore
import Foundation

/// `formline parse-date`: shows how a text would be read by a date-like field, so users and
/// scripts can check a reading (or compute a date) without writing a form.
struct ParseDateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "parse-date",
    abstract: "Read a date, time, datetime or duration as a form field would.",
    discussion: """
      Prints the ISO 8601 reading of TEXT (several words are joined with spaces): \
      2026-11-27, 14:30, 2026-11-27T17:00:00+01:00, or a duration in seconds. The kind \
      is 'date' unless --kind says otherwise. Relative texts ("tomorrow at 5pm", "next \
      friday", "in 3 days", "+1w") count from --now, or from the current time, in the time \
      zone of the process (TZ). A text that starts with '-' ("-1w") may be given as is or \
      after '--'. A text that cannot be read is reported on standard error with exit \
      status 65.
      """
  )

  @ArgumentParser.Option(
    help: "What to read: date, time, datetime or duration (default: date).",
    completion: .list(TemporalKind.allCases.map(\.rawValue)),
    transform: { try choice($0, TemporalKind.self) })
  var kind: TemporalKind = .date

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "The reference instant, in ISO 8601 (2026-11-23T10:00:00+01:00 or 2026-11-23).",
      valueName: "iso"))
  var now: String?

  @ArgumentParser.Option(
    help: ArgumentHelp(
      "The order of numeric dates such as 03/04/2026: mdy, dmy or ymd (default: from the locale).",
      valueName: "order"),
    completion: .list(DateOrder.allCases.map(\.rawValue)),
    transform: { try choice($0, DateOrder.self) })
  var dateOrder: DateOrder?

  @Argument(parsing: .allUnrecognized, help: "The text to read.")
  var text: [String] = []

  func validate() throws {
    _ = try referenceInstant()
  }

  func run() throws {
    let parser = DateInputParser(
      now: try referenceInstant(), timeZone: .current,
      dateOrder: dateOrder ?? .fromEnvironment(ProcessInfo.processInfo.environment))
    // `allUnrecognized` keeps a `--` separator among the words; it is not part of the text.
    var words = text
    if let separator = words.firstIndex(of: "--") { words.remove(at: separator) }
    do {
      let value = try parser.parse(words.joined(separator: " "), as: kind)
      print(value.iso)
    } catch {
      StandardError.write("formline: error: \(error.message)\n")
      throw ExitStatus.invalidData
    }
  }

  /// The instant `--now` names, or the current one; a bad `--now` is a usage error (64).
  private func referenceInstant() throws -> Date {
    guard let now else { return Date() }
    if let value = try? DateInputParser.parseStored(now, as: .datetime),
      case .datetime(let instant, _) = value
    {
      return instant
    }
    // A date alone means its start in the process's time zone.
    if let value = try? DateInputParser.parseStored(now, as: .date),
      case .datetime(let instant, _) = try? DateInputParser(now: Date()).parse(
        value.iso, as: .datetime)
    {
      return instant
    }
    throw ValidationError(
      "--now: '\(now)' is not an ISO 8601 date or date and time (such as 2026-11-23T10:00:00Z)")
  }
}

/// One of the raw values of `type`, or a usage error listing them.
///
/// The core's enums are not made `ExpressibleByArgument`: the core does not depend on
/// ArgumentParser, and a conformance here would need a public import of it.
private func choice<Choice: RawRepresentable & CaseIterable>(
  _ text: String, _ type: Choice.Type
) throws -> Choice where Choice.RawValue == String {
  guard let value = Choice(rawValue: text.lowercased()) else {
    let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
    throw ValidationError("'\(text)' is not one of \(names)")
  }
  return value
}
