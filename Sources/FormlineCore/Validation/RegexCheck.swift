import Foundation

/// Compiles and applies form-supplied regular expressions (NSRegularExpression, ICU
/// syntax); the whole value must match, as XLForm's regex validator requires.
enum RegexCheck {
  static func compile(_ pattern: String) -> NSRegularExpression? {
    try? NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: [])
  }

  static func matches(_ pattern: String, _ text: String) -> Bool {
    guard let regex = compile(pattern) else { return false }
    let range = NSRange(text.startIndex..<text.endIndex, in: text)
    return regex.firstMatch(in: text, options: [], range: range) != nil
  }
}
