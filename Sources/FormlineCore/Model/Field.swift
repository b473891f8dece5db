/// One field of a form: what is asked, how the answer is read and checked, and where it
/// goes in the result.
///
/// Built by `FormLoader` with every inference already applied.
package struct Field: Sendable, Hashable {
  // Every property lives in one shared box, copied only when a copy is written to: a
  // field is read from the form, the field table, each step of the flow and every event,
  // and the whole value was close to a kilobyte, which made three copies of it per field
  // most of the memory of a large form. New properties go in `Properties` (or `Rare`)
  // with an accessor here.
  private var storage: SharedProperties<Properties>

  package init(key: String?, kind: FieldKind, title: String) {
    storage = SharedProperties(Properties(key: key, kind: kind, title: title))
  }

  /// The same for every copy of this field not written to since: a walk of a form whose
  /// unions and subforms share a definition (a `$ref` used twice) can visit it once.
  package var sharedIdentity: ObjectIdentifier { storage.identity }

  /// The result key; nil for virtual fields (labels, keyless buttons).
  package var key: String? {
    get { storage.properties.key }
    set { storage.properties.key = newValue }
  }
  package var kind: FieldKind {
    get { storage.properties.kind }
    set { storage.properties.kind = newValue }
  }
  package var title: String {
    get { storage.properties.title }
    set { storage.properties.title = newValue }
  }
  package var placeholder: String? {
    get { storage.properties.rare?.value.placeholder }
    set { updateRare(leavingEmpty: newValue == nil) { $0.placeholder = newValue } }
  }
  /// The answer is a JSON or YAML document whose parsed value is stored.
  package var syntax: ValueSyntax? {
    get { storage.properties.rare?.value.syntax }
    set { updateRare(leavingEmpty: newValue == nil) { $0.syntax = newValue } }
  }
  package var defaultValue: AnswerValue? {
    get { storage.properties.defaultValue }
    set { storage.properties.defaultValue = newValue }
  }
  /// Default, title and help computed from earlier answers.
  package var derived: DerivedTexts {
    get { storage.properties.derived?.value ?? DerivedTexts() }
    set { storage.properties.derived = newValue == DerivedTexts() ? nil : Boxed(newValue) }
  }
  /// Whether the field has texts to work out from the answers (`DerivedTexts.isEmpty`).
  ///
  /// Most fields have no derived texts at all: asked for each step, making an empty
  /// `DerivedTexts` to look at cost ~1,000 instructions.
  package var hasDerivedTexts: Bool {
    storage.properties.derived.map { !$0.value.isEmpty } ?? false
  }
  /// copier's `validator` template, looked up without making an empty `DerivedTexts`.
  package var derivedValidator: Template? {
    storage.properties.derived?.value.validator
  }
  package var presentation: Presentation {
    get { storage.properties.presentation }
    set { storage.properties.presentation = newValue }
  }
  package var valueTransformer: ValueTransformerSpec? {
    get { storage.properties.rare?.value.valueTransformer }
    set { updateRare(leavingEmpty: newValue == nil) { $0.valueTransformer = newValue } }
  }
  /// The nested form of a `form` field.
  package var subform: Form? {
    get { storage.properties.subform?.value }
    set { storage.properties.subform = newValue.map { Boxed($0) } }
  }
  /// Flattened into the parent's flow instead of pushed as a nested prompt.
  package var inline: Bool {
    get { storage.properties.inline }
    set { storage.properties.inline = newValue }
  }
  package var action: String? {
    get { storage.properties.rare?.value.action }
    set { updateRare(leavingEmpty: newValue == nil) { $0.action = newValue } }
  }
  package var valueClass: ValueClass? {
    get { storage.properties.rare?.value.valueClass }
    set { updateRare(leavingEmpty: newValue == nil) { $0.valueClass = newValue } }
  }
  package var required: Bool {
    get { storage.properties.required }
    set { storage.properties.required = newValue }
  }
  /// Required only while this holds (`required` given as a condition): JSON Schema's
  /// `dependentRequired` and `if`/`then` map onto it.
  package var requiredWhen: Condition? {
    get { storage.properties.rare?.value.requiredWhen }
    set { updateRare(leavingEmpty: newValue == nil) { $0.requiredWhen = newValue } }
  }
  package var hidden: Condition? {
    get { storage.properties.hidden }
    set { storage.properties.hidden = newValue }
  }
  /// Show-if: the field is asked only when this holds.
  package var when: Condition? {
    get { storage.properties.when }
    set { storage.properties.when = newValue }
  }
  package var disabled: Condition? {
    get { storage.properties.disabled }
    set { storage.properties.disabled = newValue }
  }
  package var validators: [ValidatorSpec] {
    get { storage.properties.validators }
    set { storage.properties.validators = newValue }
  }
  /// The default is what Enter answers at the prompt, but a fill without a person
  /// (`-y`, answers that end before the question) needs an answer instead: copier offers
  /// the empty text or "no" for a question without a default, and `copier --defaults`
  /// refuses such a question ("Question is required").
  package var defaultAtPromptOnly: Bool {
    get { storage.properties.rare?.value.defaultAtPromptOnly ?? false }
    set { updateRare(leavingEmpty: !newValue) { $0.defaultAtPromptOnly = newValue } }
  }
  package var dateOrder: DateOrder? {
    get { storage.properties.rare?.value.dateOrder }
    set { updateRare(leavingEmpty: newValue == nil) { $0.dateOrder = newValue } }
  }
  /// Allowed file extensions for `file`/`image`, lower-case without the dot.
  package var extensions: [String] {
    get { storage.properties.rare?.value.extensions ?? [] }
    set { updateRare(leavingEmpty: newValue.isEmpty) { $0.extensions = newValue } }
  }
  package var help: String? {
    get { storage.properties.help }
    set { storage.properties.help = newValue }
  }
  package var secret: Bool {
    get { storage.properties.secret }
    set { storage.properties.secret = newValue }
  }
  /// Left out of the result when it has no answer, instead of written as null (a JSON
  /// Schema property that is not `required`).
  package var omitWhenUnanswered: Bool {
    get { storage.properties.omitWhenUnanswered }
    set { storage.properties.omitWhenUnanswered = newValue }
  }
  /// A subform the user may leave out: "Add X? [y/N]" is asked before its fields, and
  /// declined, it is absent from the result and its `required` fields are not asked.
  package var optional: Bool {
    get { storage.properties.optional }
    set { storage.properties.optional = newValue }
  }
  /// Not asked in turn: offered on its section's menu of optional fields, asked when
  /// picked there, and otherwise left to what was given in advance or its default
  /// (`OfferedFields`).
  package var offered: Bool {
    get { storage.properties.offered }
    set { storage.properties.offered = newValue }
  }
  /// Asked only with `--ask-all`; otherwise its default is taken (JSON Schema's
  /// `deprecated`).
  package var askedOnlyWithAskAll: Bool {
    get { storage.properties.askedOnlyWithAskAll }
    set { storage.properties.askedOnlyWithAskAll = newValue }
  }
  package var location: SourceLocation? {
    get { storage.properties.location }
    set { storage.properties.location = newValue }
  }
  /// Not built yet: the fill builds it when it gets here (`PendingField`).
  package var pending: PendingField? {
    get { storage.properties.rare?.value.pending }
    set { updateRare(leavingEmpty: newValue == nil) { $0.pending = newValue } }
  }
  /// The name of the schema definition the field was written as (a JSON Schema `$ref`'s
  /// last segment, `expressionSyntax`): a union's menu names a variant by it when the
  /// variant has no title, as the schema's author named it.
  package var schemaName: String? {
    get { storage.properties.rare?.value.schemaName }
    set { updateRare(leavingEmpty: newValue == nil) { $0.schemaName = newValue } }
  }

  /// What it picks from, and whether one or several (`FieldChoices`).
  package var choices: FieldChoices {
    get { storage.properties.choices }
    set { storage.properties.choices = newValue }
  }
  /// What an `array` holds: its element, a tuple's positions, what may be done with the
  /// items (`FieldCollection`).
  package var collection: FieldCollection {
    get { storage.properties.collection?.value ?? FieldCollection() }
    set {
      if newValue == FieldCollection() && storage.properties.collection == nil { return }
      storage.properties.collection = newValue == FieldCollection() ? nil : Boxed(newValue)
    }
  }
  /// A `union`'s variants and how many its value must match (`FieldUnion`).
  package var union: FieldUnion {
    get { storage.properties.rare?.value.union ?? FieldUnion() }
    set { updateRare(leavingEmpty: newValue == FieldUnion()) { $0.union = newValue } }
  }
  /// A `page`'s text or file (`FieldPage`).
  package var page: FieldPage {
    get { storage.properties.rare?.value.page ?? FieldPage() }
    set { updateRare(leavingEmpty: newValue == FieldPage()) { $0.page = newValue } }
  }
  /// A number's step, slider positions and decimals (`FieldNumeric`).
  package var numeric: FieldNumeric {
    get { storage.properties.rare?.value.numeric ?? FieldNumeric() }
    set { updateRare(leavingEmpty: newValue == FieldNumeric()) { $0.numeric = newValue } }
  }

  /// The field of a collection's item `index`: its position's in a tuple, else the
  /// template.
  package func itemField(at index: Int) -> Field? {
    collection.itemField(at: index)
  }

  /// Writing the empty value of a rare property to a field that has none changes nothing,
  /// and the decoder writes every property of every field: skipped without comparing or
  /// copying anything (it was 4 % of filling a large form).
  private mutating func updateRare(leavingEmpty isEmpty: Bool, _ change: (inout Rare) -> Void) {
    if isEmpty && storage.properties.rare == nil { return }
    storage.properties.updateRare(change)
  }

  /// The stored properties of a field, documented at their accessors.
  private struct Properties: Sendable, Hashable {
    var key: String?
    var kind: FieldKind
    var title: String
    var defaultValue: AnswerValue?
    /// Boxed: most fields derive nothing, and five templates take ~130 bytes.
    var derived: Boxed<DerivedTexts>?
    var choices = FieldChoices()
    var presentation: Presentation = .standard
    /// Boxed: most fields have none, and a form takes ~100 bytes.
    var subform: Boxed<Form>?
    var inline: Bool = false
    /// Boxed: only collections have one, and it takes ~40 bytes.
    var collection: Boxed<FieldCollection>?
    var required: Bool = false
    var hidden: Condition?
    var when: Condition?
    var disabled: Condition?
    var validators: [ValidatorSpec] = []
    var help: String?
    var secret: Bool = false
    var omitWhenUnanswered: Bool = false
    var optional: Bool = false
    var offered: Bool = false
    var askedOnlyWithAskAll: Bool = false
    /// Not rare: every field with a default has it, and a box of rare properties for it
    /// alone took 288 bytes a field.
    var neverNull: Bool = false
    var location: SourceLocation?
    /// Boxed: most fields set none of these, and together they take ~170 bytes.
    var rare: Boxed<Rare>?

    mutating func updateRare(_ change: (inout Rare) -> Void) {
      var value = rare?.value ?? Rare()
      change(&value)
      rare = value == Rare() ? nil : Boxed(value)
    }

    init(key: String?, kind: FieldKind, title: String) {
      self.key = key
      self.kind = kind
      self.title = title
    }
  }

  /// A value behind one reference, for properties most fields leave empty; replaced, never
  /// changed, when written.
  private final class Boxed<Value: Sendable & Hashable>: Sendable, Hashable {
    let value: Value

    init(_ value: Value) {
      self.value = value
    }

    static func == (lhs: Boxed, rhs: Boxed) -> Bool {
      lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(value)
    }
  }

  /// The properties few fields set, documented at their accessors.
  private struct Rare: Sendable, Hashable {
    var placeholder: String?
    var syntax: ValueSyntax?
    var valueTransformer: ValueTransformerSpec?
    var action: String?
    var valueClass: ValueClass?
    var dateOrder: DateOrder?
    var extensions: [String] = []
    var requiredWhen: Condition?
    var union = FieldUnion()
    var page = FieldPage()
    var numeric = FieldNumeric()
    var noValueText: String?
    var defaultAtPromptOnly = false
    var pending: PendingField?
    var schemaName: String?
  }

  /// Whether the field produces a value in the result.
  package var producesValue: Bool {
    guard key != nil else { return false }
    if case .controller? = valueClass { return false }
    // A keyed label (FXForms) or tagged info row (XLForm's formValues) keeps its value.
    return !kind.isVirtual || kind == .button || kind == .label || kind == .info
  }

  package var isSecret: Bool { secret || kind == .password }

  /// The field cannot hold null.
  ///
  /// FXForms' primitives (BOOL, float, bitfields), FormKit's switches, and any field
  /// with a default ("the user cannot set nil"). Settled when a
  /// native form loads (`FieldDecoder.settleSeedDefaults`); a JSON Schema's types say
  /// for themselves whether null is allowed.
  package var neverNull: Bool {
    get { storage.properties.neverNull }
    set { storage.properties.neverNull = newValue }
  }

  /// What a list of answers shows for no value instead of `—` (XLForm's
  /// `noValueDisplayText`): display only, never an answer or a menu item.
  package var noValueText: String? {
    get { storage.properties.rare?.value.noValueText }
    set { updateRare(leavingEmpty: newValue == nil) { $0.noValueText = newValue } }
  }

  /// The first `min` bound among the validators, for steppers, sliders and messages.
  package var minimum: AnswerValue? {
    for validator in validators {
      if case .min(let value) = validator.rule { return value }
    }
    return nil
  }

  package var maximum: AnswerValue? {
    for validator in validators {
      if case .max(let value) = validator.rule { return value }
    }
    return nil
  }
}
