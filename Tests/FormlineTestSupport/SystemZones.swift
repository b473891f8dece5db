package import FormlineCore
import Foundation

/// Zones for tests, read from the machine's tzdata (`/usr/share/zoneinfo`, Debian's
/// `tzdata` package, which `.ci/run` installs) the way the executable reads them.
extension Zone {
  /// Named zones read from the system's zone directory.
  package static let systemNamedZones = NamedZones(read: { (path) in
    try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
  })

  /// The zone `identifier` names in the system's tzdata.
  ///
  /// - Parameter identifier: A zone name such as `Europe/Berlin`.
  /// - Returns: The zone.
  /// - Throws: `MissingZone` when no zone file of that name can be read.
  package static func system(_ identifier: String) throws -> Zone {
    guard let zone = systemNamedZones.zone(named: identifier) else {
      throw MissingZone(identifier: identifier)
    }
    return zone
  }
}

/// No zone file of that name could be read (is tzdata installed?).
package struct MissingZone: Error, CustomStringConvertible {
  package var identifier: String
  package var description: String {
    "no zone file for \(identifier) under /usr/share/zoneinfo (install tzdata)"
  }
}
