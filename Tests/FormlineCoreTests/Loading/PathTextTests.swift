import Foundation
import Testing

@testable import FormlineCore

/// The core's path rules, held to `NSString`'s where `NSString` answers (its
/// `deletingLastPathComponent` traps on a relative path of one name, and calls `//` empty).
struct PathTextTests {
  static let paths = [
    "/", "/a", "/a/", "/a/b", "/a/b/", "a/b", "a//b", "a//b//", "//a//b", "./a", "a/.", "..",
    "/a/./b/../c", "a.b", ".bashrc", "notes.", "a/b.c/d", "x.tar.gz", "/a.b/", "a/.b", "...",
    "/x/y.z/", "/é/ü.txt", "/a b/c d.yaml", "", "a.tar.gz", "noext", "a..b", ".a.b", "Photo.JPG",
    "é.ñ",
  ]

  @Test(arguments: paths)
  func agreesWithNSString(path: String) {
    let ns = path as NSString
    #expect(PathText.parent(of: path) == ns.deletingLastPathComponent)
    #expect(PathText.lastComponent(of: path) == ns.lastPathComponent)
    #expect(PathText.fileExtension(of: path) == ns.pathExtension)
  }

  @Test(arguments: [
    ("", "x"), ("a", ""), ("a", "b"), ("a/", "b"), ("a//", "/b"), ("/", "b"), ("/", "/b"),
    ("a", "b/"), ("//", "x"), ("", ""), ("/a", "../b"), ("/w", "~/x"), ("/x", "foo/"),
    ("/x", ".hidden"), ("rel", "a b"),
  ])
  func joinsAsNSStringAppends(directory: String, name: String) {
    #expect(
      PathText.joined(directory, name) == (directory as NSString).appendingPathComponent(name))
  }

  /// Where `NSString` cannot answer or answers oddly, the rules chosen.
  @Test func relativeNamesAndTheRoot() {
    #expect(PathText.parent(of: "a") == "")
    #expect(PathText.parent(of: "a/") == "")
    #expect(PathText.lastComponent(of: "a//") == "a")
    #expect(PathText.parent(of: "//") == "/")
    #expect(PathText.lastComponent(of: "//") == "/")
  }
}
