import FormlineCore
import FoundationEssentials

/// The review screen: every answer numbered, secrets masked; a number edits that answer,
/// `+N`/`-N` add to or delete from a collection, Enter confirms (formline(1), Review screen).
extension Wizard {
  enum ReviewResult {
    case confirmed
    case edited
    case stopped(FillOutcome)
  }

  func reviewScreen() -> ReviewResult {
    // After a message (an error, `?`, the file's changes) only the prompt comes again: the
    // list printed again would push the message off a short terminal at once.
    var listsAnswers = true
    while true {
      let items = session.reviewItems()
      let prompt = "Number to edit (? for more), Enter to finish: "
      var result: LineReadResult?
      if listsAnswers {
        say("\n" + style.title("Review") + "\n")
        result = listReview(items)
      }
      if result == nil {
        if let file = settings.editedFile, listsAnswers {
          say(
            style.hint("  d shows what will change in \(SafeText.neutraliseSingleLine(file))")
              + "\n")
        }
        result = editor.readLine(LineRequest(prompt: prompt, historyKey: "review"))
      }
      listsAnswers = false
      switch result ?? .endOfInput {
      case .line(let text):
        let trimmed = text.trimmingBlanks
        if trimmed.isEmpty || ["y", "yes", "ok", "done"].contains(trimmed.lowercased()) {
          if let finished = finishReview() { return finished }
          continue
        }
        if case .abort = WizardCommand.parse(trimmed) { return .stopped(.aborted) }
        if trimmed == "?" {
          var help = Wizard.reviewHelp.split(separator: "\n").map(String.init)
          if let file = settings.editedFile {
            help.append("  d      show what will change in \(SafeText.neutraliseSingleLine(file))")
          }
          let layout = HelpLayout(columns: settings.pageColumns)
          say(help.flatMap(layout.lines).map { style.hint($0) + "\n" }.joined())
          continue
        }
        if trimmed.lowercased() == "d", settings.fileChanges != nil {
          showFileChanges()
          continue
        }
        if let result = reviewCommand(trimmed, items: items) { return result }
      case .endOfInput:
        // Ctrl-D at the review is "I am done", as Enter is: everything has been answered.
        if let finished = finishReview() { return finished }
      case .interrupted:
        return .stopped(.interrupted(session))
      case .timedOut:
        return .stopped(.timedOut(session))
      case .terminated(let signal):
        return .stopped(.terminated(session, signal: signal))
      case .back, .rejected:
        listsAnswers = true
        continue
      }
    }
  }

  /// Confirms, unless the result cannot be written in the format asked for.
  private func finishReview() -> ReviewResult? {
    if let problem = settings.resultProblem?(session.result()) {
      say(style.error("  ✗ " + SafeText.neutraliseSingleLine(problem)) + "\n")
      return nil
    }
    return .confirmed
  }

  /// The unified diff of the file edited in place, as `--diff` would print it with the
  /// secrets masked (by `fileChanges`); lines are neutralised, as a file may hold escape
  /// sequences.
  private func showFileChanges() {
    guard let changes = settings.fileChanges, let file = settings.editedFile else { return }
    let name = SafeText.neutraliseSingleLine(file)
    switch changes(session.result()) {
    case .failure(let problem):
      say(style.error("  ✗ " + SafeText.neutraliseSingleLine(problem.message)) + "\n")
    case .success(let diff) where diff.isEmpty:
      say(style.hint("  (no change to \(name))") + "\n")
    case .success(let diff):
      say("\n" + SafeText.neutralise(diff))
    }
  }

  /// Prints the answers a screenful at a time.
  /// - Returns: nil when all were listed; what was typed at a "more" prompt otherwise (a
  ///   number to edit, Ctrl-D, Ctrl-C…), for the review to act on.
  private func listReview(_ items: [FillSession.ReviewItem]) -> LineReadResult? {
    let layout = ReviewLayout(columns: settings.pageColumns)
    var rowsShown = 0
    for (position, item) in items.enumerated() {
      let lines = ReviewLine.numberedLines(for: item, layout: layout, style: style)
      if rowsShown > 0, rowsShown + lines.count > settings.pageLines - 1 {
        let more = items.count - position
        let request = LineRequest(
          prompt: style.hint("-- \(more) more (Enter; or N to edit) --") + " ")
        let answer = editor.readLine(request)
        guard case .line(let text) = answer, text.trimmingBlanks.isEmpty
        else { return answer }
        rowsShown = 0
      }
      say(lines.joined(separator: "\n") + "\n")
      rowsShown += lines.count
    }
    return nil
  }

