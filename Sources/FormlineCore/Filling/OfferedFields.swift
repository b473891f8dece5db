/// Offered fields: a questionnaire rather than a walk through every optional field.
///
/// In a section whose fields are `offered`, the other fields are asked in turn; then a
/// menu lists the offered ones (with their help), the one picked is asked, and the menu
/// comes back until Enter. An offered field nobody picked is never asked: it takes what was
/// given in advance or its default, as `-y` would. Without a person (piped answers, `-y`)
/// there is no menu, and with `--ask-all` every field is asked in turn.
///
/// What was picked is kept in the answers tree under the form's level, at keys no field can
/// have, so drafts and `--resume` keep it and the result (built from the fields) never
/// shows it: `(picked)` lists the keys picked, `(more)` holds true once the menu was left
/// with Enter.
struct OfferedFields {
  /// The list of keys picked at a level.
  static let pickedKey = "(picked)"

  /// The menu of section `index` of a form.
  static func menuKey(section index: Int) -> String {
    index == 0 ? "(more)" : "(more \(index + 1))"
  }

  /// Whether a key is one of these bookkeeping keys.
  static func isOwnKey(_ key: String?) -> Bool {
    guard let key else { return false }
    return key == pickedKey || key.hasPrefix("(more")
  }

  /// Help longer than this is cut in the menu (the whole text stays behind `?`).
  static let menuHelpLength = 70

  let answers: Answers
  let presets: Answers
  /// False with `--ask-all`: every field is asked in turn.
  let active: Bool
  /// Whether the menu is offered: only a person picks.
  let menus: Bool
  /// Whether a field nobody picked is left out of the result (a JSON Schema's optional
  /// property) rather than given its default; the menu's help says which.
  var leavesOutUnpicked = false

  /// The keys picked at a level, in the order picked.
  func picked(at level: FieldPath) -> [String] {
    (answers[level.appending(Self.pickedKey)]?.arrayValue ?? []).compactMap(\.stringValue)
  }

  /// Whether a field is offered and left to its default: not picked, and nothing given in
  /// advance for it.
  func isUnpicked(_ field: Field, at path: FieldPath, level: FieldPath) -> Bool {
    guard active, field.offered, let key = field.key else { return false }
    return presets[path] == nil && !Self.holds(picked(at: level), key)
  }

  /// Whether an offered field was picked (an optional subform picked is added).
  func isPicked(_ field: Field, level: FieldPath) -> Bool {
    guard active, field.offered, let key = field.key else { return false }
    return Self.holds(picked(at: level), key)
  }

  /// Whether `keys` has `key` with its code points (a key in another normalization is
  /// another field's).
  static func holds(_ keys: [String], _ key: String) -> Bool {
    keys.contains { CodePointNames.same($0, key) }
  }

  /// The menu asked after a section's fields: its offered fields that can still be picked.
  /// - Parameters:
  ///   - fields: The section's fields that are shown, with their paths.
  ///   - section: The section's index in its form.
  ///   - level: The path of the form's values.
  /// - Returns: nil when nothing is left to pick, or nobody is there to pick.
  func menu(_ fields: [(Field, FieldPath)], section: Int, level: FieldPath) -> Field? {
    guard active, menus else { return nil }
    var options = fields.compactMap { field, path -> Option? in
      guard let key = field.key, isUnpicked(field, at: path, level: level) else { return nil }
      return Option(value: .string(key), title: Self.menuTitle(of: field))
    }
    // Two keys that differ only in Unicode normalization read alike: each says which it
    // is by its code points.
    let keys = options.map { $0.value.stringValue ?? "" }
    for index in options.indices
    where keys.contains(where: { $0 == keys[index] && !CodePointNames.same($0, keys[index]) }) {
      options[index].title += " (\(keys[index].codePointsText))"
    }
    guard !options.isEmpty else { return nil }
    var menu = Field(key: Self.menuKey(section: section), kind: .text, title: "Also fill in")
    menu.choices.options = options
    menu.choices.mode = .single
    menu.presentation = .menu
    menu.help =
      "Pick a field to answer it; the menu comes back until you press Enter. "
      + (leavesOutUnpicked
        ? "Fields not picked are left out of the file." : "Fields not picked keep their defaults.")
    return menu
  }

  /// The field's title, with the first line of its help, cut short.
  static func menuTitle(of field: Field) -> String {
    guard let help = field.help?.split(separator: "\n").first.map(String.init), !help.isEmpty
    else { return field.title }
    let cut =
      help.count > menuHelpLength ? String(help.prefix(menuHelpLength - 1)) + "…" : help
    return "\(field.title) — \(cut)"
  }
}

extension FillStep {
  /// Whether this step is the menu of offered fields.
  package var isOfferMenu: Bool {
    role == .value && path.lastKey?.hasPrefix("(more") == true && field.choices.mode == .single
  }
}

extension FormLayout {
  /// The greatest ordinal in a section, subforms and collection items included: the menu
  /// after the section is placed there, so the flow's keys never decrease.
  func lastOrdinal(inSection section: Int) -> Int? {
    var last: Int?
    for (index, ordinal) in ordinals[section].enumerated() {
      last = max(last ?? ordinal, ordinal, itemOrdinals[section][index] ?? ordinal)
      if let inner = inner[section][index] {
        for innerSection in inner.ordinals.indices {
          if let innerLast = inner.lastOrdinal(inSection: innerSection) {
            last = max(last ?? innerLast, innerLast)
          }
        }
      }
    }
    return last
  }
}

extension OfferedFields {
  /// `offer: true` on a form, section or subform: its fields that can be left out are
  /// offered.
  static func offerOptional(in sections: inout [Section]) {
    for section in sections.indices {
      for index in sections[section].fields.indices
      where problem(offering: sections[section].fields[index]) == nil {
        sections[section].fields[index].offered = true
      }
    }
  }

  /// Why a field cannot be offered; nil when it can.
  static func problem(offering field: Field) -> String? {
    if field.key == nil || !field.producesValue || field.kind.isVirtual {
      return "applies to fields with a value only"
    }
    if field.required { return "does not apply to a required field, which is always asked" }
    if field.derived.isComputed { return "does not apply to a computed field" }
    if field.kind == .form && !field.optional {
      return "applies to optional subforms only (a subform is always there)"
    }
    return nil
  }
}
