import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// `file` and `image` answers are paths that must exist, with allowed extensions.
struct FileInputTests {
  static let files = ["notes.txt", "photo.png", "Scan.JPG", "archive.tar.gz", "sub/inner.md"]

  static let accepted: [(field: String, input: String)] = [
    ("{key: f, type: file}", "notes.txt"),
    ("{key: f, type: file}", " notes.txt "),
    ("{key: f, type: file}", "photo.png"),
    ("{key: f, type: file}", "sub/inner.md"),
    ("{key: f, type: file}", "./notes.txt"),
    ("{key: f, type: file, extensions: [txt, md]}", "notes.txt"),
    ("{key: f, type: file, extensions: [.TXT]}", "notes.txt"),
    ("{key: f, type: file, extensions: 'md, txt'}", "sub/inner.md"),
    ("{key: f, type: file, extensions: [gz]}", "archive.tar.gz"),
    ("{key: i, type: image}", "photo.png"),
    ("{key: i, type: image}", "Scan.JPG"),
    ("{key: i, type: image, extensions: [txt]}", "notes.txt"),
  ]

  @Test(arguments: accepted)
  func accepts(field yaml: String, input: String) throws {
    let directory = try TemporaryDirectory()
    try directory.create(files: Self.files)
    let field = try TestForms.field(yaml)
    let reading = TestForms.reader(workingDirectory: directory.path).read(input, for: field)
    #expect(reading.value == .string(input.trimmingCharacters(in: .whitespaces)))
  }

  static let rejected: [(field: String, input: String, message: String)] = [
    ("{key: f, type: file}", "missing.txt", "no such file: missing.txt"),
    ("{key: f, type: file}", "sub", "sub is a directory, not a file"),
    ("{key: f, type: file}", "sub/", "sub/ is a directory, not a file"),
    ("{key: f, type: file, extensions: [txt]}", "photo.png", "expected a .txt file"),
    ("{key: f, type: file, extensions: [md, txt]}", "photo.png", "expected a .md, .txt file"),
    ("{key: f, type: file, extensions: [tar]}", "archive.tar.gz", "expected a .tar file"),
    (
      "{key: i, type: image}", "notes.txt",
      "expected a .png, .jpg, .jpeg, .gif, .webp, .svg, .bmp, .tiff, .heic file"
    ),
    ("{key: i, type: image}", "nothere.png", "no such file: nothere.png"),
  ]

  @Test(arguments: rejected)
  func rejects(field yaml: String, input: String, message: String) throws {
    let directory = try TemporaryDirectory()
    try directory.create(files: Self.files)
    let field = try TestForms.field(yaml)
    let reading = TestForms.reader(workingDirectory: directory.path).read(input, for: field)
    #expect(reading == .invalid(message))
  }

  @Test func absolutePathsIgnoreTheWorkingDirectory() throws {
    let directory = try TemporaryDirectory()
    try directory.create(files: ["a.txt"])
    let field = try TestForms.field("{key: f, type: file}")
    let path = directory.file("a.txt")
    #expect(TestForms.reader(workingDirectory: "/").read(path, for: field).value == .string(path))
  }

  /// Only `~` and `~/` name the home directory: `~user` is not looked up (Foundation
  /// crashed on an unknown user), it is a relative path like any other.
  @Test(arguments: ["~formlinenosuchuser", "~x/", "~~", "~+", "~formlinenosuchuser/a.txt"])
  func aTildeNotFollowedBySlashIsAPlainPath(input: String) throws {
    let directory = try TemporaryDirectory()
    let field = try TestForms.field("{key: f, type: file}")
    let reading = TestForms.reader(workingDirectory: directory.path).read(input, for: field)
    #expect(reading == .invalid("no such file: \(input)"))
  }

  @Test func aFileNamedWithALeadingTildeIsFoundInTheWorkingDirectory() throws {
    let directory = try TemporaryDirectory()
    try directory.create(files: ["~notes.txt"])
    let field = try TestForms.field("{key: f, type: file}")
    let reading = TestForms.reader(workingDirectory: directory.path).read("~notes.txt", for: field)
    #expect(reading.value == .string("~notes.txt"))
  }

  @Test func tildeSlashIsTheHomeDirectoryGiven() {
    #expect(FileInput.expandingHome("~/a.txt", homeDirectory: "/home/ann") == "/home/ann/a.txt")
    #expect(FileInput.expandingHome("~", homeDirectory: "/home/ann") == "/home/ann")
  }

  /// The core never reads `$HOME` itself: without a home directory given, `~/` is a path
  /// like any other.
  @Test func withoutAHomeDirectoryTildeIsNotExpanded() {
    #expect(FileInput.expandingHome("~/a.txt", homeDirectory: nil) == "~/a.txt")
  }

  @Test func aFileUnderTheGivenHomeDirectoryIsFound() throws {
    let home = try TemporaryDirectory()
    try home.create(files: ["notes.txt"])
    let field = try TestForms.field("{key: f, type: file}")
    let reading = TestForms.reader(homeDirectory: home.path).read("~/notes.txt", for: field)
    #expect(reading.value == .string(home.file("notes.txt")))
  }
}
