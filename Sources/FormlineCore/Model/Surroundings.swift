package import FoundationEssentials

/// What a load or a fill takes from the process's surroundings — the instant, the time zone,
/// the directories — read by the executable and passed in, so the core never looks at the
/// clock, the environment or the working directory itself, and every run can be reproduced.
package struct Surroundings: Sendable {
  /// What relative dates count from: `--now`, or the clock when the run started.
  package var now: Date
  /// The zone of dates written without an offset, looked up when a date first needs it.
  package var zone: DeferredZone
  package var timeZone: Zone {
    get { zone.value }
    set { zone = DeferredZone(newValue, named: zone.named) }
  }
  /// How numeric dates read when neither the field nor the form says (from the locale).
  package var dateOrder: DateOrder
  /// Relative paths (the form, `file` answers) resolve against it; an absolute path.
  package var workingDirectory: String
  /// What `~/` means in `file` answers; nil leaves `~/…` a relative path.
  package var homeDirectory: String?

  package init(
    now: Date, timeZone: Zone, workingDirectory: String, homeDirectory: String?,
    dateOrder: DateOrder = .mdy
  ) {
    self.init(
      now: now, zone: DeferredZone(timeZone), workingDirectory: workingDirectory,
      homeDirectory: homeDirectory, dateOrder: dateOrder)
  }

  package init(
    now: Date, zone: DeferredZone, workingDirectory: String, homeDirectory: String?,
    dateOrder: DateOrder = .mdy
  ) {
    self.now = now
    self.zone = zone
    self.workingDirectory = workingDirectory
    self.homeDirectory = homeDirectory
    self.dateOrder = dateOrder
  }

  /// `path` made absolute against the working directory (unchanged when it already is).
  package func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    return PathText.joined(workingDirectory, path)
  }
}
