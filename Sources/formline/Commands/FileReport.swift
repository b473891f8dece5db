import FormlineCore
import Foundation

/// One line of `validate --each --format jsonl`: a file and its problems.
///
/// `{"file":"a.yaml","valid":false,"problems":[{"severity":"error","message":"…",
/// "path":"port","line":3,"column":7}]}`; `path`, `line` and `column` appear when known, and
/// `file` inside a problem only when it differs from the file checked (an included form).
struct FileReport: Encodable {
  struct Problem: Encodable {
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

  /// An encoder for `jsonLine`, made once for a whole batch.
  static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The report as one line of JSON (keys sorted, so lines compare as text).
  func jsonLine(using encoder: JSONEncoder) -> String {
    guard let data = try? encoder.encode(self), let line = String(data: data, encoding: .utf8)
    else { return #"{"file":"?","valid":false,"problems":[]}"# }
    return line
  }
}
