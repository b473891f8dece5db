/// What a field holds and how its input is read.
///
/// Names are FXForms' canonical type names,
/// plus FormKit's and formline's additions; XLForm's row types map onto these in
/// `FieldKind+Aliases.swift`.
package enum FieldKind: String, Sendable, Hashable, CaseIterable {
  // Text
  case text
  case longtext
  case url
  case email
  case password
  case phone
  case twitter
  case account
  case name
  // Numbers
  case number
  case integer
  case unsigned
  case float
  case decimal
  // Choices and flags
  case boolean
  /// FXForms' checkmark boolean.
  case option
  case bitfield
  // Dates
  case date
  case time
  case datetime
  case duration
  // Other values
  case color
  case image
  case file
  // Structure
  case form
  case array
  /// One of several field definitions (`FieldUnion.variants`): JSON Schema's `anyOf`/`oneOf`.
  case union
  // Produce nothing
  case label
  case info
  case page
  case button

  /// Kinds that never produce a value in the result.
  package var isVirtual: Bool {
    switch self {
    case .label, .info, .page, .button: true
    default: false
    }
  }

  package var isNumeric: Bool {
    switch self {
    case .number, .integer, .unsigned, .float, .decimal, .bitfield: true
    default: false
    }
  }

  package var isTextual: Bool {
    switch self {
    case .text, .longtext, .url, .email, .password, .phone, .twitter, .account, .name: true
    default: false
    }
  }

  package var isBoolean: Bool { self == .boolean || self == .option }
}
