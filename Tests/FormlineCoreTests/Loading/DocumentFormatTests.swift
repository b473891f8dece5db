import Testing

@testable import FormlineCore

/// A file's name says its format by its extension, in any case; any other name says
/// nothing and the content decides.
struct DocumentFormatTests {
  @Test(arguments: [
    ("config.json", DocumentFormat.json), ("CONFIG.JSON", .json), ("a/b.Json", .json),
    (".json", .json), ("form.yaml", .yaml), ("FORM.YML", .yaml), ("x.yMl", .yaml),
  ])
  func anExtensionInAnyCaseNamesTheFormat(name: String, format: DocumentFormat) {
    #expect(DocumentFormat(fileName: name) == format)
  }

  @Test(arguments: [
    "", "json", "yml", "form.txt", "config.jsonc", "config.json.bak", "a.jso", "a.yam",
    "config.js0n", "résumé.jsön", "-",
  ])
  func anyOtherNameSaysNothing(name: String) {
    #expect(DocumentFormat(fileName: name) == nil)
  }
}
