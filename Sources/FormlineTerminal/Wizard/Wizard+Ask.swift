import FormlineCore
import FoundationEssentials

/// Asking one step: the prompt, the answer loop and commands.
extension Wizard {
  /// - Returns: nil when the step is settled (or the user went back); an outcome to stop.
  func ask(_ step: FillStep, prefill: String?) -> FillOutcome? {
    var line = prefill
    // A known value with controls (an answers file's ESC, a bidi override) cannot go on
    // the edit line: libedit would drop some and the terminal obey others. It is shown made
    // visible instead, and Enter keeps it exactly as given.
    var kept: String?
    if let text = prefill, !SafeText.isSafe(text), !step.field.isSecret,
      step.field.kind != .longtext
    {
      kept = text
      line = nil
    }
    var menuShown = false
    while true {
      if let kept {
        say(
          style.hint(
            "  current: \(SafeText.neutraliseSingleLine(kept)) (Enter keeps it; type to replace it)"
          )
            + "\n")
      }
      // The menu once per question: an error or help printed again under a long menu
      // would scroll the menu's start, then the message, out of view.
      if !menuShown {
        say(
          step.isOfferMenu
            ? offerMenuLines(for: step)
            : menuLines(for: step.field, selected: selection(of: step))
              + unionValuesLines(for: step.field))
        menuShown = true
      }
      let prompt = promptText(for: step, hasPrefill: line != nil)
      let result = read(step, prompt: prompt, prefill: line)
      recordAnswer(result, after: prompt, for: step)
      switch result {
      case .line(let text):
        switch WizardCommand.parse(text, prefill: line) {
        case .help:
          if step.isOfferMenu { say(menuLines(for: step.field, selected: [])) }
          say(helpText(for: step))
          line = nil
          continue
        case .back:
          if session.back() {
            wentBack = true
            return nil
          }
          say(style.hint("  (this is the first question)") + "\n")
          continue
        case .clear:
          if case .invalid(let message) = session.clear() {
            sayError(message, for: step)
            continue
          }
          return nil
        case .abort:
          return .aborted
        case .answer(let typed):
          let given = typed.isEmpty ? kept ?? typed : typed
          let answer = openMenuPick(for: step.field, typed: given) ?? given
          settings.events?(.lineEntered(step, text: answer))
          switch session.submit(answer) {
          case .accepted(let echo):
            if let shown = echoText(for: step, typed: answer, reading: echo) { sayEcho(shown) }
            return nil
          case .invalid(let message):
            if let only = soleFilterMatch(for: step.field, typed: answer),
              case .accepted(let echo) = session.submit(only)
            {
              sayEcho(echo ?? only)
              return nil
            }
            if let matches = menuFilterLines(for: step.field, typed: answer) {
              say(matches)
              line = nil
              continue
            }
            sayError(message, for: step)
            settings.events?(.validationFailed(step, message: message))
            line = step.field.isSecret || answer == kept ? nil : answer
          }
        }
      case .back:
        if session.back() {
          wentBack = true
          return nil
        }
        say(style.hint("  (this is the first question)") + "\n")
      case .interrupted:
        return .interrupted(session)
      case .endOfInput:
        if step.needsAnswer {
          return .interrupted(session)
        }
        if case .accepted = session.submit("") { return nil }
      case .timedOut:
        return .timedOut(session)
      case .terminated(let signal):
        return .terminated(session, signal: signal)
      case .rejected(let message):
        sayError(message, for: step)
      }
    }
  }

  private func read(_ step: FillStep, prompt: String, prefill: String?) -> LineReadResult {
    if step.field.isSecret { return editor.readSecret(prompt: prompt) }
    if step.field.kind == .longtext {
      return readLongText(step, prompt: prompt, prefill: prefill)
    }
    return editor.readLine(
      LineRequest(
        prompt: prompt, prefill: prefill, completion: completion(for: step.field),
        historyKey: historyKey(for: step),
        pages: step.isOfferMenu ? [] : pages(for: step)))
  }

  /// The pages PageDown shows: the menu's, or a union's open menu's.
  private func pages(for step: FillStep) -> [String] {
    menuPages(for: openMenu(of: step.field) ?? step.field, selected: selection(of: step))
  }

