/// Where an answer came from, so a bad one can be traced: `--set`, a file and line, an
/// environment variable, a line of standard input, the form's default.
package enum AnswerOrigin: Sendable, Hashable, CustomStringConvertible {
  case setOption(String)
  case answersFile(SourceLocation)
  case environment(String)
  case standardInput(line: Int)
  case defaultValue
  case draft
  case user

  package var description: String {
    switch self {
    case .setOption(let argument): "--set \(argument)"
    case .answersFile(let location): "\(location)"
    case .environment(let variable): "environment variable \(variable)"
    case .standardInput(let line): "stdin line \(line)"
    case .defaultValue: "the default"
    case .draft: "the saved draft"
    case .user: "your answer"
    }
  }

  /// Text read as typed input (`--set`, environment variables, piped lines) rather than a
  /// typed value from a JSON or YAML answers file.
  package var isTypedText: Bool {
    switch self {
    case .setOption, .environment, .standardInput, .user: true
    case .answersFile, .defaultValue, .draft: false
    }
  }

  /// The file location when the origin has one, for `file:line:col:` prefixes.
  package var location: SourceLocation? {
    switch self {
    case .answersFile(let location): location
    case .standardInput(let line): SourceLocation(file: "<stdin>", line: line)
    default: nil
    }
  }
}
