package import FormlineCore
package import Foundation

extension Surroundings {
  /// Fixed surroundings for tests: 2026-11-22T12:00:00Z in UTC, in `/`, no home directory,
  /// so no test depends on the clock, the zone or where it runs.
  package static func testing(
    now: Date = Date(timeIntervalSince1970: 1_795_348_800), workingDirectory: String = "/",
    homeDirectory: String? = nil
  ) -> Surroundings {
    Surroundings(
      now: now, timeZone: .utc, workingDirectory: workingDirectory,
      homeDirectory: homeDirectory)
  }
}
