/// How the text typed for a field is read when its value is structured data: a JSON or a
/// YAML document whose parsed value (a list, a mapping, a number, null, …) is the answer.
///
/// copier's `type: json` and `type: yaml` questions; a native form's `syntax: json|yaml`.
package enum ValueSyntax: String, Sendable, Hashable, CaseIterable {
  case json
  case yaml
}
