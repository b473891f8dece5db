/// What a fill reads and never changes while it runs: the form and its field table, how
/// the fill runs, and the readers built from them.
///
/// Nothing changes a context; when the walk reaches a pending part of a JSON Schema form
/// and builds it, the session takes a new context with the grown form (`grown(to:)`), so
/// the form, its table and its flow never disagree.
///
/// A class, shared: every session of a `FillPlan` (one per file of `validate --each`)
/// starts from the same context, and a struct of this many tables counted each of them
/// up and down with every copy of a session or plan.
final class FillContext: Sendable {
  /// The form, as grown so far (`PendingField`).
  let form: Form
  /// The form's fields by path, for conditions and lookups.
  let fields: FieldTable
  let options: FillOptions
  /// Typed text to values, with the run's now, time zone and directories.
  let reader: InputReader
  let validator: Validator
  /// Which derived defaults read which answers.
  let derivedReaders: DerivedReaders
  /// The date and time defaults already read, for the fills of one `FillPlan`; empty
  /// otherwise.
  let defaultReadings: DefaultReadings
  /// Where the form's result certainly holds the answers given, for the fills of one
  /// `FillPlan`; nil otherwise (a check works it out when it needs it).
  let resultShape: ResultShape?

  /// The context of a fill of `form` (already unfolded along the answers given in advance).
  convenience init(form: Form, options: FillOptions) {
    let dates = DateInputParser(
      now: options.now, zone: options.zone, dateOrder: form.dateOrder ?? options.dateOrder)
    self.init(
      form: form, fields: FieldTable(form: form), options: options,
      reader: InputReader(
        dates: dates, workingDirectory: options.workingDirectory,
        homeDirectory: options.surroundings.homeDirectory),
      validator: Validator(dates: dates))
  }

  private init(
    form: Form, fields: FieldTable, options: FillOptions, reader: InputReader,
    validator: Validator, derivedReaders: DerivedReaders? = nil,
    defaultReadings: DefaultReadings = DefaultReadings(), resultShape: ResultShape? = nil
  ) {
    self.form = form
    self.fields = fields
    self.options = options
    self.reader = reader
    self.validator = validator
    self.derivedReaders = derivedReaders ?? DerivedReaders(form: form)
    self.defaultReadings = defaultReadings
    self.resultShape = resultShape
  }

  /// The same context with what the many fills of a plan would each work out worked out
  /// once: every date and time default of its form read, and the shape of its result.
  func preparedForManyFills() -> FillContext {
    FillContext(
      form: form, fields: fields, options: options, reader: reader, validator: validator,
      derivedReaders: derivedReaders,
      defaultReadings: DefaultReadings(form: form, reader: reader),
      resultShape: ResultShape(form: form))
  }

  /// The same fill over a form grown by building its pending parts: the readers stay, the
  /// field table is worked out again.
  func grown(to form: Form) -> FillContext {
    FillContext(
      form: form, fields: FieldTable(form: form), options: options,
      reader: reader, validator: validator)
  }
}
