import FormlineCore

/// Whatever draws prompts as the wizard does: the wizard itself, and the record of a
/// conversation nobody sees (``SilentConversation``), so a piped run's transcript shows
/// the very prompts a person would have seen.
protocol PromptRenderer {
  var style: TerminalStyle { get }
  /// The session the prompts describe (for the form's required marker and value texts).
  var session: FillSession { get }
}

extension Wizard: PromptRenderer {}
