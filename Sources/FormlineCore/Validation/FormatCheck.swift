import FormlineRegex
import FoundationEssentials

/// A JSON Schema `format` checked on text met inside a whole-value check (under `not`, an
/// `if`, a tuple position, the schema of extra properties), by the same readers that check
/// a field of that format: text passes when reading it as that field keeps it unchanged,
/// since nothing converts a value checked whole (`example.com` is no URI there, and
/// `tomorrow` no date).
enum FormatCheck {
  /// Why `text` is not of `format`, or nil when it is or formline knows no such format
  /// (JSON Schema treats unknown formats as annotations).
  static func problem(format: String, text: String) -> String? {
    switch format {
    case "email", "idn-email":
      if let valid = asciiEmail(text) {
        return valid ? nil : "'\(text)' is not an email address (name@example.com)"
      }
      return unchanged(TextInput.email(text), text, "is not an email address")
    case "uri", "iri":
      return unchanged(TextInput.url(text), text, "is not a URI with a scheme (https://…)")
    case "date":
      return stored(text, as: .date)
    case "date-time":
      if let problem = stored(text, as: .datetime) { return problem }
      // RFC 3339 gives every date and time its offset; a stored one may leave it out.
      guard offsetAtEnd?.matches(text) == .finished(true)
      else { return "'\(text)' is a date and time without an offset (Z or +hh:mm)" }
      return nil
    default:
      guard let syntax = JSONSchemaFormats.syntax[format] else { return nil }
      switch RegexCheck.wholeMatch(syntax.pattern, text) {
      case .match: return nil
      case .noMatch: return syntax.message
      case .tooCostly: return "is too costly to check as a \(format)"
      }
    }
  }

  /// `TextInput.email`'s verdict on ASCII text, read byte by byte (a batch checks an
  /// address in every file); nil for other text, which the reader judges.
  private static func asciiEmail(_ text: String) -> Bool? {
    // In place, by offsets: through the UTF-8 view's indices it cost more than the rest of
    // the check of a small config's email member.
    var text = text
    return text.withUTF8 { bytes -> Bool? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      var at: Int?
      for index in bytes.indices {
        switch bytes[index] {
        case 0x09...0x0D, 0x20: return false
        case UInt8(ascii: "@"):
          guard at == nil else { return false }
          at = index
        default: break
        }
      }
      guard let at, at != 0 else { return false }
      let domain = bytes[(at + 1)...]
      return domain.contains(UInt8(ascii: ".")) && domain.first != UInt8(ascii: ".")
        && domain.last != UInt8(ascii: ".")
    }
  }

  private static func unchanged(_ reading: InputReading, _ text: String, _ message: String)
    -> String?
  {
    switch reading {
    case .value(let value, _): value == .string(text) ? nil : "'\(text)' \(message)"
    case .invalid(let problem): problem
    }
  }

  private static func stored(_ text: String, as kind: TemporalKind) -> String? {
    do {
      _ = try DateInputParser.parseStored(text, as: kind, timeZone: .utc)
      return nil
    } catch {
      return error.message
    }
  }

  /// `Z` or `±hh:mm` closing the text; a fixed pattern that compiles, hence `try?`.
  private static let offsetAtEnd = try? CompiledRegex(
    ecmaScript: "(?:[Zz]|[+-][0-9]{2}:[0-9]{2})$")
}
