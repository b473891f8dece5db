/// The canonical composition algorithm of UAX #15 over a decomposed, canonically ordered
/// sequence.
enum Composition {
  static func compose(_ scalars: [UInt32]) -> [UInt32] {
    var result: [UInt32] = []
    result.reserveCapacity(scalars.count)
    // The last starter that may still combine, and the class of the last scalar kept after it.
    var starter: Int?
    var lastClass: UInt8 = 0
    for scalar in scalars {
      let combiningClass = UnicodeData.combiningClass(scalar)
      if let starter {
        // Blocked when a scalar between has class 0 or at least this one's.
        let adjacent = starter == result.count - 1
        let blocked = !adjacent && (lastClass == 0 || lastClass >= combiningClass)
        if !blocked, let composite = UnicodeData.composite(of: result[starter], scalar) {
          result[starter] = composite
          continue
        }
      }
      if combiningClass == 0 {
        starter = result.count
      }
      lastClass = combiningClass
      result.append(scalar)
    }
    return result
  }
}
