package import FoundationEssentials

/// What a template can read: the answers so far by top-level name, and the clock for
/// `{% now %}` and `strftime` (`--now`, never read here).
package struct TemplateContext: Sendable {
  package var variables: ObjectMembers
  package var now: Date
  /// The zone of `{% now 'local' %}` and `strftime`, read only when a template shows the
  /// time, and the zones templates name.
  package var zone: DeferredZone
  package var timeZone: Zone { zone.value }
  /// Jinja's default `Undefined` (copier's): a name without a value reads as empty text
  /// instead of stopping the render (cookiecutter's `StrictUndefined`).
  package var undefinedIsEmpty = false
  /// The innermost `for` loop's memory for `loop.changed`; nil outside loops.
  var loopMemory: LoopMemory?

  package init(variables: ObjectMembers, now: Date, zone: DeferredZone) {
    self.variables = variables
    self.now = now
    self.zone = zone
  }

  /// A context in a zone already known, which names no other zone.
  package init(variables: ObjectMembers, now: Date, timeZone: Zone) {
    self.init(variables: variables, now: now, zone: DeferredZone(timeZone))
  }

  /// A top-level name; `cookiecutter` is the whole context unless a field has that name,
  /// so cookiecutter's `{{ cookiecutter.x }}` and plain `{{ x }}` read the same answer.
  func lookup(_ name: String) -> AnswerValue? {
    if let value = variables[name] { return value }
    if name == "cookiecutter" { return .object(variables) }
    return nil
  }
}
