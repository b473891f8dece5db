import FormlineCore
import Foundation

/// The files named to `validate --each`: paths as given, `@LIST` for the paths listed in a
/// file (one a line), `-` for paths listed on standard input, so 100 000 names need no
/// command line that long.
enum AnswersFileList {
  /// - Throws: `ExitStatus.cannotRead` after saying which list could not be read.
  static func expand(_ arguments: [String], printer: inout DiagnosticPrinter) throws -> [String] {
    var files: [String] = []
    for argument in arguments {
      if argument == "-" {
        files += names(in: readStandardInput())
      } else if argument.hasPrefix("@") {
        files += names(in: try FormInput.readFile(String(argument.dropFirst()), printer: &printer))
      } else {
        files.append(argument)
      }
    }
    return files
  }

  /// One name a line; blank lines are skipped and a trailing carriage return is dropped.
  ///
  /// Split on bytes: as `Character`s, `"\r\n"` is one character that a split on `"\n"`
  /// never finds (a list written on Windows was one long name), and a list of 100 000
  /// names is split without breaking it into grapheme clusters.
  static func names(in list: String) -> [String] {
    list.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
      .compactMap { line in
        let name = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        return name.isEmpty ? nil : String(Substring(name))
      }
  }

  private static func readStandardInput() -> String {
    String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
  }
}
