import FormlineCore

/// The bounds on what formline reads, as this run has them: the defaults of `LoadLimits`,
/// each replaceable by an environment variable (documented in formline(1) and (5)).
///
/// Read by the executable and passed down: the core never looks at the environment.
enum LimitSettings {
  struct Problem: Error {
    var message: String
  }

  /// Each variable and the limit it sets.
  static var variables: [(name: String, limit: WritableKeyPath<LoadLimits, Int>)] {
    [
      ("FORMLINE_MAX_FILE_BYTES", \.maximumFileSize),
      ("FORMLINE_MAX_FIELDS", \.maximumFieldCount),
      ("FORMLINE_MAX_NESTING", \.maximumNesting),
      ("FORMLINE_MAX_INCLUDE_DEPTH", \.maximumIncludeDepth),
    ]
  }

  /// The limits of this process, read once.
  static let current: Result<LoadLimits, Problem> = limits(
    from: Ambient.environmentVariables())

  /// - Returns: The limits, or why a variable cannot be used (not a whole number of at
  ///   least 1); an empty variable counts as unset.
  static func limits(from environment: [String: String]) -> Result<LoadLimits, Problem> {
    var limits = LoadLimits()
    for (name, limit) in variables {
      guard let text = environment[name], !text.isEmpty else { continue }
      guard let value = Int(text), value >= 1 else {
        return .failure(
          Problem(message: "\(name)='\(text)' is not a whole number of at least 1"))
      }
      limits[keyPath: limit] = value
    }
    return .success(limits)
  }
}
