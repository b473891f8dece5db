import FoundationEssentials

/// The names a Mustache template looks up, checked against the form's keys before the
/// first question, so `{{nosuch}}` is an error naming it rather than text that renders as
/// nothing after the interview.
///
/// ✅ `"{{#address}}{{city}}{{/address}}"` on a form with `address.city` → no problem
/// ❌ `"host = {{hostname}}"` on a form with `host` → "'hostname' is not a key of the
///   form" at line 1, column 10, noting "did you mean 'host'?"
///
/// A name is known when every dotted part is some field's key at any depth: inside a
/// section the lookup starts in the section's object, so a depth-exact check would need
/// Mustache's context stack. Comments, partials, pragmas, `.` and transforms' parentheses
/// (`{{uppercased(name)}}` checks `name`) are read as Mustache reads them; a template that
/// changes its delimiters (`{{=<% %>=}}`) is not checked.
enum TemplateReferences {
  struct Reference: Equatable {
    var name: String
    var line: Int
    var column: Int
  }

  /// The first name no field has, as an error at its place in the template.
  static func problem(in template: String, templateName: String, form: Form) -> OutputError? {
    guard let references = scan(template) else { return nil }
    var keys = Set<String>()
    collectKeys(of: form, into: &keys)
    for reference in references {
      let parts = reference.name.split(separator: ".", omittingEmptySubsequences: true)
      guard let unknown = parts.first(where: { !keys.contains(String($0)) }) else { continue }
      var error = OutputError(
        "'\(reference.name)' is not a key of the form; it would render as nothing",
        location: SourceLocation(file: templateName, line: reference.line, column: reference.column)
      )
      if let near = keys.min(by: { nearness(unknown, $0) < nearness(unknown, $1) }),
        EditDistance.between(String(unknown), near) <= max(1, unknown.count / 3)
      {
        error.notes = ["did you mean '\(near)'?"]
      }
      return error
    }
    return nil
  }

  private static func nearness(_ name: Substring, _ key: String) -> Int {
    EditDistance.between(String(name), key)
  }

  private static func collectKeys(of form: Form, into keys: inout Set<String>) {
    for field in form.fields { collectKeys(of: field, into: &keys) }
  }

  private static func collectKeys(of field: Field, into keys: inout Set<String>) {
    if let key = field.key { keys.insert(key) }
    if let subform = field.subform { collectKeys(of: subform, into: &keys) }
    if let item = field.collection.template { collectKeys(of: item, into: &keys) }
  }

  /// Every looked-up name with its line and column (1-based, in Unicode scalars), or nil
  /// when the template sets other delimiters.
  static func scan(_ template: String) -> [Reference]? {
    let scalars = Array(template.unicodeScalars)
    var references: [Reference] = []
    var line = 1
    var lineStart = 0
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\n" {
        line += 1
        lineStart = index + 1
      }
      guard scalars[index] == "{", index + 1 < scalars.count, scalars[index + 1] == "{" else {
        index += 1
        continue
      }
      let triple = index + 2 < scalars.count && scalars[index + 2] == "{"
      let contentStart = index + (triple ? 3 : 2)
      guard let close = closing(in: scalars, from: contentStart) else { break }
      var content = String(String.UnicodeScalarView(scalars[contentStart..<close]))
      var column = contentStart - lineStart + 1
      if !triple, let sigil = content.unicodeScalars.first {
        switch sigil {
        case "=": return nil
        case "!", ">", "/", "%", "$", "<": content = ""
        case "#", "^", "&":
          content.unicodeScalars.removeFirst()
          column += 1
        default: break
        }
      }
      if let name = lookedUpName(content) {
        references.append(Reference(name: name, line: line, column: column))
      }
      // Newlines inside a tag (a multi-line comment) still count for the lines after it.
      for offset in index..<close where scalars[offset] == "\n" {
        line += 1
        lineStart = offset + 1
      }
      index = close + (triple ? 3 : 2)
    }
    return references
  }

  private static func closing(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start
    while index + 1 < scalars.count {
      if scalars[index] == "}" && scalars[index + 1] == "}" { return index }
      index += 1
    }
    return nil
  }

  /// The name a tag's content looks up: `name`, `a.b`, the argument of `transform(name)`;
  /// nil for `.`, an empty transform argument and comments.
  private static func lookedUpName(_ content: String) -> String? {
    var name = Substring(content).trimmingSpaces
    if let open = name.firstIndex(of: "("), let close = name.lastIndex(of: ")"), open < close {
      name = String(name[name.index(after: open)..<close]).trimmingSpaces
    }
    guard !name.isEmpty, name != "." else { return nil }
    return name
  }
}
