import Glibc

/// The `--transcript` file: the lines the terminal showed, in order, as plain text.
///
/// Colour and other control sequences are removed line by line, so newlines stay and
/// nothing a form or an answer holds can reach a terminal that later shows the file. The
/// first write error is kept: a full disk must end the run with an error, not an
/// incomplete record and exit 0.
package final class Transcript {
  private let descriptor: Int32
  /// `errno` of the first write that failed; nil while every write succeeded.
  package private(set) var failure: Int32?

  /// Creates or truncates the file, or appends to it, mode 0600 (it holds answers).
  ///
  /// `open(2)`, not a replace-by-rename: `/dev/full`, a FIFO or a terminal given as the
  /// transcript is written to, never replaced.
  /// - Parameters:
  ///   - path: Where to write.
  ///   - appending: Keep what the file holds and write after it (a resumed run continues
  ///     the record of the run it resumes).
  /// - Throws: `open(2)`'s `errno` when the file cannot be opened for writing (kept here:
  ///   a failed initialiser would close the descriptor -1 and leave `EBADF` in `errno`).
  package init(path: String, appending: Bool = false) throws(TranscriptOpenError) {
    let mode = appending ? O_APPEND : O_TRUNC
    let opened = open(path, O_WRONLY | O_CREAT | mode | O_CLOEXEC, 0o600)
    guard opened >= 0 else { throw TranscriptOpenError(code: errno) }
    descriptor = opened
  }

  deinit { close(descriptor) }

  /// Appends conversation text as shown, control sequences removed.
  ///
  /// - Parameter text: Text with `\n` line ends and optional ANSI sequences.
  package func record(_ text: String) {
    guard failure == nil else { return }
    failure = DescriptorOutput.failure(
      writing: Transcript.plainText(text).utf8, to: descriptor)
  }

  /// Each line without ANSI sequences or control characters; the line ends kept.
  static func plainText(_ text: String) -> String {
    // A loop over the line feeds' bytes, not split/map/joined: their generic code's first
    // use (metadata, witness tables) was most of what a transcript cost at the first prompt.
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var start = text.startIndex
    while true {
      let end = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
      let line = text[start..<end]
      var plain = PromptMarkup.plain(String(line))
      // `plain` keeps the space libedit needs after a prompt's final sequence; a file
      // does not need it.
      if line.last != " ", plain.last == " ", line.utf8.contains(0x1B) { plain.removeLast() }
      result.append(plain)
      guard end < text.endIndex else { return result }
      result.append("\n")
      start = text.utf8.index(after: end)
    }
  }
}

/// Why the transcript file could not be opened.
package struct TranscriptOpenError: Error {
  /// `errno` of `open(2)`.
  package let code: Int32

  /// The system's words for it ("No such file or directory").
  package var description: String { String(cString: strerror(code)) }
}
