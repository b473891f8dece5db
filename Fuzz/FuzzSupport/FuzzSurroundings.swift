package import FormlineCore
package import Foundation

extension FuzzValues {
  /// Fixed surroundings (2026-11-22T12:00:00Z, UTC, `/`), so a finding replays the same.
  package static let surroundings = Surroundings(
    now: Date(timeIntervalSince1970: 1_795_348_800), timeZone: .utc, workingDirectory: "/",
    homeDirectory: nil)
}
