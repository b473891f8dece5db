/// A short description of what a field accepts, for `?` help and error notes.
package enum InputHint {
  package static func describe(_ field: Field) -> String {
    let base = kindHint(field)
    guard let rule = patternRule(field) else { return base }
    // "any text" is exactly what a pattern contradicts.
    if field.choices.mode == nil && [.text, .account, .name].contains(field.kind) { return rule }
    return base.isEmpty ? rule : base + "; " + rule
  }

  /// What a `pattern`/`regex` validator asks for, in the author's words when there are some:
  /// the field's help (shown just above the hint), else the rule's message, else the
  /// expression itself.
  private static func patternRule(_ field: Field) -> String? {
    guard
      let validator = field.validators.first(where: {
        if case .regex = $0.rule { return true }
        return false
      }), case .regex(let pattern) = validator.rule
    else { return nil }
    if let help = field.help, !help.isEmpty { return "text in the form described above" }
    if let message = validator.message, !message.isEmpty {
      return "text the form's rule accepts (otherwise: \(message))"
    }
    return "text matching the pattern \(pattern)"
  }

  private static func kindHint(_ field: Field) -> String {
    if field.choices.mode == .single {
      return "a number from the menu, an option's text, or a unique prefix (Tab completes)"
    }
    if field.choices.mode == .multiple {
      return "numbers, ranges and option texts separated by commas (1,3-5), 'all' or 'none'; "
        + "+N or -N adds or removes items from the selection"
    }
    switch field.kind {
    case .text, .account, .name: return "any text"
    case .longtext: return "text; several lines in your editor"
    case .password: return "a secret (not shown as you type)"
    case .email: return "an email address (name@example.com)"
    case .url: return "a URL (https://example.com; https:// is added when missing)"
    case .phone: return "a phone number: digits, spaces and + - ( ) ."
    case .twitter: return "a handle such as @name"
    case .integer: return "a whole number" + range(field)
    case .unsigned: return "a whole number, 0 or more" + range(field)
    case .number, .float: return "a number" + range(field)
    case .decimal:
      return "a number" + (field.numeric.decimals.map { " with at most \($0) decimals" } ?? "")
        + range(field)
    case .bitfield: return "a whole number (a bit mask)"
    case .boolean, .option: return "yes or no (y/n, true/false, 1/0)"
    case .date: return "a date: 2026-11-27, Nov 27, 27/11, today, tomorrow, next friday, +3d"
    case .time: return "a time: 14:30, 2:30pm, noon, midnight"
    case .datetime: return "a date and time: 2026-11-27 14:30, tomorrow at 5pm, now"
    case .duration: return "a duration: 1h30m, 90m, 1:30:00, 2 hours"
    case .color: return "a colour: #rgb, #rrggbb, a CSS name, rgb(r, g, b)"
    case .image: return "the path of an existing image file (Tab completes)"
    case .file:
      let extensions =
        field.extensions.isEmpty ? "" : " (.\(field.extensions.joined(separator: ", .")))"
      return "the path of an existing file\(extensions) (Tab completes)"
    case .union:
      // An untitled object variant is told apart by its menu name ("with directory").
      let names = UnionChoice.titles(of: field)
      let shapes = zip(field.union.variants, names).map { variant, name in
        let described = variant.variantDescription
        guard variant.kind == .form, !name.hasPrefix(described) else { return described }
        return "\(described) (\(name))"
      }.joined(separator: "; or ")
      return "\(shapes) (tried in this order, lists and objects first for text in [ ] or "
        + "{ }; \"text in double quotes\" is always text)"
    case .form, .array, .label, .info, .page, .button: return ""
    }
  }

  private static func range(_ field: Field) -> String {
    var parts: [String] = []
    if let low = field.minimum { parts.append("at least \(low.editableText)") }
    if let high = field.maximum { parts.append("at most \(high.editableText)") }
    if field.presentation == .stepper {
      parts.append("+ or - steps by \(AnswerValue.format(field.numeric.step ?? 1))")
    }
    return parts.isEmpty ? "" : ", " + parts.joined(separator: ", ")
  }
}
