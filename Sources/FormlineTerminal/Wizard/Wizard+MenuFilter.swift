import FormlineCore
import FoundationEssentials

/// Text that names no option of a menu filters it: the options containing the text
/// (case-insensitive) are listed with their numbers, so a long menu is searched rather
/// than scrolled. A filter only one option of a single choice contains picks that option,
/// as Enter on a search that found one thing would.
extension Wizard {
  /// The title of the one option of a single-choice menu that contains `typed`, ignoring
  /// case; nil when none or several do, or the text is no filter.
  func soleFilterMatch(for field: Field, typed: String) -> String? {
    guard field.choices.mode == .single, let needle = filterNeedle(typed) else { return nil }
    let matches = ChoiceMenu(field).items.filter {
      $0.title.lowercased().containsCanonically(needle)
    }
    return matches.count == 1 ? matches[0].title : nil
  }

  /// The text to look for, lowercased; nil for a number, a list or a `+`/`-` change.
  private func filterNeedle(_ typed: String) -> String? {
    let needle = typed.trimmingBlanks.lowercased()
    guard !needle.isEmpty, Int(needle) == nil, !needle.containsLiterally(","),
      !needle.hasPrefix("+"), !needle.hasPrefix("-")
    else { return nil }
    return needle
  }

  /// The matching items as menu lines with a heading, or nil when the text is no filter
  /// (a number, a list, a `+`/`-` change) or nothing contains it.
  func menuFilterLines(for field: Field, typed: String) -> String? {
    guard let choice = field.choices.mode, let needle = filterNeedle(typed) else { return nil }
    let matches = ChoiceMenu(field).items.filter {
      $0.title.lowercased().containsCanonically(needle)
    }
    guard !matches.isEmpty else { return nil }
    let shownNeedle = SafeText.neutraliseSingleLine(needle)
    let heading =
      matches.count == 1
      ? "1 option contains '\(shownNeedle)'; type its number:"
      : "\(matches.count) options contain '\(shownNeedle)'; type the number of one:"
    var text = style.hint("  " + heading) + "\n"
    for item in matches.prefix(menuRoom) {
      text += menuLine(item, choice: choice, isSelected: false)
    }
    if matches.count > menuRoom {
      text += style.hint("  … \(matches.count - menuRoom) more: type more of the text") + "\n"
    }
    return text
  }
}
