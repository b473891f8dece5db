/// ECMA-262's names for Unicode properties in `\p{…}` and `\P{…}`, told in the names
/// PCRE2 knows.
///
/// PCRE2 knows general categories by their short names only (`Lu`, not
/// `Uppercase_Letter`), has no `Assigned`, and reads a bare script name as Script
/// Extensions; ECMA-262 writes `Script=`/`sc=` for scripts proper and
/// `Script_Extensions=`/`scx=` for extensions. Binary properties (`Alphabetic`, `Emoji`,
/// `White_Space`…) have the same names in both and pass through, as do names neither
/// lists, for PCRE2 to refuse.
enum UnicodePropertyName {
  /// The PCRE2 escape for `\p{name}`, or `\P{name}` when `negated`.
  /// - Returns: nil when the name has an empty value (`gc=`) or an unknown key (`xx=L`).
  static func escape(_ name: String, negated: Bool) -> String? {
    let property: String
    var negated = negated
    if let equals = name.firstIndex(of: "=") {
      let key = String(name[..<equals])
      let value = String(name[name.index(after: equals)...])
      guard !value.isEmpty else { return nil }
      switch key {
      case "General_Category", "gc":
        guard let category = generalCategory(value) else { return nil }
        property = category
      case "Script", "sc": property = "sc:" + value
      case "Script_Extensions", "scx": property = "scx:" + value
      default: return nil
      }
    } else if name == "Assigned" {
      // Everything but the unassigned code points.
      property = "Cn"
      negated.toggle()
    } else {
      property = generalCategory(name) ?? name
    }
    return (negated ? "\\P{" : "\\p{") + property + "}"
  }

  /// The short name of a general category given by its short or long name or alias.
  static func generalCategory(_ name: String) -> String? {
    if shortCategories.contains(name) { return name }
    return longCategories[name]
  }

  private static let shortCategories: Set<String> = [
    "C", "Cc", "Cf", "Cn", "Co", "Cs", "L", "LC", "Ll", "Lm", "Lo", "Lt", "Lu", "M", "Mc",
    "Me", "Mn", "N", "Nd", "Nl", "No", "P", "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "S",
    "Sc", "Sk", "Sm", "So", "Z", "Zl", "Zp", "Zs",
  ]

  private static let longCategories: [String: String] = [
    "Other": "C", "Control": "Cc", "cntrl": "Cc", "Format": "Cf", "Unassigned": "Cn",
    "Private_Use": "Co", "Surrogate": "Cs", "Letter": "L", "Cased_Letter": "LC",
    "Lowercase_Letter": "Ll", "Modifier_Letter": "Lm", "Other_Letter": "Lo",
    "Titlecase_Letter": "Lt", "Uppercase_Letter": "Lu", "Mark": "M", "Combining_Mark": "M",
    "Spacing_Mark": "Mc", "Enclosing_Mark": "Me", "Nonspacing_Mark": "Mn", "Number": "N",
    "Decimal_Number": "Nd", "digit": "Nd", "Letter_Number": "Nl", "Other_Number": "No",
    "Punctuation": "P", "punct": "P", "Connector_Punctuation": "Pc",
    "Dash_Punctuation": "Pd", "Close_Punctuation": "Pe", "Final_Punctuation": "Pf",
    "Initial_Punctuation": "Pi", "Other_Punctuation": "Po", "Open_Punctuation": "Ps",
    "Symbol": "S", "Currency_Symbol": "Sc", "Modifier_Symbol": "Sk", "Math_Symbol": "Sm",
    "Other_Symbol": "So", "Separator": "Z", "Line_Separator": "Zl",
    "Paragraph_Separator": "Zp", "Space_Separator": "Zs",
  ]
}
