/// The sets the rewriters spell out, each as its syntax defines it.
extension ScalarRanges {
  /// `[0-9]`: ECMA-262's `\d`, and Python's under the ASCII flag.
  static let asciiDigits = ScalarRanges([0x30...0x39])
  /// `[A-Za-z0-9_]`: ECMA-262's `\w`, and Python's under the ASCII flag.
  static let asciiWord = ScalarRanges([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])

  /// ECMA-262's white space and line terminators, the members of its `\s`: PCRE2's `\s`
  /// lacks U+FEFF and has U+0085.
  static let ecmaScriptSpace = ScalarRanges([
    0x9...0xD, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
    0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
  ])
  /// ECMA-262's line terminators, which its `.` does not match.
  static let ecmaScriptLineTerminators = ScalarRanges([
    0xA...0xA, 0xD...0xD, 0x2028...0x2029,
  ])

  /// Python's `\s` on text (`str.isspace`): Unicode's White_Space plus the information
  /// separators U+001C–U+001F, which Python counts and PCRE2 does not.
  static let pythonSpace = ScalarRanges([
    0x9...0xD, 0x1C...0x20, 0x85...0x85, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A,
    0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000,
  ])
  /// Python's `\s` under the ASCII flag: `[ \t\n\r\f\v]`.
  static let pythonASCIISpace = ScalarRanges([0x9...0xD, 0x20...0x20])
}
