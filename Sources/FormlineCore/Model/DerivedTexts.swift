/// Parts of a field worked out from earlier answers when the field is reached: a default
/// such as `"{{ project_name | lower }}"`, a title or a help text with tags.
package struct DerivedTexts: Sendable, Hashable {
  package var defaultValue: Template?
  /// A structured default with templates inside (cookiecutter's dictionary variables).
  package var defaultTree: TemplateTree?
  package var title: Template?
  package var help: Template?
  /// copier's `choices` as a template: renders the choices as YAML (a list of values, of
  /// `[label, value]` pairs, or a `label: value` mapping).
  package var options: Template?
  /// copier's `validator`: renders an error message for a bad answer, nothing for a good one.
  package var validator: Template?
  /// Never asked: the value is the default (cookiecutter's `__key`, `_key`), unless an
  /// answer is given in advance.
  package var isComputed = false

  package init() {}

  /// Whether anything needs the answers to be worked out.
  package var isEmpty: Bool {
    defaultValue == nil && defaultTree == nil && title == nil && help == nil && options == nil
  }
}
