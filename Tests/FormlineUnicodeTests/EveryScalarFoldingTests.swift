import FormlineUnicode
import Foundation
import Testing

/// Each scalar (ScalarChunks), alone and after "a" (where a diacritic fold drops it when it extends a
/// grapheme), with each folding the core uses, against Foundation.
@Suite struct EveryScalarFoldingTests {
  @Test(arguments: ScalarChunks.all)
  func everyScalarAgreesWithFoundation(chunk: ClosedRange<UInt32>) {
    let texts = ScalarChunks.scalars(in: chunk).lazy.flatMap { scalar in
      [String(scalar), "a" + String(scalar)]
    }
    let differences = Oracle.foldingDifferences(in: texts)
    #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(20))")
  }
}
