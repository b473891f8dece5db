extension DateOrder {
  /// The numeric date order of a POSIX locale name such as `en_GB.UTF-8`.
  ///
  /// The numeric order defaults from the locale: month first in the United States and a few places
  /// that follow it, year first in East Asia, Hungary, Lithuania and Iran, day first elsewhere.
  /// `C`, `POSIX` and no locale read as US English, as most command-line tools do.
  ///
  /// ✅ `en_US.UTF-8` → `.mdy`, `en_GB.UTF-8` → `.dmy`, `ja_JP` → `.ymd`, `C.UTF-8` → `.mdy`
  package static func forLocale(_ name: String?) -> DateOrder {
    guard let name, !name.isEmpty else { return .mdy }
    let base = name.split(separator: ".").first.map(String.init) ?? name
    let withoutModifier = base.split(separator: "@").first.map(String.init) ?? base
    if withoutModifier == "C" || withoutModifier == "POSIX" { return .mdy }
    let parts = withoutModifier.split(separator: "_")
    let language = parts.first.map { $0.lowercased() } ?? ""
    let region = parts.count > 1 ? parts[1].uppercased() : ""
    if ["US", "PH", "BZ", "FM", "MH", "PW", "GU", "PR", "AS", "VI", "UM"].contains(region) {
      return .mdy
    }
    if ["CN", "JP", "KR", "TW", "HU", "LT", "MN", "IR", "KP"].contains(region)
      || ["zh", "ja", "ko", "hu", "lt", "mn", "fa"].contains(language) && region.isEmpty
    {
      return .ymd
    }
    return language == "en" && region.isEmpty ? .mdy : .dmy
  }

  /// The locale that governs dates in an environment: `LC_ALL`, then `LC_TIME`, then
  /// `LANG`, the first one set and non-empty.
  package static func fromEnvironment(_ environment: [String: String]) -> DateOrder {
    let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    return forLocale(name)
  }
}