  private func reviewCommand(_ text: String, items: [FillSession.ReviewItem]) -> ReviewResult? {
    let sign = text.first
    let digits = "+-^v".contains(sign ?? " ") ? String(text.dropFirst()) : text
    guard let number = Int(digits), let item = items.first(where: { $0.number == number }) else {
      say(style.error("  ✗ choose a number from 1 to \(items.count)") + "\n")
      return nil
    }
    guard !item.isReadOnly else {
      say(style.error("  ✗ that answer is read-only") + "\n")
      return nil
    }
    // A list's own line: its number (or +N) adds an item; a list inside an item is part of
    // that item, so -N ^N vN there act on the item, as on the item's other lines.
    let actsOnList = sign == nil || sign == "+" || "0123456789".contains(sign ?? " ")
    if item.step.role == .collection
      && (actsOnList || collectionItem(UnionChoice.shownPath(item.step.path)) == nil)
    {
      guard actsOnList, item.step.field.collection.abilities.canInsert else {
        say(style.error("  ✗ choose one of the list's items to delete or move it") + "\n")
        return nil
      }
      session.addItem(to: item.step.path)
      if let stop = fillUntilFinished() { return .stopped(stop) }
      return .edited
    }
    switch sign {
    case "+", "-", "^", "v":
      // An item's variant menu stands for its item (`(variant).install[1]` → install[1]).
      guard let (collection, index) = collectionItem(UnionChoice.shownPath(item.step.path)),
        let field = FieldLookup.field(at: collection, in: session.form)
      else {
        say(style.error("  ✗ \(number) is not an item of a list") + "\n")
        return nil
      }
      let options = field.collection
      switch sign {
      case "+" where options.abilities.canInsert:
        session.addItem(to: collection)
      case "-" where options.abilities.canDelete:
        guard confirmDeletion(at: index, of: collection, title: field.title, items: items) else {
          say(style.hint("  (nothing deleted)") + "\n")
          return nil
        }
        session.deleteItem(at: index, of: collection)
      case "^" where options.abilities.canReorder && field.collection.sortable:
        guard index > 0 else {
          say(style.error("  ✗ that item is already the first") + "\n")
          return nil
        }
        session.moveItem(at: index, to: index - 1, of: collection)
      case "v" where options.abilities.canReorder && field.collection.sortable:
        guard index + 1 < (session.answers[collection]?.arrayValue?.count ?? 0) else {
          say(style.error("  ✗ that item is already the last") + "\n")
          return nil
        }
        session.moveItem(at: index, to: index + 1, of: collection)
      default:
        say(style.error("  ✗ this list does not allow that") + "\n")
        return nil
      }
    default:
      session.edit(item.step)
    }
    if let stop = fillUntilFinished() { return .stopped(stop) }
    return .edited
  }

  /// An item that holds more than one answer (a subform's fields, a nested list) is
  /// deleted only when the person says yes: `-N` may have been typed on any of its lines.
  private func confirmDeletion(
    at index: Int, of collection: FieldPath, title: String, items: [FillSession.ReviewItem]
  ) -> Bool {
    let item = collection.appending(index: index)
    let inside = items.filter { review in
      let path = UnionChoice.shownPath(review.step.path).components
      return path.count >= item.components.count
        && Array(path.prefix(item.components.count)) == item.components
    }
    guard inside.count > 1 else { return true }
    let question =
      "Delete \(SafeText.neutraliseSingleLine(title)) #\(index + 1) and the \(inside.count) "
      + "answers in it? (y/N): "
    guard case .line(let text) = editor.readLine(LineRequest(prompt: question)) else {
      return false
    }
    return ["y", "yes"].contains(text.trimmingBlanks.lowercased())
  }

  static let reviewHelp = """
      N      change answer N
      +N     add an item to the list that answer N belongs to
      -N     delete the list item that answer N belongs to
      ^N vN  move that item up or down (sortable lists)
      Enter  finish and write the result (Ctrl-D too);  :abort  quit without writing
    """

  /// The collection and index an item path belongs to (`tags[2]` → tags, 2).
  private func collectionItem(_ path: FieldPath) -> (FieldPath, Int)? {
    for (offset, component) in path.components.enumerated().reversed() {
      if case .index(let index) = component {
        return (FieldPath(Array(path.components[..<offset])), index)
      }
    }
    return nil
  }
}
