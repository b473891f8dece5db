import FormlineCore
import FormlineTerminal

extension WizardOutcome {
  /// How a fill without a person ended, in the terms the rest of a run handles.
  ///
  /// - Parameters:
  ///   - outcome: The driver's outcome.
  ///   - session: The session as the driver left it.
  init(_ outcome: FillOutcome, session: FillSession) {
    switch outcome {
    case .finished(let result): self = .finished(result)
    case .invalid(let problems): self = .invalid(problems)
    case .stopped(.cancelled): self = .aborted
    case .stopped(.timedOut): self = .timedOut(session)
    case .stopped(.inputEnded): self = .interrupted(session)
    }
  }
}
