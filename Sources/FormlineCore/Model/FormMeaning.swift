/// What a form's words mean where the formats formline reads differ, set by the importer
/// that read the form.
///
/// The engine asks these, never which format a form came from: a format that shares one of
/// these meanings later sets the same flag, and each rule says in its name what it is.
package struct FormMeaning: Sendable, Hashable {
  /// An optional field's `default` says what the program reading the file assumes when
  /// the value is absent, not a value to write: it is offered at its prompt (Enter takes
  /// it), and without a person, or when an offered field is not picked, the value is left
  /// out of the result (JSON Schema's `default` annotation).
  package var defaultsAreOnlyOffered = false
  /// Answers files give values as their data types them: `"yes"` is text, not a boolean,
  /// a number is never a menu position, and a `""` is a value only the field's checks
  /// judge (JSON Schema's `required` asks only that the property be there).
  package var answersFilesAreTyped = false
  /// Objects have checks of their own as a whole (JSON Schema's `minProperties`, `not`),
  /// made on the result before it is written.
  package var objectsAreCheckedWhole = false
  /// An answers file may be a cookiecutter replay file, its answers under `cookiecutter`.
  package var answersMayBeReplayFiles = false
  /// A null in the result is a value the form allows, not "no answer" (JSON Schema: a
  /// cleared optional property is left out instead).
  package var nullIsAValue = false
  /// A `format` annotates: a value that does not match it is kept with a warning, and one
  /// that does is kept exactly as given (a date-time's fraction and offset).
  package var formatsOnlyAnnotate = false
  /// An object's members are written in the order an answers file gives them.
  ///
  /// A member the file did not give follows the one it follows in the form: member order
  /// means nothing to the schema, and a config given back should come back as it was
  /// (JSON Schema). Otherwise the form's order is the result's.
  package var memberOrderFollowsAnswers = false

  /// Whether formline's own format has words for every meaning set here.
  ///
  /// A schema's meanings it has not (yet): `formline convert` refuses such a form rather than write
  /// one that fills differently. A copier or cookiecutter meaning is about the answers
  /// given, which a converted form's results do not depend on.
  package var nativeFormatCanSay: Bool {
    !(defaultsAreOnlyOffered || answersFilesAreTyped || objectsAreCheckedWhole || nullIsAValue
      || formatsOnlyAnnotate || memberOrderFollowsAnswers)
  }

  /// A native formline form: a default is the value unless someone changes it.
  package static let native = FormMeaning()

  /// A JSON Schema: the schema, not the questions made from it, says what a value means.
  package static let jsonSchema = FormMeaning(
    defaultsAreOnlyOffered: true, answersFilesAreTyped: true, objectsAreCheckedWhole: true,
    nullIsAValue: true, formatsOnlyAnnotate: true, memberOrderFollowsAnswers: true)

  /// A cookiecutter questionnaire (`cookiecutter.json`).
  package static let cookiecutter = FormMeaning(answersMayBeReplayFiles: true)
}
