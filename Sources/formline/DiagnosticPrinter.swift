import FormlineCore
import FormlineTerminal
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// Prints diagnostics to standard error with the offending source line and a caret,
/// reading the named files only when a message needs them.
struct DiagnosticPrinter {
  private var sources: [String: String] = [:] {
    didSet { renderer = nil }
  }
  /// Renders with `sources`, split into lines once per change (a file is read once) and
  /// only when a message is printed: splitting a schema of megabytes takes a while.
  private var renderer: SnippetRenderer?
  /// Names that are not files (`<stdin>`) or could not be read: no snippet for them.
  private var unreadable: Set<String> = []
  /// Regular files read as forms or answers and not kept, read again to be quoted.
  ///
  /// No other file is ever read for a message: an included file that is not a form
  /// (`/etc/shadow`) is never quoted.
  private var rereadable: Set<String> = []
  /// Diagnostics printed with their source line so far.
  private var snippets = 0

  /// How many diagnostics are printed with their source line; the rest without it, so
  /// thousands of problems (a condition naming 20,000 unknown fields) stay readable and
  /// each long line is not cut again and again; every problem is still listed.
  static let maximumSnippets = 200

  /// How many warnings were printed, for `validate --strict`.
  private(set) var warningCount = 0

  mutating func print(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
      if diagnostic.severity == .warning { warningCount += 1 }
      if let file = diagnostic.location?.file, sources[file] == nil, rereadable.contains(file),
        !unreadable.contains(file)
      {
        if let text = DiagnosticPrinter.readSmallFile(file) {
          sources[file] = text
        } else {
          unreadable.insert(file)
        }
      }
      let quoted = snippets < Self.maximumSnippets
      if quoted, diagnostic.showsSource, diagnostic.location?.line != nil { snippets += 1 }
      if quoted, renderer == nil { renderer = SnippetRenderer(sources: sources) }
      StandardError.write(((quoted ? renderer : nil) ?? SnippetRenderer()).render(diagnostic))
    }
  }

  mutating func print(_ diagnostic: Diagnostic) {
    print([diagnostic])
  }

  /// Lets answers given on standard input still be quoted in messages.
  mutating func remember(_ text: String, as file: String) {
    sources[file] = text
  }

  /// Texts already read (the form files the loader read), quoted instead of read again.
  mutating func remember(_ texts: [String: String]) {
    sources.merge(texts) { _, new in new }
  }

  /// The texts among `texts` that could not be read again for a message (standard input,
  /// a pipe); a regular file is read again only when a message quotes it, so a form or
  /// answers file of megabytes is not kept through the fill for messages that never come.
  mutating func rememberUnlessRereadable(_ texts: [String: String]) {
    // `-` and `<stdin>` name standard input even where a file has that name.
    for (file, text) in texts {
      if file == "-" || file == "<stdin>" || !Self.isRegularFile(file) {
        sources[file] = text
      } else {
        rereadable.insert(file)
      }
    }
  }

  private static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }

  /// A text already read under `file` (a form read from standard input), so it is not
  /// read twice.
  func rememberedText(of file: String) -> String? {
    sources[file]
  }

  /// A regular file only: opening a FIFO again would wait for a writer that never comes.
  private static func readSmallFile(_ path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_size <= ((try? LimitSettings.current.get()) ?? LoadLimits()).maximumFileSize
    else { return nil }
    return try? String(contentsOfFile: path, encoding: .utf8)
  }
}

/// The process's standard error, for messages.
enum StandardError {
  /// Writes what it can.
  ///
  /// A stream that is gone (a closed terminal window: EIO) loses the text instead of
  /// stopping formline, which may still have a draft to keep.
  ///
  /// write(2) directly (`DescriptorOutput`): `FileHandle` and `Data` are not set up just
  /// for a message printed before the first prompt (`--resume` without a draft, form
  /// warnings).
  static func write(_ text: String) {
    DescriptorOutput.write(text, to: 2)
  }
}

/// The process's standard output, for results.
enum StandardOutput {
  /// - Throws: `ExitStatus.cannotWrite`, after saying so, when the output cannot take the
  ///   text (a full disk, a terminal that is gone).
  static func write(_ text: String) throws {
    try write(bytes: Array(text.utf8))
  }

  /// The same for text already in UTF-8 bytes.
  static func write(bytes: [UInt8]) throws {
    guard DescriptorOutput.write(bytes, to: 1) else {
      StandardError.write("formline: error: cannot write the result to standard output\n")
      throw ExitStatus.cannotWrite
    }
  }
}
