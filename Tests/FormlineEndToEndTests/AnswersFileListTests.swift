import Testing

@testable import formline

/// The names of an `@LIST` file, split in place on its bytes, are what splitting its UTF-8
/// view on line feeds gives (blank lines skipped, one carriage return dropped).
struct AnswersFileListTests {
  @Test(arguments: [
    "", "\n", "a", "a\n", "a\nb", "a\r\nb\r\n", "\r\n\r\n", "a\n\n\nb\n", "\r", "a\r\r\n",
    "dir/é.json\nañ/日本.yaml\n", " spaced name \n\tx\n", "@odd\n-\n",
  ])
  func namesAreTheLinesOfTheList(list: String) {
    let expected = list.utf8.split(separator: UInt8(ascii: "\n")).compactMap { line in
      let name = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
      return name.isEmpty ? nil : String(Substring(name))
    }
    #expect(AnswersFileList.names(in: list) == expected)
  }
}
