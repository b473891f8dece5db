extension PosixTimeZone {
  /// Reads a POSIX `TZ` rule such as `CET-1CEST,M3.5.0,M10.5.0/3` or `<+0330>-3:30`.
  ///
  /// - Parameter rule: The rule text, without a leading `:`.
  /// - Throws: `PosixRuleError` saying what was expected where; nothing else.
  package init(rule: String) throws(PosixRuleError) {
    var parser = PosixRuleParser(rule)
    self = try parser.parse()
  }
}
