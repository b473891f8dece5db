/// The words accepted for yes and no.
enum BooleanInput {
  static func read(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "y", "yes", "true", "t", "1", "on", "oui", "ja", "si", "sí": true
    case "n", "no", "false", "f", "0", "off", "non", "nein": false
    default: nil
    }
  }
}
