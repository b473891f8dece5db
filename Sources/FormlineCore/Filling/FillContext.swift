/// What a fill reads and never changes while it runs: the form and its field table, how
/// the fill runs, and the readers built from them.
///
/// Nothing changes a context; when the walk reaches a pending part of a JSON Schema form
/// and builds it, the session takes a new context with the grown form (`grown(to:)`), so
/// the form, its table and its flow never disagree.
struct FillContext: Sendable {
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
  private(set) var defaultReadings = DefaultReadings()

  /// The context of a fill of `form` (already unfolded along the answers given in advance).
  init(form: Form, options: FillOptions) {
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
    validator: Validator
  ) {
    self.form = form
    self.fields = fields
    self.options = options
    self.reader = reader
    self.validator = validator
    derivedReaders = DerivedReaders(form: form)
  }

  /// The same context with every date and time default of its form read once, for the
  /// many fills of a plan.
  func readingDefaults() -> FillContext {
    var read = self
    read.defaultReadings = DefaultReadings(form: form, reader: reader)
    return read
  }

  /// The same fill over a form grown by building its pending parts: the readers stay, the
  /// field table is worked out again.
  func grown(to form: Form) -> FillContext {
    FillContext(
      form: form, fields: FieldTable(form: form), options: options,
      reader: reader, validator: validator)
  }
}
