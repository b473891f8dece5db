/// FXForms' `class` key: the Objective-C class the value would have had.
///
/// formline reads it as a hint about the result's shape.
package enum ValueClass: Sendable, Hashable {
  case array
  case set
  case orderedSet
  case indexSet
  case dictionary
  case date
  case number
  case string
  case url
  /// `UIImage`: an image file.
  case image
  /// `UIColor`: a colour.
  case color
  /// A view-controller class: the field becomes a read-only page.
  case controller(String)

  package var isCollection: Bool {
    switch self {
    case .array, .set, .orderedSet, .indexSet, .dictionary: true
    default: false
    }
  }

  /// - Returns: nil for a class name formline does not know and that does not name a view
  ///   controller (FXForms' subform classes such as `PreferencesForm`); the caller warns.
  init?(name: String) {
    switch name {
    case "NSArray", "NSMutableArray": self = .array
    case "NSSet", "NSMutableSet": self = .set
    case "NSOrderedSet", "NSMutableOrderedSet": self = .orderedSet
    case "NSIndexSet", "NSMutableIndexSet": self = .indexSet
    case "NSDictionary", "NSMutableDictionary": self = .dictionary
    case "NSDate": self = .date
    case "NSNumber": self = .number
    case "NSString", "NSMutableString": self = .string
    case "NSURL": self = .url
    case "UIImage", "NSImage": self = .image
    case "UIColor", "NSColor": self = .color
    default:
      guard name.hasSuffix("Controller") else { return nil }
      self = .controller(name)
    }
  }
}
