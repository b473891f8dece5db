import ArgumentParser
import FormlineCore
import FoundationEssentials

/// `formline parse-date`: shows how a text would be read by a date-like field, so users and
/// scripts can check a reading (or compute a date) without writing a form.
struct ParseDateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "parse-date",
    abstract: "Read a date, time, datetime or duration as a form field would.",
    discussion: """
      Prints the ISO 8601 reading of TEXT (several words are joined with spaces): \
      2026-11-27, 14:30, 2026-11-27T17:00:00+01:00, or a duration in seconds. Without \
      --kind, TEXT is read as the kind it names (a length alone is a duration, a day alone \
      a date, a time of day alone a time, anything else a datetime), and the kind and the \
      reading in words go to standard error ("read as a datetime: Fri 27 Nov 2026 09:00 \
      +01:00"). Relative texts ("tomorrow at 5pm", "next friday", "in 3 days", "+1w") count \
      from --now, or from the current time, in the time zone of the process (TZ). A text \
      that starts with '-' ("-1w") may be given as is or after '--'. No TEXT is a usage \
      error (exit status 64); a text that cannot be read is reported on standard error \
      with exit status 65.
      """
  )

  @ArgumentParser.Option(
    help: "What to read: date, time, datetime or duration (default: the kind TEXT names).",
    completion: .list(TemporalKind.allCases.map(\.rawValue)),
    transform: { try choice($0, TemporalKind.self) })
  var kind: TemporalKind?

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
    guard !words.isEmpty else {
      throw ValidationError("give the TEXT to read, as in: formline parse-date next friday 9am")
    }
  }

  /// The words of TEXT: `allUnrecognized` keeps a `--` separator among them, which is not
  /// part of the text.
  private var words: [String] {
    var words = text
    if let separator = words.firstIndex(of: "--") { words.remove(at: separator) }
    return words
  }

  func run() throws {
    let parser = DateInputParser(
      now: try referenceInstant(), zone: SystemZone.process,
      dateOrder: dateOrder ?? .fromEnvironment(ProcessInfo.processInfo.environment))
    let text = words.joined(separator: " ")
    do {
      guard let kind else {
        let value = try parser.parseAnyKind(text)
        print(value.iso)
        StandardError.write("read as a \(value.kind.rawValue): \(value.echo)\n")
        return
      }
      print(try parser.parse(text, as: kind).iso)
    } catch {
      // The message quotes the text, which may hold terminal controls.
      StandardError.write("formline: error: \(SafeText.neutraliseSingleLine(error.message))\n")
      throw ExitStatus.invalidData
    }
  }

  /// The instant `--now` names, or the current one; a bad `--now` is a usage error (64).
  private func referenceInstant() throws -> Date {
    try FormInput.parseNow(now)
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
