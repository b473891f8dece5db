import FoundationEssentials

/// Reads colours as `#rrggbb`: hex forms, CSS names and `rgb(…)`.
enum ColorInput {
  static func read(_ text: String) -> InputReading {
    let lowered = text.lowercased().replacingLiterally(" ", with: "")
    if let named = cssNames[lowered] { return .value(.string(named), echo: named) }
    var hex = lowered.hasPrefix("#") ? String(lowered.dropFirst()) : lowered
    if hex.count == 3, hex.allSatisfy(\.isHexDigit) { hex = hex.map { "\($0)\($0)" }.joined() }
    if hex.count == 6, hex.allSatisfy(\.isHexDigit) {
      return .value(.string("#" + hex), echo: lowered.hasPrefix("#") ? nil : "#" + hex)
    }
    if lowered.hasPrefix("rgb(") && lowered.hasSuffix(")") {
      let parts = lowered.dropFirst(4).dropLast().split(separator: ",")
      let channels = parts.compactMap { Int($0) }
      if parts.count == 3, channels.count == 3, channels.allSatisfy({ (0...255).contains($0) }) {
        let value = "#" + channels.map { hex2($0) }.joined()
        return .value(.string(value), echo: value)
      }
    }
    return .invalid("'\(text)' is not a colour (#rgb, #rrggbb, a CSS name, or rgb(r, g, b))")
  }

  private static func hex2(_ value: Int) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[value / 16], digits[value % 16]])
  }

  /// The CSS basic and common extended colour names.
  static let cssNames: [String: String] = [
    "black": "#000000", "white": "#ffffff", "red": "#ff0000", "green": "#008000",
    "blue": "#0000ff", "yellow": "#ffff00", "cyan": "#00ffff", "aqua": "#00ffff",
    "magenta": "#ff00ff", "fuchsia": "#ff00ff", "gray": "#808080", "grey": "#808080",
    "silver": "#c0c0c0", "maroon": "#800000", "olive": "#808000", "lime": "#00ff00",
    "teal": "#008080", "navy": "#000080", "purple": "#800080", "orange": "#ffa500",
    "pink": "#ffc0cb", "brown": "#a52a2a", "gold": "#ffd700", "indigo": "#4b0082",
    "violet": "#ee82ee", "coral": "#ff7f50", "salmon": "#fa8072", "tomato": "#ff6347",
    "crimson": "#dc143c", "khaki": "#f0e68c", "beige": "#f5f5dc", "ivory": "#fffff0",
    "lavender": "#e6e6fa", "turquoise": "#40e0d0", "tan": "#d2b48c", "chocolate": "#d2691e",
    "skyblue": "#87ceeb", "steelblue": "#4682b4", "royalblue": "#4169e1",
    "darkgreen": "#006400", "darkblue": "#00008b", "darkred": "#8b0000",
    "lightgray": "#d3d3d3", "lightgrey": "#d3d3d3", "darkgray": "#a9a9a9",
    "darkgrey": "#a9a9a9", "rebeccapurple": "#663399", "orchid": "#da70d6",
    "plum": "#dda0dd", "sienna": "#a0522d", "slategray": "#708090", "forestgreen": "#228b22",
    "seagreen": "#2e8b57", "midnightblue": "#191970", "hotpink": "#ff69b4",
  ]
}
