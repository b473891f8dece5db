import FormlineCore
import FoundationEssentials
import Glibc

/// Refuses an output file that is one of the run's inputs.
///
/// The form, a file it includes, or the `--template`: writing the result there would
/// replace the form with its answers.
///
/// The answers file (`-a`) is not checked: filling it back is the way to edit answers.
enum OutputClash {
  /// - Parameters:
  ///   - target: Where the result goes.
  ///   - form: The form as given on the command line.
  ///   - formFiles: Every file the form was read from, includes and pages too.
  ///   - printer: Where the refusal is said.
  /// - Throws: `ExitStatus.usage` after saying which input the output is.
  static func check(
    _ target: OutputTarget, form: String, formFiles: [String], printer: inout DiagnosticPrinter
  ) throws {
    guard let path = target.path, let output = identity(path) else { return }
    var inputs = [(form, "the form")]
    inputs += formFiles.map { ($0, "a file the form includes") }
    if let template = target.template { inputs.append((template, "the --template")) }
    for (input, role) in inputs where identity(input) == output {
      printer.print(
        .error(
          "is \(role) (\(input)); writing the result there would replace it",
          at: SourceLocation(file: path)))
      throw ExitStatus.usage
    }
  }

  /// The device and inode a path names, following links; nil when there is no such file.
  private static func identity(_ path: String) -> [UInt64]? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return [UInt64(status.st_dev), UInt64(status.st_ino)]
  }
}
