import FormlineUnicode
import Foundation
import Testing

/// Each scalar (ScalarChunks: all 1,112,064, or planes 0–2 and 14 and a sample of the rest),
/// alone, in each form, against Foundation.
@Suite struct EveryScalarNormalizationTests {
  @Test(arguments: ScalarChunks.all)
  func everyScalarAgreesWithFoundation(chunk: ClosedRange<UInt32>) {
    var differences: [String] = []
    for scalar in ScalarChunks.scalars(in: chunk) {
      let text = String(scalar)
      for form in NormalizationForm.allCases {
        let ours = text.normalized(form)
        let foundation = Oracle.normalized(text, form)
        guard !ours.unicodeScalars.elementsEqual(foundation.unicodeScalars) else { continue }
        differences.append(
          "\(form) \(scalarNames(text)): \(scalarNames(ours)), Foundation \(scalarNames(foundation))"
        )
      }
    }
    #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(20))")
  }
}
