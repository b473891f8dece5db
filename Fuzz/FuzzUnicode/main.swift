import FormlineUnicode
import FuzzSupport
import Glibc

// Any text in every normalization form and every folding the core uses: a string, never a
// crash. Normalizing twice changes nothing (each form is idempotent), and NFC/NFKC of the
// decomposed text equals NFC/NFKC of the text. Every character is spelled in Latin letters
// (slugify's transliteration) without a crash.
@_cdecl("LLVMFuzzerTestOneInput")
package func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let text = String(decoding: FuzzInput.bytes(data, count), as: UTF8.self)
  for form in NormalizationForm.allCases {
    let once = text.normalized(form)
    let twice = once.normalized(form)
    if !once.unicodeScalars.elementsEqual(twice.unicodeScalars) {
      fatalError("\(form) is not idempotent on \(Array(text.unicodeScalars))")
    }
  }
  let nfd = text.normalized(.nfd)
  if !nfd.normalized(.nfc).unicodeScalars.elementsEqual(text.normalized(.nfc).unicodeScalars) {
    fatalError("NFC(NFD(x)) differs from NFC(x) on \(Array(text.unicodeScalars))")
  }
  let foldings: [FoldingOptions] = [
    .caseInsensitive, .diacriticInsensitive, [.caseInsensitive, .diacriticInsensitive],
  ]
  for options in foldings { _ = text.folded(options) }
  for character in text { _ = Transliteration.latin(character) }
  return 0
}

exit(runFuzzer(testOneInput))
