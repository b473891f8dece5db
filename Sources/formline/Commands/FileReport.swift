import FormlineCore

/// One line of `validate --each --format jsonl`: a file and its problems.
///
/// `{"file":"a.yaml","valid":false,"problems":[{"severity":"error","message":"…",
/// "path":"port","line":3,"column":7}]}`; `path`, `line` and `column` appear when known, and
/// `file` inside a problem only when it differs from the file checked (an included form).
struct FileReport {
  struct Problem {
    var severity: String
    var message: String
    var path: String?
    var file: String?
    var line: Int?
    var column: Int?
    var notes: [String]?
  }

  var file: String
  var valid: Bool
  var problems: [Problem]

  /// A report with its verdict (`valid`: no error, and under `--strict` no warning).
  init(file: String, problems: [Diagnostic], valid: Bool) {
    self.file = file
    self.valid = valid
    self.problems = problems.map { diagnostic in
      Problem(
        severity: diagnostic.severity.rawValue, message: diagnostic.message,
        path: diagnostic.path.flatMap { $0.isRoot ? nil : $0.description },
        file: diagnostic.location.flatMap { $0.file == file ? nil : $0.file },
        line: diagnostic.location?.line, column: diagnostic.location?.column,
        notes: diagnostic.notes.isEmpty ? nil : diagnostic.notes)
    }
  }

  /// The report as one line of JSON (keys sorted, so lines compare as text), without its
  /// newline.
  var jsonLine: String {
    var line: [UInt8] = []
    appendJSONLine(to: &line)
    return String(decoding: line, as: UTF8.self)
  }

  /// Appends the report as one line of JSON, without its newline.
  ///
  /// Written by `JSONWriter` rather than `JSONEncoder`: a batch writes one line per file,
  /// and the encoder's boxing was a tenth of the cost of checking a small file. Gathered
  /// as bytes: as a `String`, each of a line's thirty appends cost as much as judging a
  /// small file's member.
  func appendJSONLine(to line: inout [UInt8]) {
    line.reserveCapacity(
      line.count + 64 + file.utf8.count
        + problems.reduce(0) { $0 + 128 + $1.message.utf8.count })
    Self.append(#"{"file":"#, to: &line)
    JSONWriter.writeString(file, into: &line)
    Self.append(#","problems":["#, to: &line)
    for (index, problem) in problems.enumerated() {
      if index > 0 { line.append(UInt8(ascii: ",")) }
      line.append(UInt8(ascii: "{"))
      var first = true
      func key(_ name: StaticString) {
        if !first { line.append(UInt8(ascii: ",")) }
        first = false
        line.append(UInt8(ascii: "\""))
        Self.append(name, to: &line)
        Self.append(#"":"#, to: &line)
      }
      if let column = problem.column {
        key("column")
        line.append(contentsOf: String(column).utf8)
      }
      if let file = problem.file {
        key("file")
        JSONWriter.writeString(file, into: &line)
      }
      if let number = problem.line {
        key("line")
        line.append(contentsOf: String(number).utf8)
      }
      key("message")
      JSONWriter.writeString(problem.message, into: &line)
      if let notes = problem.notes {
        key("notes")
        line.append(UInt8(ascii: "["))
        for (position, note) in notes.enumerated() {
          if position > 0 { line.append(UInt8(ascii: ",")) }
          JSONWriter.writeString(note, into: &line)
        }
        line.append(UInt8(ascii: "]"))
      }
      if let path = problem.path {
        key("path")
        JSONWriter.writeString(path, into: &line)
      }
      key("severity")
      JSONWriter.writeString(problem.severity, into: &line)
      line.append(UInt8(ascii: "}"))
    }
    Self.append(valid ? #"],"valid":true}"# : #"],"valid":false}"#, to: &line)
  }

  /// Appends the line of a file without problems, as `jsonLine` writes it, and its
  /// newline: most lines of a batch are this one, appended as bytes (appending to a
  /// `String` three times cost a twentieth of checking a small file).
  static func appendFlawlessLine(file: String, to lines: inout [UInt8]) {
    // The fixed parts are appended from static bytes: through a `String`'s UTF-8 view, each
    // append cost as much as checking the name.
    append(#"{"file":"#, to: &lines)
    JSONWriter.writeString(file, into: &lines)
    append(#","problems":[],"valid":true}\#n"#, to: &lines)
  }

  private static func append(_ text: StaticString, to lines: inout [UInt8]) {
    text.withUTF8Buffer { lines.append(contentsOf: $0) }
  }
}
