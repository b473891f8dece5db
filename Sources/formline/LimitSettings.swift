import FormlineCore

#if canImport(Glibc)
import Glibc
#endif

/// The bounds on what formline reads, as this run has them: the defaults of `LoadLimits`,
/// each replaceable by an environment variable (documented in formline(1) and (5)).
///
/// Read by the executable and passed down: the core never looks at the environment.
enum LimitSettings {
  struct Problem: Error {
    var message: String
  }

  /// The limits of this process, read once with getenv(3): four names do not need the
  /// whole environment as a dictionary.
  static let current: Result<LoadLimits, Problem> = limits { name in
    getenv(name).map { String(cString: $0) }
  }

  /// - Returns: The limits, or why a variable cannot be used (not a whole number of at
  ///   least 1); an empty variable counts as unset.
  static func limits(from environment: [String: String]) -> Result<LoadLimits, Problem> {
    limits { name in environment[name] }
  }

  /// Each variable and the limit it sets, written out: a table of key paths costs ~0.1 ms
  /// of runtime set-up on the way to the first prompt (docs/benchmarks.md).
  private static func limits(reading variable: (String) -> String?) -> Result<
    LoadLimits, Problem
  > {
    var limits = LoadLimits()
    do {
      try read("FORMLINE_MAX_FILE_BYTES", variable, into: &limits.maximumFileSize, ceiling: 1 << 30)
      try read("FORMLINE_MAX_FIELDS", variable, into: &limits.maximumFieldCount, ceiling: 1_000_000)
      try read("FORMLINE_MAX_NESTING", variable, into: &limits.maximumNesting, ceiling: 256)
      try read(
        "FORMLINE_MAX_INCLUDE_DEPTH", variable, into: &limits.maximumIncludeDepth, ceiling: 256)
    } catch {
      return .failure(error)
    }
    return .success(limits)
  }

  /// Reads one limit, at most `ceiling`: past it a walk of that depth overflows the stack
  /// (subform nesting and include chains of 1,000 crash a fill), a file would not fit in
  /// 1 GiB of memory, or the field count could not be reached (a document holds at most
  /// 1,000,000 values).
  private static func read(
    _ name: String, _ variable: (String) -> String?, into limit: inout Int, ceiling: Int
  ) throws(Problem) {
    guard let text = variable(name), !text.isEmpty else { return }
    guard let value = Int(text), value >= 1 else {
      throw Problem(message: "\(name)='\(text)' is not a whole number of at least 1")
    }
    guard value <= ceiling else {
      throw Problem(message: "\(name)='\(text)' is more than \(ceiling), the most formline allows")
    }
    limit = value
  }
}
