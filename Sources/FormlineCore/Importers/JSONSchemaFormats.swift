/// The syntax of the JSON Schema formats formline has no field kind for, as whole-value
/// patterns (RFC 3339 times and durations, RFC 1123 host names, IPv4 and IPv6 addresses).
enum JSONSchemaFormats {
  struct Syntax {
    var pattern: String
    var message: String
    var example: String
  }

  /// Every format the drafts define (draft-04 to 2020-12), checked or not: any other name
  /// is the schema's own vocabulary, told once as a warning.
  static let defined: Set<String> = [
    "date-time", "date", "time", "duration", "email", "idn-email", "hostname", "idn-hostname",
    "ipv4", "ipv6", "uri", "uri-reference", "iri", "iri-reference", "uuid", "uri-template",
    "json-pointer", "relative-json-pointer", "regex",
  ]

  private static let hex = "[0-9A-Fa-f]{1,4}"
  private static let octet = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])"
  private static let label = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"

  static let syntax: [String: Syntax] = [
    "time": Syntax(
      pattern: "([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\\.[0-9]+)?"
        + "([Zz]|[+-]([01][0-9]|2[0-3]):[0-5][0-9])",
      message: "must be a time with seconds and a zone, such as 14:30:00Z",
      example: "14:30:00Z"),
    "duration": Syntax(
      pattern: "P(?!$)(?:[0-9]+W|(?:[0-9]+Y)?(?:[0-9]+M)?(?:[0-9]+D)?"
        + "(?:T(?=[0-9])(?:[0-9]+H)?(?:[0-9]+M)?(?:[0-9]+S)?)?)",
      message: "must be an ISO 8601 duration, such as P1D or PT1H30M",
      example: "PT1H30M"),
    "hostname": Syntax(
      pattern: "(?=.{1,253}\\.?$)\(label)(?:\\.\(label))*\\.?",
      message: "must be a host name, such as example.com", example: "example.com"),
    "ipv4": Syntax(
      pattern: "(?:\(octet)\\.){3}\(octet)",
      message: "must be an IPv4 address, such as 192.0.2.1", example: "192.0.2.1"),
    "ipv6": Syntax(
      pattern: [
        "(?:\(hex):){7}\(hex)", "(?:\(hex):){1,7}:", "(?:\(hex):){1,6}:\(hex)",
        "(?:\(hex):){1,5}(?::\(hex)){1,2}", "(?:\(hex):){1,4}(?::\(hex)){1,3}",
        "(?:\(hex):){1,3}(?::\(hex)){1,4}", "(?:\(hex):){1,2}(?::\(hex)){1,5}",
        "\(hex):(?::\(hex)){1,6}", ":(?:(?::\(hex)){1,7}|:)",
      ].joined(separator: "|"),
      message: "must be an IPv6 address, such as 2001:db8::1", example: "2001:db8::1"),
  ]
}
