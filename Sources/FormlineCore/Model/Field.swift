/// One field of a form: what is asked, how the answer is read and checked, and where it
/// goes in the result.
///
/// Built by `FormLoader` with every inference already applied.
public struct Field: Sendable, Hashable {
  /// The result key; nil for virtual fields (labels, keyless buttons).
  public var key: String?
  public var kind: FieldKind
  public var title: String
  public var placeholder: String?
  /// The answer is a JSON or YAML document whose parsed value is stored.
  public var syntax: ValueSyntax?
  public var defaultValue: AnswerValue?
  /// Default, title and help computed from earlier answers.
  public var derived = DerivedTexts()
  public var options: [Option] = []
  /// Set when the field picks from `options`.
  public var choice: ChoiceMode?
  public var presentation: Presentation = .standard
  public var valueTransformer: ValueTransformerSpec?
  /// The nested form of a `form` field.
  public var subform: Form?
  /// Flattened into the parent's flow instead of pushed as a nested prompt.
  public var inline = false
  public var sortable = false
  public var collection = CollectionOptions()
  public var action: String?
  public var valueClass: ValueClass?
  public var required = false
  /// Required only while this holds (`required` given as a condition): JSON Schema's
  /// `dependentRequired` and `if`/`then` map onto it.
  public var requiredWhen: Condition?
  public var hidden: Condition?
  /// Show-if: the field is asked only when this holds.
  public var when: Condition?
  public var disabled: Condition?
  public var validators: [ValidatorSpec] = []
  public var step: Double?
  /// Slider positions between `min` and `max`.
  public var steps: Int?
  public var decimals: Int?
  public var dateOrder: DateOrder?
  /// Allowed file extensions for `file`/`image`, lower-case without the dot.
  public var extensions: [String] = []
  public var help: String?
  public var secret = false
  /// Left out of the result when it has no answer, instead of written as null (a JSON
  /// Schema property that is not `required`).
  public var omitWhenUnanswered = false
  /// A subform the user may leave out: "Add X? [y/N]" is asked before its fields, and
  /// declined, it is absent from the result and its `required` fields are not asked.
  public var optional = false
  /// Not asked in turn: offered on its section's menu of optional fields, asked when
  /// picked there, and otherwise left to what was given in advance or its default
  /// (`OfferedFields`).
  public var offered = false
  /// A collection written as an object: each item's `key` names its `value` (`KeyedMap`).
  public var keyedMap = false
  /// Asked only with `--ask-all`; otherwise its default is taken (JSON Schema's
  /// `deprecated`).
  public var askedOnlyWithAskAll = false
  /// Text of a `page` field, or a path to read it from (relative to the form file).
  public var pageText: String?
  public var pageFile: String?
  public var location: SourceLocation?

  /// Array storage gives the recursive template a fixed size inside the struct.
  private var templateStorage: [Field] = []

  public init(key: String?, kind: FieldKind, title: String) {
    self.key = key
    self.kind = kind
    self.title = title
  }

  /// The element of a collection (`array`) field.
  public var template: Field? {
    get { templateStorage.first }
    set { templateStorage = newValue.map { [$0] } ?? [] }
  }

  /// Whether the field produces a value in the result.
  public var producesValue: Bool {
    guard key != nil else { return false }
    if case .controller? = valueClass { return false }
    // A keyed label (FXForms) or tagged info row (XLForm's formValues) keeps its value.
    return !kind.isVirtual || kind == .button || kind == .label || kind == .info
  }

  public var isSecret: Bool { secret || kind == .password }

  /// The first `min` bound among the validators, for steppers, sliders and messages.
  public var minimum: AnswerValue? {
    for validator in validators {
      if case .min(let value) = validator.rule { return value }
    }
    return nil
  }

  public var maximum: AnswerValue? {
    for validator in validators {
      if case .max(let value) = validator.rule { return value }
    }
    return nil
  }
}
