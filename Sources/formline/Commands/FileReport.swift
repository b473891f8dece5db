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
  ///
  /// Written by `JSONWriter` rather than `JSONEncoder`: a batch writes one line per file,
  /// and the encoder's boxing was a tenth of the cost of checking a small file.
  var jsonLine: String {
    // Written straight into the line: a file with problems built its report as a value
    // first, which cost a third as much as judging the file.
    var text = ""
    // Room for the whole line at once: grown append by append, each of a line's thirty
    // appends cost as much as judging a small file's member.
    text.reserveCapacity(
      64 + file.utf8.count + problems.reduce(0) { $0 + 128 + $1.message.utf8.count })
    text += "{\"file\":"
    JSONWriter.writeString(file, into: &text)
    text += ",\"problems\":["
    for (index, problem) in problems.enumerated() {
      if index > 0 { text += "," }
      text += "{"
      var first = true
      func key(_ name: String) {
        if !first { text += "," }
        first = false
        text += "\""
        text += name
        text += "\":"
      }
      if let column = problem.column {
        key("column")
        text += String(column)
      }
      if let file = problem.file {
        key("file")
        JSONWriter.writeString(file, into: &text)
      }
      if let line = problem.line {
        key("line")
        text += String(line)
      }
      key("message")
      JSONWriter.writeString(problem.message, into: &text)
      if let notes = problem.notes {
        key("notes")
        text += "["
        for (position, note) in notes.enumerated() {
          if position > 0 { text += "," }
          JSONWriter.writeString(note, into: &text)
        }
        text += "]"
      }
      if let path = problem.path {
        key("path")
        JSONWriter.writeString(path, into: &text)
      }
      key("severity")
      JSONWriter.writeString(problem.severity, into: &text)
      text += "}"
    }
    text += "],\"valid\":"
    text += valid ? "true}" : "false}"
    return text
  }

  /// Appends the line of a file without problems, as `jsonLine` writes it, and its
  /// newline: most lines of a batch are this one, appended as bytes (appending to a
  /// `String` three times cost a twentieth of checking a small file).
  static func appendFlawlessLine(file: String, to lines: inout [UInt8]) {
    lines.append(contentsOf: #"{"file":"#.utf8)
    if file.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
      lines.append(UInt8(ascii: "\""))
      lines.append(contentsOf: file.utf8)
      lines.append(UInt8(ascii: "\""))
    } else {
      var quoted = ""
      JSONWriter.writeString(file, into: &quoted)
      lines.append(contentsOf: quoted.utf8)
    }
    lines.append(contentsOf: #","problems":[],"valid":true}"#.utf8)
    lines.append(UInt8(ascii: "\n"))
  }
}
