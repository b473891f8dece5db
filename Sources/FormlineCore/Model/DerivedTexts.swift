/// Parts of a field worked out from earlier answers when the field is reached: a default
/// such as `"{{ project_name | lower }}"`, a title or a help text with tags.
public struct DerivedTexts: Sendable, Hashable {
  public var defaultValue: Template?
  public var title: Template?
  public var help: Template?
  /// copier's `choices` as a template: renders the choices as YAML (a list of values, of
  /// `[label, value]` pairs, or a `label: value` mapping).
  public var options: Template?
  /// copier's `validator`: renders an error message for a bad answer, nothing for a good one.
  public var validator: Template?
  /// Never asked: the value is the default (cookiecutter's `__key`, `_key`), unless an
  /// answer is given in advance.
  public var isComputed = false

  public init() {}

  /// Whether anything needs the answers to be worked out.
  public var isEmpty: Bool {
    defaultValue == nil && title == nil && help == nil && options == nil
  }
}
