import FormlineCore

/// What a prompt looks like: breadcrumb, title, required marker, default, menus, help.
extension PromptRenderer {
  func promptText(for step: FillStep, hasPrefill: Bool) -> String {
    let field = step.field
    var text = ""
    if !step.breadcrumb.isEmpty {
      text += style.breadcrumb(
        AnswerText.breadcrumb(step.breadcrumb.map(SafeText.neutraliseSingleLine)))
    }
    text += style.title(SafeText.neutraliseSingleLine(field.title))
    if field.required, !session.form.requiredMarker.isEmpty {
      text += " " + session.form.requiredMarker
    }
    // The prompt's notes share one pair of parentheses, so they read as one aside rather
    // than piling up: "Name * (empty line: no more; e.g. Ada)".
    var notes: [String] = []
    if case .newItem = step.role { notes.append("empty line: no more") }
    if step.isOfferMenu { notes.append("number or name; Enter: done") }
    if field.presentation == .segments, field.choices.mode == .single {
      text +=
        " ("
        + ChoiceMenu(field).items.map { SafeText.neutraliseSingleLine($0.title) }
        .joined(separator: "/") + ")"
    }
    if let range = rangeHint(for: field) { notes.append(range) }
    if field.choices.mode == .multiple { notes.append("1,3-5, all, none, +N/-N") }
    // Every hint stays when the question is asked again (after an error, or going back):
    // Enter still takes the default, so the prompt must still say which.
    var defaultText: String?
    if field.isSecret, let kept = session.answers[step.path], !kept.isNull {
      // Never shown, so the prompt must say that Enter keeps it (as `?` does).
      notes.append("Enter keeps it")
    } else if let hint = defaultHint(for: field) {
      defaultText = hint
    } else if field.choices.mode != nil, ChoiceMenu(field).placeholderItem != nil {
      // A menu's placeholder is an item that leaves the field unanswered, which is what
      // Enter does: not a default, so not in brackets.
      if !field.required { notes.append("Enter: no answer") }
    } else if let placeholder = placeholderHint(for: field) {
      // Elsewhere a placeholder is only an example; Enter does not take it.
      notes.append("e.g. \(placeholder)")
    }
    if !notes.isEmpty { text += " " + style.hint("(" + notes.joined(separator: "; ") + ")") }
    if let defaultText { text += " " + style.hint("[\(defaultText)]") }
    return text + Wizard.separator(after: field.title, decorated: text)
  }

  /// ": " after a title, or just a space when the title already ends in "?" or ":" and
  /// nothing follows it ("Do you have pets? y").
  package static func separator(after title: String, decorated: String? = nil) -> String {
    // Trailing spaces do not count: a styled title ends in a reset sequence, which the
    // plain text keeps as a space ("How many?: ").
    let ending = PromptMarkup.plain(decorated ?? title).last { $0 != " " }
    return ending == "?" || ending == ":" ? " " : ": "
  }

