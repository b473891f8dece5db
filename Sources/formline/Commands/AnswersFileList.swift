import FormlineCore
import FoundationEssentials
import Glibc

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
    // In place, a name made straight from its bytes: through the UTF-8 view's
    // subsequences it was a thirtieth of checking 10 000 small files.
    var list = list
    return list.withUTF8 { bytes in
      var names: [String] = []
      var start = 0
      for end in bytes.indices where bytes[end] == UInt8(ascii: "\n") {
        append(bytes, start..<end, to: &names)
        start = end + 1
      }
      append(bytes, start..<bytes.count, to: &names)
      return names
    }
  }

  /// The line at `range` as a name, without a trailing carriage return; nothing if empty.
  private static func append(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to names: inout [String]
  ) {
    var end = range.upperBound
    if end > range.lowerBound && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    guard end > range.lowerBound else { return }
    names.append(
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<end]), as: UTF8.self))
  }

  /// Standard input to its end, read(2) by read(2) (retried after a signal); what a
  /// failing read leaves is what was read before it.
  private static func readStandardInput() -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