  /// Long text opens `$VISUAL`/`$EDITOR` when one is set; otherwise lines are read until
  /// an empty one, and a text given before is offered again line by line, so no line is
  /// lost and Enter on every line keeps it exactly.
  private func readLongText(_ step: FillStep, prompt: String, prefill: String?) -> LineReadResult {
    if let external = settings.externalEditor {
      say(prompt + style.hint("(opening \(external.command); save and quit to continue)") + "\n")
      if let text = external.edit(prefill ?? "") {
        return .line(Wizard.editedText(text, original: prefill))
      }
      say(style.error("  ✗ the editor failed; type the text instead") + "\n")
    }
    let previous = prefill.map { $0.components(separatedBy: "\n") } ?? []
    say(
      style.hint(
        previous.count > 1
          ? "  (each line is offered to edit; an emptied line is removed; "
            + "an empty line after the last ends)"
          : "  (several lines: finish with an empty line)") + "\n")
    var lines: [String] = []
    var index = 0
    while true {
      let offered = index < previous.count ? previous[index] : nil
      let result = editor.readLine(
        LineRequest(prompt: index == 0 ? prompt : "… ", prefill: offered))
      guard case .line(var text) = result else {
        // Ctrl-D after the first line ends the text; lines not reached yet are kept.
        return index == 0
          ? result : .line((lines + previous.dropFirst(index)).joined(separator: "\n"))
      }
      if index == 0, offered?.isEmpty != true {
        switch WizardCommand.parse(text, prefill: offered) {
        case .answer where text.isEmpty:
          // An empty answer, as on any prompt; but of a text of several lines an emptied
          // first line is only that line removed.
          if previous.count <= 1 { return result }
        case .answer(let answer):
          // `first\?` answers "first?"; a leading backslash is the caller's to drop.
          if !text.hasPrefix("\\") { text = answer }
        case let command:
          // As a line of its own: the caller reads it against the whole text it offered.
          return .line(command.line)
        }
      }
      index += 1
      if let offered {
        // An emptied line is removed; a line that was empty stays.
        if !text.isEmpty || offered.isEmpty { lines.append(text) }
      } else if text.isEmpty {
        return .line(lines.joined(separator: "\n"))
      } else {
        lines.append(text)
      }
    }
  }

  /// The text an external editor saved: unchanged apart from the final newline editors add
  /// means the original, byte for byte; otherwise trailing newlines are dropped.
  static func editedText(_ text: String, original: String?) -> String {
    if let original, text == original || text == original + "\n" { return original }
    var trimmed = text
    while trimmed.hasSuffix("\n") { trimmed.removeLast() }
    return trimmed
  }

  /// Puts what was typed after its prompt in the transcript, as the terminal showed it:
  /// secrets masked, commands as typed, keys that end a prompt by name.
  private func recordAnswer(_ result: LineReadResult, after prompt: String, for step: FillStep) {
    transcript?(prompt + result.transcribed(secret: step.field.isSecret) + "\n")
  }

  func historyKey(for step: FillStep) -> String? {
    if step.field.isSecret { return nil }
    // Items of a collection share one history: `tags[]`. (Not a regular expression: the
    // first one compiled costs ~2 ms of ICU set-up, a fifth of start-up.)
    return step.path.itemPattern
  }

  func completion(for field: Field) -> LineCompletion {
    if field.choices.mode == .multiple { return .listItems(ChoiceMenu(field).items.map(\.title)) }
    if field.choices.mode != nil { return .words(field.choices.options.map(\.title)) }
    if case let values = unionValues(of: field), !values.isEmpty { return .words(values) }
    switch field.kind {
    case .boolean, .option: return .words(["yes", "no"])
    case .file, .image:
      return .paths(extensions: FileInput.allowedExtensions(for: field))
    default: return .none
    }
  }

  /// The options chosen now (the value, else the default), to mark them in the menu.
  func selection(of step: FillStep) -> Set<Int> {
    guard step.field.choices.mode != nil,
      let value = session.answer(at: step.path) ?? step.field.defaultValue
    else { return [] }
    let menu = ChoiceMenu(step.field)
    if step.field.choices.mode == .single { return menu.optionIndex(of: value).map { [$0] } ?? [] }
    return Set(MultipleChoiceStorage.indexes(of: value, field: step.field) ?? [])
  }
}
