import FormlineCore

/// Whatever draws prompts as the wizard does: the wizard itself, and the record of a
/// conversation nobody sees (``SilentConversation``), so a piped run's transcript shows
/// the very prompts a person would have seen.
protocol PromptRenderer {
  var style: TerminalStyle { get }
  /// The session the prompts describe (for the form's required marker and value texts).
  var session: FillSession { get }
  /// Lines of the screen: a menu longer than this shows its first screenful.
  var pageLines: Int { get }
  /// Columns of the screen: a long menu item is broken at spaces to fit them.
  var pageColumns: Int { get }
}

extension Wizard: PromptRenderer {
  var pageLines: Int { settings.pageLines }
  var pageColumns: Int { settings.pageColumns }
}
