import Testing

@testable import FormlineCore

/// The `--diff` output: hunks as `diff -u` prints them.
struct UnifiedDiffTests {
  @Test func nearbyChangesShareAHunkAndFarOnesDoNot() {
    let old = (1...20).map { "line \($0)\n" }.joined()
    var lines = (1...20).map { "line \($0)\n" }
    lines[1] = "changed 2\n"
    lines.insert("added\n", at: 4)
    lines.remove(at: 18)  // old line 18
    let diff = UnifiedDiff.render(original: old, edited: lines.joined(), name: "f")
    #expect(
      diff == """
        --- f
        +++ f
        @@ -1,7 +1,8 @@
         line 1
        -line 2
        +changed 2
         line 3
         line 4
        +added
         line 5
         line 6
         line 7
        @@ -15,6 +16,5 @@
         line 15
         line 16
         line 17
        -line 18
         line 19
         line 20

        """)
  }

  @Test func noChangeIsNoDiffAndAMissingFinalBreakIsMarked() {
    #expect(UnifiedDiff.render(original: "a\n", edited: "a\n", name: "f") == "")
    #expect(
      UnifiedDiff.render(original: "a", edited: "b", name: "f")
        == "--- f\n+++ f\n@@ -1,1 +1,1 @@\n-a\n\\ No newline at end of file\n+b\n\\ No newline at end of file\n"
    )
  }
}