  /// Bounds of numbers and dates, and how a stepper steps: "(13–120)", "(≥ 18)",
  /// "(1–9, +/-)".
  private func rangeHint(for field: Field) -> String? {
    // A text's `min`/`max` count characters; those are said by `?` help, not as a range.
    guard !field.kind.isTextual || field.presentation == .stepper else { return nil }
    var parts: [String] = []
    let low = (field.minimum?.editableText).map(SafeText.neutraliseSingleLine)
    let high = (field.maximum?.editableText).map(SafeText.neutraliseSingleLine)
    switch (low, high) {
    case (let low?, let high?): parts.append("\(low)–\(high)")
    case (let low?, nil): parts.append("≥ \(low)")
    case (nil, let high?): parts.append("≤ \(high)")
    case (nil, nil): break
    }
    if field.presentation == .stepper { parts.append("+/-") }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  private func defaultHint(for field: Field) -> String? {
    if field.kind.isBoolean && field.choices.mode == nil {
      switch field.defaultValue?.boolValue {
      case true?: return "Y/n"
      case false?: return "y/N"
      case nil: return "y/n"
      }
    }
    guard let value = field.enterValue, !value.isNull, !field.isSecret else { return nil }
    return SafeText.neutraliseSingleLine(session.answerText.shown(value, for: field))
  }

  /// A placeholder shown as an example, never like a default.
  ///
  /// Enter does not take it, so it reads "Location (e.g. Main St 1):", not "[Main St 1]".
  /// A placeholder that only repeats the title (XLForm's `noValueDisplayText: Location`
  /// beside `title: Location`, which an empty iOS cell shows in grey) says nothing more at a
  /// prompt that already names the field: left out.
  private func placeholderHint(for field: Field) -> String? {
    guard !(field.kind.isBoolean && field.choices.mode == nil), let placeholder = field.placeholder
    else { return nil }
    func words(_ text: String) -> String {
      String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
    guard words(placeholder) != words(field.title) else { return nil }
    return SafeText.neutraliseSingleLine(placeholder)
  }

  /// The numbered menu of a choice field (nothing for segments, which fit in the prompt).
  ///
  /// A menu longer than the screen shows its first screenful and says how to reach the
  /// rest, so the prompt and its messages stay in view.
  /// - Parameters:
  ///   - field: The choice field.
  ///   - selected: The options to mark as chosen.
  ///   - filters: Whether typed text filters the menu (not where any text is an answer, as
  ///     in a union's open menu).
  /// - Returns: The menu's lines, each ending in a newline.
  func menuLines(for field: Field, selected: Set<Int>, filters: Bool = true) -> String {
    guard let choice = field.choices.mode, field.presentation != .segments || choice == .multiple
    else { return "" }
    let items = ChoiceMenu(field).items
    let room = menuRoom
    // "1 more" would take the line the item itself needs.
    let shown = items.count > room + 1 ? Array(items.prefix(room)) : items
    var lines = ""
    for item in shown {
      let isSelected = item.optionIndex.map { selected.contains($0) } ?? false
      lines += menuLine(item, choice: choice, isSelected: isSelected)
    }
    if shown.count < items.count {
      lines +=
        style.hint(
          "  … \(items.count - shown.count) more: PageDown for the next page, Tab for all"
            + (filters ? ", or type text to filter" : ""))
        + "\n"
    }
    return lines
  }

  /// The pages PageDown prints for a menu longer than the screen, a screenful each.
  ///
  /// The pages after the first (shown with the question), then the first again, so
  /// PageDown goes round; each page ends saying which it is.
  func menuPages(for field: Field, selected: Set<Int>) -> [String] {
    guard let choice = field.choices.mode, field.presentation != .segments || choice == .multiple
    else { return [] }
    let items = ChoiceMenu(field).items
    let room = menuRoom
    guard items.count > room + 1 else { return [] }
    let starts = Array(stride(from: 0, to: items.count, by: room))
    let pages = starts.enumerated().map { page, start in
      var lines = ""
      for item in items[start..<min(start + room, items.count)] {
        let isSelected = item.optionIndex.map { selected.contains($0) } ?? false
        lines += menuLine(item, choice: choice, isSelected: isSelected)
      }
      let next = page + 1 < starts.count ? "PageDown: next" : "PageDown: the first"
      return lines + style.hint("  (page \(page + 1) of \(starts.count); \(next))") + "\n"
    }
    return Array(pages.dropFirst()) + [pages[0]]
  }

  /// How many menu items fit on one screen with the prompt and a message.
  var menuRoom: Int { max(5, pageLines - 4) }

  /// One numbered item: `  • 3) Weekly`, `  [x]   2) dog`, a placeholder as no answer.
  func menuLine(_ item: ChoiceMenu.Item, choice: ChoiceMode, isSelected: Bool) -> String {
    let mark: String
    if choice == .multiple {
      mark = isSelected ? "[x] " : "[ ] "
    } else {
      mark = isSelected ? "• " : "  "
    }
    let number = String(item.number).leftPadded(to: 3)
    let title = SafeText.neutraliseSingleLine(item.title)
    // The placeholder item is no option: it stands for no answer, and says so.
    let text = item.optionIndex == nil ? title + " (no answer)" : title
    // A long title (an offered field and its help) is broken at spaces and continues
    // under itself, as the terminal would otherwise cut it mid-word under the numbers.
    let lines = ReviewLayout(columns: pageColumns).lines(
      prefix: "  \(mark)\(number)) ", text: text)
    let prefixWidth = 2 + mark.count + number.count + 2
    return lines.map { line in
      guard item.optionIndex == nil else { return line + "\n" }
      return String(line.prefix(prefixWidth)) + style.hint(String(line.dropFirst(prefixWidth)))
        + "\n"
    }.joined()
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
