import FormlineUnicode
import Foundation
import Testing

/// Each scalar (ScalarChunks), alone and after "a" (where a diacritic fold drops it when it extends a
/// grapheme), with each folding the core uses, against Foundation.
@Suite struct EveryScalarFoldingTests {
  @Test(arguments: ScalarChunks.all)
  func everyScalarAgreesWithFoundation(chunk: ClosedRange<UInt32>) {
    var differences: [String] = []
    for scalar in ScalarChunks.scalars(in: chunk) {
      for text in [String(scalar), "a" + String(scalar)] {
        for options in Oracle.foldings {
          let ours = text.folded(options)
          let foundation = Oracle.folded(text, options)
          guard !ours.unicodeScalars.elementsEqual(foundation.unicodeScalars) else { continue }
          differences.append(
            "\(optionsName(options)) \(scalarNames(text)): \(scalarNames(ours)), "
              + "Foundation \(scalarNames(foundation))")
        }
      }
    }
    #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(20))")
  }
}
