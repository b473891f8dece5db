import Foundation
import Testing

@testable import formline

/// Path rules the executable keeps without `NSString`, held to `NSString` itself, and where
/// drafts go when `$HOME` is empty.
struct PathRulesTests {
  @Test(arguments: [
    "a/b/c", "/x", "file", "a/b/", "/", "a//b", "/a/b//", "./out.json", "../out",
    "dir/é.json", "///x",
  ])
  func directoryOfAPathIsNSStrings(path: String) {
    let parent = (path as NSString).deletingLastPathComponent
    #expect(ResultWriter.directory(of: path) == (parent.isEmpty ? "." : parent))
  }

  /// Where `NSString` is odd: `//` is the root, in the root (`NSString` says "").
  @Test func doubledSlashIsTheRoot() {
    #expect(ResultWriter.directory(of: "//") == "/")
  }

  @Test(arguments: ["~", "~/forms/a.yaml", "~root/a.yaml", "~root", "x~", "/~/a", "a.yaml"])
  func tildeIsExpandedAsNSStringExpandsIt(word: String) {
    #expect(SetCompletion.expandingTilde(word) == (word as NSString).expandingTildeInPath)
  }

  @Test func anUnknownAccountIsKeptAsTyped() {
    #expect(SetCompletion.expandingTilde("~no-such-user-xyz/a") == "~no-such-user-xyz/a")
  }

  /// An empty `$HOME` is no home: the account's is used, not the root directory.
  @Test func draftsGoUnderTheHomeDirectoryGiven() {
    let empty = DraftStore(environment: ["HOME": ""], homeDirectory: "/home/ann")
    #expect(empty.directory == "/home/ann/.local/state/formline/drafts")
    let state = DraftStore(
      environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/ann"], homeDirectory: "/home/ann")
    #expect(state.directory == "/state/formline/drafts")
  }
}
