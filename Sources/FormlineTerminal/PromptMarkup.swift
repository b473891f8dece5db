import FormlineUnicode

/// Marks the non-printing parts of a prompt for libedit's `EL_PROMPT_ESC`.
///
/// Callers pass plain text with ANSI sequences; libedit needs every sequence wrapped in `\1`
/// so it can count columns (docs/libedit.md §7). Kept separate so the rules are unit-tested.
enum PromptMarkup {
  /// The prompt with combining marks composed where Unicode has a precomposed character
  /// (NFC).
  ///
  /// libedit gives each character of a prompt a column of its own (`re_putc`, refresh.c):
  /// a zero-width mark (U+0301 after `e`) is overwritten by the character after it, so a
  /// title written decomposed showed as `e:`. ASCII prompts are given back as they are.
  static func composed(_ prompt: String) -> String {
    prompt.utf8.allSatisfy { $0 < 0x80 } ? prompt : prompt.normalized(.nfc)
  }

  /// The bracket character registered with `EL_PROMPT_ESC`.
  static let marker: Unicode.Scalar = "\u{1}"

  /// Wraps each `ESC [ … final` sequence in ``marker`` and drops other control characters.
  ///
  /// A marked sequence at the very end of a prompt is lost by libedit ("We lose the last
  /// literal", prompt.c; docs/libedit.md §7), so a prompt ending in one gets a trailing space.
  ///
  /// - Parameter prompt: Plain prompt text with optional ANSI sequences.
  /// - Returns: Text for the libedit prompt callback.
  static func marked(_ prompt: String) -> String {
    var out = String.UnicodeScalarView()
    var scalars = prompt.unicodeScalars.makeIterator()
    var endsWithSequence = false
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        guard let next = scalars.next() else { break }
        guard next == "[" else { continue }  // not CSI: drop ESC and the next scalar
        // Adjacent sequences share one marked group: libedit mis-counts "\1…\1\1…\1" and
        // prints the second sequence as text (seen with a breadcrumb followed by a title).
        if endsWithSequence, out.last == marker {
          out.removeLast()
        } else {
          out.append(marker)
        }
        // Scalar by scalar into `out`: gathering the sequence in an array first and adding
        // it with `append(contentsOf:)` cost ~16,000 instructions a sequence.
        out.append(scalar)
        out.append(next)
        while let part = scalars.next() {
          out.append(part)
          if (0x40...0x7E).contains(part.value) { break }
        }
        out.append(marker)
        endsWithSequence = true
        continue
      }
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
      out.append(scalar)
      endsWithSequence = false
    }
    if endsWithSequence { out.append(" ") }
    return String(out)
  }

  /// Removes ANSI sequences, for output that must stay plain (piped mode, transcripts).
  static func plain(_ prompt: String) -> String {
    // Most lines hold nothing to remove: given back as they are, without building two new
    // strings scalar by scalar (most of what a transcript cost at the first prompt).
    if !holdsControls(prompt) { return prompt }
    var out = String.UnicodeScalarView()
    var insideSequence = false
    for scalar in marked(prompt).unicodeScalars {
      if scalar == marker {
        insideSequence.toggle()
      } else if !insideSequence {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// Whether `text` holds a character `marked` drops or wraps: a C0 control (ESC among
  /// them), DEL or a C1 control (U+0080–U+009F, the bytes C2 80–C2 9F in UTF-8).
  static func holdsControls(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte <= 0x9F) { return true }
      previous = byte
    }
    return false
  }
}
