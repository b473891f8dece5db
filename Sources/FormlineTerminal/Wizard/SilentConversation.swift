package import FormlineCore

/// The conversation of a fill without a person, recorded but shown to no one
/// (`--transcript` of a piped or `-y` run): section headings, each prompt with the line
/// that answered it, footers, as the wizard would have drawn them.
///
/// It keeps no session between calls: a session kept here would share the driver's
/// storage, and the driver's next answer would then copy every table of the fill (each
/// answer of a piped run with a transcript cost as much as the whole form).
package final class SilentConversation: FillObserver {
  private let style: TerminalStyle
  private var sections = SectionHeadings()
  private let record: (String) -> Void

  /// - Parameters:
  ///   - style: How prompts are drawn (the transcript removes colour).
  ///   - record: Receives the text, in order.
  package init(style: TerminalStyle, record: @escaping (String) -> Void) {
    self.style = style
    self.record = record
  }

  package func asking(_ step: FillStep, prefill: String?, in session: FillSession) {
    let heading = sections.enter(step, style: style)
    if !heading.isEmpty { record(heading) }
  }

  package func read(_ line: AnswerLine, for step: FillStep, in session: FillSession) {
    let result: LineReadResult
    switch line {
    case .line(let text, _): result = .line(text)
    case .rejected(let message, _): result = .rejected(message)
    case .end: result = .endOfInput
    case .stopped: result = .timedOut
    }
    let prompt = Renderer(style: style, session: session).promptText(for: step, hasPrefill: false)
    record(prompt + result.transcribed(secret: step.field.isSecret) + "\n")
  }

  package func reachedEnd(of session: FillSession) {
    let footer = sections.close(style: style)
    if !footer.isEmpty { record(footer) }
  }
}

extension SilentConversation {
  /// Draws prompts for the session of one call only.
  private struct Renderer: PromptRenderer {
    let style: TerminalStyle
    let session: FillSession
    /// A record has no screen; menus are drawn as on the wizard's default one.
    let pageLines = 24
    let pageColumns = 80
  }
}
