import FormlineTestSupport
import Glibc
import Testing

/// How a libedit prompt ends without an answer: Ctrl-C, Ctrl-D, the back key, a timeout,
/// SIGTERM, and secrets; each must leave the terminal restored.
@Suite(.enabled(if: PseudoTerminal.isAvailable, "needs a pseudo-terminal"), .timeLimit(.minutes(1)))
struct LibEditLineEditorStopTests {
  @Test func controlCInterruptsAndRestoresTheTerminal() throws {
    let tty = try ProbeSession.start(["--ask", "name;prefill=Alice"])
    try tty.expect("name: Alice")
    tty.send("xy" + Key.controlC)
    try tty.expect("RESULT name interrupted")
    try tty.expect("TTY echo=1 icanon=1 isig=1")
    #expect(try tty.waitForExit() == 130)
  }

  @Test func echoWorksAfterControlC() throws {
    // A shell runs after the probe: if the terminal were left raw, `read` would not echo.
    let script = "\(ProbeSession.probePath) --ask name; read -r x; echo \"GOT=$x\""
    let tty = try PseudoTerminal(executable: "/bin/sh", arguments: ["-c", script])
    try tty.expect("name: ")
    tty.send(Key.controlC)
    try tty.expect("RESULT name interrupted")
    tty.send("typed\r")
    try tty.expect("typed")  // echoed by the cooked terminal
    try tty.expect("GOT=typed")
    #expect(try tty.waitForExit() == 0)
  }

  @Test func controlDOnAnEmptyLineEndsInput() throws {
    let tty = try ProbeSession.start(["--ask", "a;prefill=x", "--ask", "b"])
    try tty.expect("a: x")
    tty.send(Key.controlD)  // not empty: deletes nothing at the end, the line stays
    tty.send(Key.backspace + Key.controlD)
    try tty.expect("RESULT a endOfInput")
    try tty.expect("TTY echo=1 icanon=1 isig=1")
    try tty.expect("b: ")
    tty.send("ok" + Key.enter)
    try tty.expect("RESULT b line [ok]")
    #expect(try tty.waitForExit() == 0)
  }

  @Test func pageUpAndControlXControlBGoBack() throws {
    let tty = try ProbeSession.start(["--ask", "a;prefill=keep", "--ask", "b"])
    try tty.expect("a: keep")
    tty.send(Key.pageUp)
    try tty.expect("RESULT a back")
    try tty.expect("b: ")
    tty.send("x" + Key.controlX + Key.controlB)
    try tty.expect("RESULT b back")
    #expect(try tty.waitForExit() == 0)
  }

  @Test func unansweredPromptTimesOut() throws {
    let tty = try ProbeSession.start(["--timeout", "1", "--ask", "name"])
    try tty.expect("name: ")
    tty.send("half an answ")  // typing does not cancel the timeout: it is per prompt
    try tty.expect("RESULT name timedOut")
    try tty.expect("TTY echo=1 icanon=1 isig=1")
    #expect(try tty.waitForExit() == 124)
  }

  @Test func answerBeforeTheTimeoutIsKept() throws {
    let tty = try ProbeSession.start(["--timeout", "8", "--ask", "name"])
    try tty.expect("name: ")
    tty.send("Zoë" + Key.enter)
    try tty.expect("RESULT name line [Zoë]")
    #expect(try tty.waitForExit() == 0)
  }

  @Test func sigtermRestoresTheTerminal() throws {
    let tty = try ProbeSession.start(["--ask", "name"])
    try tty.expect("name: ")
    tty.send("abc")
    try tty.expect("abc")  // libedit is in raw mode, drawing the keys itself
    kill(tty.pid, SIGTERM)
    #expect(try tty.waitForExit() == 128 + SIGTERM)
    let modes = tty.localModes()
    #expect(modes?.echo == true && modes?.canonical == true && modes?.signals == true)
  }

  @Test func secretIsNeverShown() throws {
    let tty = try ProbeSession.start(["--ask", "pw;secret"], standardOutput: .pipe)
    try tty.expect("pw: ")
    tty.send("sëc" + Key.up + "ret1" + Key.backspace + Key.enter)
    #expect(try tty.waitForExit() == 0)
    #expect(tty.capturedOutput.contains("RESULT pw line [sëcret]"))
    #expect(tty.capturedOutput.contains("TTY echo=1 icanon=1 isig=1"))
    #expect(!tty.screenText.contains("s\u{EB}c"))
    #expect(!tty.screenText.contains("ret"))
  }

  @Test func secretControlCAndTimeout() throws {
    let tty = try ProbeSession.start(["--ask", "pw;secret"])
    try tty.expect("pw: ")
    tty.send("abc" + Key.controlC)
    try tty.expect("RESULT pw interrupted")
    try tty.expect("TTY echo=1 icanon=1 isig=1")
    #expect(try tty.waitForExit() == 130)

    let slow = try ProbeSession.start(["--timeout", "1", "--ask", "pw;secret"])
    try slow.expect("pw: ")
    try slow.expect("RESULT pw timedOut")
    try slow.expect("TTY echo=1 icanon=1 isig=1")
    #expect(try slow.waitForExit() == 124)
  }
}
