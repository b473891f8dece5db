/// How many of a union's variants its value must match: JSON Schema's `anyOf` (at least
/// one) or `oneOf` (exactly one).
package enum VariantMatch: String, Sendable, Hashable {
  case any
  case one

  /// The JSON Schema keyword that states the rule.
  package var schemaKeyword: String { self == .one ? "oneOf" : "anyOf" }
}

/// A `union` field's variants: each a field definition (kind, validators, options, subform,
/// item template) its value may match.
///
/// Typed text is tried on the variants in order and the first reading a variant accepts is
/// taken; a list is typed in brackets (`[a, b]`), an object in braces. A value given as data
/// (answers files, defaults) is matched by its JSON value (`ValueConformance`).
extension Field {
  /// Whether a variant's value is typed as data in brackets or braces rather than read by
  /// a kind's reader: lists, objects, and unions of them.
  var isStructuredVariant: Bool {
    switch kind {
    case .form: true
    case .array: choices.mode == nil
    case .union: union.variants.contains { $0.isStructuredVariant }
    default: false
    }
  }

  /// What a variant accepts, in words, for echoes and messages ("a whole number", "a list
  /// of text"): its own title when it has one.
  package var variantDescription: String {
    if !title.isEmpty, title != "Item" { return title }
    return kindDescription
  }

  /// A kind's value in words, without the field's title.
  var kindDescription: String {
    if choices.mode == .single || !choices.options.isEmpty && choices.mode == nil {
      let values = choices.options.map { $0.value.editableText }
      return values.count == 1 ? "'\(values[0])'" : "one of \(values.joined(separator: ", "))"
    }
    if choices.mode == .multiple {
      // The choices themselves, so a union's help shows them (Read the Docs' `formats`:
      // 'all', or a list of htmlzip, pdf, epub).
      let values = choices.options.map { $0.value.editableText }
      return values.isEmpty ? "a list of choices" : "a list of " + values.joined(separator: ", ")
    }
    switch kind {
    case .text, .longtext, .password, .phone, .twitter, .account, .name: return "text"
    case .email: return "an email address"
    case .url: return "a URL"
    case .integer, .bitfield: return "a whole number"
    case .unsigned: return "a whole number, 0 or more"
    case .number, .float, .decimal: return "a number"
    case .boolean, .option, .button: return "yes or no"
    case .date: return "a date"
    case .time: return "a time"
    case .datetime: return "a date and time"
    case .duration: return "a duration"
    case .color: return "a colour"
    case .image, .file: return "a file path"
    case .form: return "an object in braces {name: value}"
    case .array where collection.keyedMap: return "an object in braces {name: value}"
    case .array where !collection.positions.isEmpty:
      let each = collection.positions.map(\.kindDescription).joined(separator: ", ")
      return "a list in brackets [a, b] of \(each)"
    case .array:
      let item = collection.template.map { ", each item \($0.kindDescription)" } ?? ""
      return "a list in brackets [a, b]\(item)"
    case .union: return union.variants.map(\.variantDescription).joined(separator: " or ")
    case .label, .info, .page: return "nothing"
    }
  }
}
