/// What `PresetIntake` hands its findings to: the session, which stores each value and
/// problem in the order the intake finds them and answers what the intake needs to know
/// about the answers so far.
protocol PresetTarget {
  /// The answer stored at `path` so far.
  func answer(at path: FieldPath) -> AnswerValue?
  /// Where the value at `path` (or the nearest enclosing one given whole) came from.
  func origin(of path: FieldPath) -> AnswerOrigin?
  /// `required` and the validators, for a value about to be stored.
  func check(_ value: AnswerValue, for step: FillStep) -> String?
  /// Whether the field is shown and must be answered, for the answers so far.
  func requiresAnswer(_ field: Field, level: FieldPath) -> Bool
  /// How many items, then the checks of the list as a whole.
  func collectionProblem(_ collection: FieldPath, count: Int, field: Field) -> String?

  /// Stores a value taken from a preset: settled, and passed over going forward again.
  /// `field` is the field at `path` when the caller has it (the step's), so it is not
  /// looked up again; `origin` is where the value came from, as the caller found it.
  mutating func take(_ value: AnswerValue, at path: FieldPath, field: Field?, origin: AnswerOrigin)
  /// Stores a value (a subform item, whole) without settling it.
  mutating func write(_ value: AnswerValue, at path: FieldPath)
  /// Stores a value and settles it, as nobody gave one.
  mutating func settle(_ value: AnswerValue, at path: FieldPath)
  /// Records a refused preset (without a person) and settles the field as null.
  mutating func refuse(_ message: String, at path: FieldPath, origin: AnswerOrigin, secret: Bool)
  /// Ends a collection.
  mutating func close(_ collection: FieldPath)
  /// Keeps a value no field asks for (the form keeps extra values) for the result.
  mutating func keepExtra(_ value: AnswerValue, at path: FieldPath, origin: AnswerOrigin)
  /// Records a problem as it is.
  mutating func report(_ problem: Diagnostic)
}
