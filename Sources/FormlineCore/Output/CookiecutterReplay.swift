import OrderedCollections

/// cookiecutter's replay file: the context it made the project from, under `cookiecutter`.
///
/// `cookiecutter --replay-file FILE TEMPLATE` reads it instead of asking; formline writes
/// it with `-f cookiecutter-replay` and reads one back with `-a`
/// (`PresetAnswers.unwrappingReplay`).
package enum CookiecutterReplay {
  package static func render(_ result: AnswerValue) -> String {
    JSONWriter.render(.object(["cookiecutter": result]))
  }
}
