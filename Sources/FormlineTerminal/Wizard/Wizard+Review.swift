import FormlineCore
import Foundation

/// The review screen: every answer numbered, secrets masked; a number edits that answer,
/// `+N`/`-N` add to or delete from a collection, Enter confirms (SPEC §3).
extension Wizard {
  enum ReviewResult {
    case confirmed
    case edited
    case stopped(WizardOutcome)
  }

  func reviewScreen() -> ReviewResult {
    while true {
      let items = session.reviewItems()
      say("\n" + style.title("Review") + "\n")
      for item in items {
        let crumbs = item.step.breadcrumb.isEmpty ? "" : item.step.breadcrumb.joined(separator: " › ") + " › "
        let number = String(item.number)
        let pad = String(repeating: " ", count: max(0, 2 - number.count))
        let lock = item.step.isDisabled ? style.hint(" (read-only)") : ""
        say("  \(pad)\(number). \(SafeText.neutraliseSingleLine(crumbs + item.step.field.title)): "
          + SafeText.neutraliseSingleLine(item.text) + lock + "\n")
      }
      let prompt = "Number to edit, +N/-N to add/delete an item, Enter to finish, :abort to quit: "
      switch editor.readLine(LineRequest(prompt: prompt, historyKey: "review")) {
      case .line(let text):
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || ["y", "yes", "ok", "done"].contains(trimmed.lowercased()) {
          return .confirmed
        }
        if case .abort = WizardCommand.parse(trimmed) { return .stopped(.aborted) }
        if trimmed == "?" {
          say(style.hint("  Type an answer's number to change it; +N adds an item after the list N belongs to; -N deletes item N.") + "\n")
          continue
        }
        if let result = reviewCommand(trimmed, items: items) { return result }
      case .interrupted, .endOfInput:
        return .stopped(.interrupted(session))
      case .timedOut:
        return .stopped(.timedOut(session))
      case .back, .rejected:
        continue
      }
    }
  }

  private func reviewCommand(_ text: String, items: [FillSession.ReviewItem]) -> ReviewResult? {
    let sign = text.first
    let digits = sign == "+" || sign == "-" ? String(text.dropFirst()) : text
    guard let number = Int(digits), let item = items.first(where: { $0.number == number }) else {
      say(style.error("  ✗ choose a number from 1 to \(items.count)") + "\n")
      return nil
    }
    guard !item.step.isDisabled else {
      say(style.error("  ✗ that answer is read-only") + "\n")
      return nil
    }
    switch sign {
    case "+", "-":
      guard let (collection, index) = collectionItem(item.step.path) else {
        say(style.error("  ✗ \(number) is not an item of a list") + "\n")
        return nil
      }
      if sign == "+" {
        session.addItem(to: collection)
      } else {
        session.deleteItem(at: index, of: collection)
      }
    default:
      session.edit(item.step)
    }
    if let stop = fillUntilFinished() { return .stopped(stop) }
    return .edited
  }

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
