import FormlineCore

/// How a command prints the warnings a form raises when it loads (unknown or iOS-only
/// keys): problems for the form's author, not for the person filling it in.
enum FormWarnings {
  /// Every warning with its snippet (`validate`, `fill --verbose`).
  case listed
  /// One line with the count and the command that lists them (a fill).
  case counted

  /// "formline: form has 2 warnings; formline validate 'my form.yaml' shows them", or nil
  /// when there are none.
  static func summary(count: Int, form: String, dialect: FormDialect?) -> String? {
    guard count > 0 else { return nil }
    var words = ["formline", "validate", form]
    if let dialect { words += ["--from", dialect.rawValue] }
    let command = words.map { SafeText.neutraliseSingleLine(EnvWriter.quoted($0)) }
      .joined(separator: " ")
    let noun = count == 1 ? "1 warning" : "\(count) warnings"
    return "formline: form has \(noun); \(command) shows \(count == 1 ? "it" : "them")\n"
  }
}
