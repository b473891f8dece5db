package import FormlineCore

/// The conversation of a fill without a person, recorded but shown to no one
/// (`--transcript` of a piped or `-y` run): section headings, each prompt with the line
/// that answered it, footers, as the wizard would have drawn them.
package final class SilentConversation: FillObserver, PromptRenderer {
  let style: TerminalStyle
  private(set) var session: FillSession
  private var sections = SectionHeadings()
  /// A record has no screen; menus are drawn as on the wizard's default one.
  let pageLines = 24
  let pageColumns = 80
  private let record: (String) -> Void

  /// - Parameters:
  ///   - session: The session the driver starts from.
  ///   - style: How prompts are drawn (the transcript removes colour).
  ///   - record: Receives the text, in order.
  package init(session: FillSession, style: TerminalStyle, record: @escaping (String) -> Void) {
    self.session = session
    self.style = style
    self.record = record
  }

  package func asking(_ step: FillStep, prefill: String?, in session: FillSession) {
    let heading = sections.enter(step, style: style)
    if !heading.isEmpty { record(heading) }
  }

  package func read(_ line: AnswerLine, for step: FillStep, in session: FillSession) {
    self.session = session
    let result: LineReadResult
    switch line {
    case .line(let text, _): result = .line(text)
    case .rejected(let message, _): result = .rejected(message)
    case .end: result = .endOfInput
    case .stopped: result = .timedOut
    }
    record(
      promptText(for: step, hasPrefill: false) + result.transcribed(secret: step.field.isSecret)
        + "\n")
  }

  package func reachedEnd(of session: FillSession) {
    let footer = sections.close(style: style)
    if !footer.isEmpty { record(footer) }
  }
}
