import CLibEdit
import FoundationEssentials
import Glibc

/// Reads answers from a person at a terminal with libedit's native (histedit) API.
///
/// Built on the facts in docs/libedit.md: UI on its own output (stderr by
/// default, so `formline form.yaml > out.json` works), Ctrl-C as a key with ISIG off,
/// `el_push` pre-fill after `EL_PREP_TERM`, one `History` per key, and an `EL_GETCFN`
/// reader that implements the timeout and follows the signals the ``TerminalSession``
/// records (stop, resize, continue). It changes no process-wide state itself.
package final class LibEditLineEditor: LineEditor {
  /// Why a bound key or the reader ended `el_gets` early.
  private enum Stop {
    case interrupted
    case back
    case timedOut
    case terminated(Int32)
  }

  private let editLine: OpaquePointer
  private let inputFD: Int32
  private let inputFile: UnsafeMutablePointer<FILE>
  private let output: UnsafeMutablePointer<FILE>
  private let timeout: Duration?
  private var promptStorage: UnsafeMutablePointer<CChar>
  private var histories: [String: LineHistory] = [:]
  /// Attached for prompts without a history key; kept alive because libedit holds on to it.
  private let emptyHistory: LineHistory
  private var completer: Completer
  /// The current request's pages for PageDown, and the one it shows next.
  private var pages: [String] = []
  private var nextPage = 0
  private var stop: Stop?
  /// Kept for as long as the editor lives: its handlers and locale are what it relies on.
  private let session: TerminalSession
  private var deadline = Deadline(after: nil)
  private var keys: KeyReader

  /// Creates an editor on a terminal, or nil when libedit cannot be set up on these descriptors.
  ///
  /// - Parameters:
  ///   - session: The terminal session the executable began (locale and signals).
  ///   - inputDescriptor: The terminal to read keys from (0, stdin, by default).
  ///   - outputDescriptor: Where prompts, editing and conversation go; never stdout, so the
  ///     result can be redirected (2, stderr, by default).
  ///   - timeout: Give up on a prompt left unanswered this long (`.timedOut`).
  ///   - currentDirectory: Base for relative path completion (the process's by default).
  ///   - homeDirectory: What `~` expands to in path completion (kept as typed when nil).
  package init?(
    session: TerminalSession,
    inputDescriptor: Int32 = 0,
    outputDescriptor: Int32 = 2,
    timeout: Duration? = nil,
    currentDirectory: String? = nil,
    homeDirectory: String? = nil
  ) {
    // Own FILEs on duplicated descriptors: closing them later never closes stdin/stderr.
    guard let input = fdopen(dup(inputDescriptor), "r") else { return nil }
    guard let output = fdopen(dup(outputDescriptor), "w") else {
      fclose(input)
      return nil
    }
    guard let editLine = el_init("formline", input, output, output),
      let prompt = strdup(""),
      let emptyHistory = LineHistory(size: 0)
    else {
      fclose(input)
      fclose(output)
      return nil
    }
    self.editLine = editLine
    self.session = session
    self.inputFD = fileno(input)
    self.keys = KeyReader(fd: fileno(input))
    keys.reportsResize = true
    self.inputFile = input
    self.output = output
    self.timeout = timeout
    self.promptStorage = prompt
    self.emptyHistory = emptyHistory
    self.completer = Completer(
      completion: .none,
      currentDirectory: currentDirectory ?? FileManager.default.currentDirectoryPath,
      homeDirectory: homeDirectory ?? "~")
    configure()
  }

  deinit {
    el_end(editLine)  // also restores the terminal if it was left in edit mode
    histories.removeAll()
    fclose(inputFile)
    fclose(output)
    free(promptStorage)
  }

  private static func from(_ editLine: OpaquePointer?) -> LibEditLineEditor? {
    guard let editLine, let raw = clibedit_get_clientdata(editLine) else { return nil }
    return Unmanaged<LibEditLineEditor>.fromOpaque(raw).takeUnretainedValue()
  }

  private func configure() {
    let el = editLine
    // passUnretained: callbacks run only inside el_gets, which this object calls.
    _ = clibedit_set_clientdata(el, Unmanaged.passUnretained(self).toOpaque())
    _ = clibedit_set_editor(el, "emacs")
    // No EL_SIGNAL: libedit's handlers end in kill(0, signal), which would also stop or
    // kill the shell or script that started formline (its process group). The session's
    // handlers record signals and readKey(into:) acts on them.
    _ = clibedit_set_signal(el, 0)
    _ = clibedit_set_prompt_esc(
      el,
      { el in LibEditLineEditor.from(el)?.promptStorage ?? strdup("") },
      CChar(PromptMarkup.marker.value))
    _ = clibedit_set_getcfn(el) { el, character in
      guard let editor = LibEditLineEditor.from(el), let character else { return -1 }
      return editor.readKey(into: character)
    }
    // Ctrl-C is a key, not SIGINT: no signal races, and the tty is always restored
    // (docs/libedit.md §6).
    _ = clibedit_setty(el, "-d", "-isig")
    _ = clibedit_addfn(el, "formline-interrupt", "cancel the wizard") { el, _ in
      LibEditLineEditor.from(el)?.finish(.interrupted, el) ?? UInt8(CC_EOF)
    }
    _ = clibedit_addfn(el, "formline-back", "go back to the previous field") { el, _ in
      LibEditLineEditor.from(el)?.finish(.back, el) ?? UInt8(CC_EOF)
    }
    _ = clibedit_addfn(el, "formline-complete", "complete the answer") { el, _ in
      LibEditLineEditor.from(el)?.complete() ?? UInt8(CC_ERROR)
    }
    _ = clibedit_addfn(el, "formline-page", "show the next page of the menu") { el, _ in
      LibEditLineEditor.from(el)?.showNextPage() ?? UInt8(CC_ERROR)
    }
    // With ISIG off ^Z would do nothing (docs/libedit.md §6); CC_REDISPLAY repaints after `fg`.
    _ = clibedit_addfn(el, "formline-suspend", "suspend") { el, _ in
      LibEditLineEditor.suspend(el)
    }
    let bindings = [
      ("^C", "formline-interrupt"), ("^I", "formline-complete"), ("^Z", "formline-suspend"),
      ("\\e[5~", "formline-back"), ("^X^B", "formline-back"), ("\\e[6~", "formline-page"),
      // Keys el_init leaves unbound but readline users expect (docs/libedit.md §2).
      ("\\e[1~", "ed-move-to-beg"), ("\\e[4~", "ed-move-to-end"),
      ("\\e[7~", "ed-move-to-beg"), ("\\e[8~", "ed-move-to-end"),
      ("\\e[H", "ed-move-to-beg"), ("\\e[F", "ed-move-to-end"),
      ("\\eOH", "ed-move-to-beg"), ("\\eOF", "ed-move-to-end"),
      ("\\e[3~", "ed-delete-next-char"),
      ("\\e[1;5C", "em-next-word"), ("\\e[1;5D", "ed-prev-word"),
      ("^R", "em-inc-search-prev"),
    ]
    for (keys, function) in bindings {
      _ = clibedit_bind(el, keys, function)
    }
  }

  /// Reads one line with editing, pre-fill, completion and per-key history.
  ///
  /// - Parameter request: The prompt and its options.
  /// - Returns: The line, `.interrupted` (Ctrl-C), `.back` (PageUp, Ctrl-X Ctrl-B),
  ///   `.endOfInput` (Ctrl-D on an empty line), `.timedOut`, or `.rejected` for control
  ///   characters typed literally (Ctrl-V).
  package func readLine(_ request: LineRequest) -> LineReadResult {
    if let signal = StopSignals.pending { return .stopped(by: signal) }
    guard let prompt = strdup(PromptMarkup.marked(PromptMarkup.composed(request.prompt))) else {
      return .rejected("out of memory")
    }
    free(promptStorage)
    promptStorage = prompt
    completer.completion = request.completion
    pages = request.pages
    nextPage = 0
    stop = nil
    deadline = Deadline(after: timeout)
    let history = request.historyKey.flatMap(history(for:))
    // Always attach one: otherwise up-arrow would recall the previous prompt's answers.
    let attached = history ?? emptyHistory
    _ = clibedit_set_hist(editLine, attached.handle)
    // Raw mode before anything is drawn, or keys typed right after a pre-filled prompt get
    // cooked treatment (docs/libedit.md §3).
    _ = clibedit_prep_term(editLine, 1)
    let prefill = String(
      String.UnicodeScalarView((request.prefill ?? "").unicodeScalars.filter { $0.value >= 0x20 }))
    if !prefill.isEmpty {
      // el_push, not el_insertstr: el_gets empties the buffer before reading (docs/libedit.md §3).
      el_push(editLine, prefill)
    }
    var count: Int32 = 0
    let text = el_gets(editLine, &count).map { String(cString: $0) }
    if stop == nil, let signal = StopSignals.pending { stop = .terminated(signal) }
    switch stop {
    case .interrupted: return .interrupted
    case .back: return .back
    case .timedOut:
      write("\n")
      return .timedOut
    case .terminated(let signal):
      write("\n")
      return .stopped(by: signal)
    case nil: break
    }
    guard var line = text else {
      write("\n")  // Ctrl-D leaves the cursor after the prompt
      return .endOfInput
    }
    if line.hasSuffix("\n") { line.removeLast() }
    let result = LineReadResult.checked(text: line)
    if case .line(let accepted) = result, !accepted.isEmpty { history?.add(accepted) }
    return result
  }

  /// Reads a secret with echo off (docs/libedit.md §5); it never touches libedit or its histories.
  ///
  /// - Parameter prompt: Shown before the invisible input.
  /// - Returns: The secret, `.interrupted`, `.endOfInput` or `.timedOut`.
  package func readSecret(prompt: String) -> LineReadResult {
    SecretReader(fd: inputFD, output: output).read(
      prompt: prompt, deadline: Deadline(after: timeout))
  }

  /// Writes conversation text on the editor's output and flushes it.
  ///
  /// - Parameter text: Text as is.
  package func write(_ text: String) {
    fputs(text, output)
    fflush(output)
  }

  private func history(for key: String) -> LineHistory? {
    if let existing = histories[key] { return existing }
    let created = LineHistory(size: 100)
    histories[key] = created
    return created
  }

  /// Ends the line from a bound key; the pushed newline lets ed-newline move to a fresh line.
  private func finish(_ reason: Stop, _ el: OpaquePointer?) -> UInt8 {
    stop = reason
    if let el { el_push(el, "\n") }
    return UInt8(CC_NORM)
  }

  /// Ctrl-Z: cooked modes while stopped, as the shell expects, and the line drawn again
  /// after `fg`.
  ///
  /// The whole process group is stopped, as the terminal would stop it with ISIG on: in a
  /// pipeline (`formline f.yaml | jq`) the shell regains the terminal only when every
  /// member stops.
  private static func suspend(_ el: OpaquePointer?) -> UInt8 {
    guard let el else { return UInt8(CC_ERROR) }
    _ = clibedit_prep_term(el, 0)
    kill(0, SIGTSTP)
    _ = clibedit_prep_term(el, 1)
    _ = ContinueSignal.take()  // already redrawn here
    return UInt8(CC_REDISPLAY)
  }

  /// After SIGCONT (`kill -STOP` and `fg`, or a job stopped from outside): the shell has put
  /// its own modes back meanwhile, which libedit does not know, so leave edit mode and enter
  /// it again (that re-reads and re-sets the terminal), then draw the prompt and line again.
  private func resumeAfterContinue() {
    _ = clibedit_prep_term(editLine, 0)
    _ = clibedit_prep_term(editLine, 1)
    write("\r")
    _ = clibedit_refresh(editLine)
  }

  private func readKey(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
    while true {
      switch keys.nextKey(restarting: &deadline) {
      case .continued:
        resumeAfterContinue()
      case .resized:
        el_resize(editLine)
      case .scalar(let scalar):
        character.pointee = wchar_t(bitPattern: scalar.value)
        return 1
      case .endOfFile:
        return 0
      case .timedOut:
        // -1 makes el_gets stop, restore the tty and return NULL (libedit read.c, el_wgets).
        stop = .timedOut
        errno = ETIMEDOUT
        return -1
      case .failed(let error):
        errno = error
        return -1
      case .stopped(let signal):
        stop = .terminated(signal)
        errno = EINTR
        return -1
      }
    }
  }

  /// PageDown: the request's next page below the line (from the first again after the
  /// last), then the prompt and line redrawn under it, as a completion list is.
  private func showNextPage() -> UInt8 {
    guard !pages.isEmpty else { return UInt8(CC_ERROR) }
    write("\n" + pages[nextPage % pages.count])
    nextPage = (nextPage + 1) % pages.count
    return UInt8(CC_REDISPLAY)
  }

  private func complete() -> UInt8 {
    guard let typed = LibEditCalls.textBeforeCursor(editLine) else { return UInt8(CC_ERROR) }
    switch completer.complete(typed) {
    case .none:
      return UInt8(CC_REFRESH_BEEP)
    case .replace(let text):
      LibEditCalls.replaceBeforeCursor(editLine, count: typed.unicodeScalars.count, with: text)
      return UInt8(CC_REFRESH)
    case .list(let names):
      // libedit's own pattern: print below the line, then CC_REDISPLAY redraws prompt + line.
      let width = ColumnLayout.terminalWidth(of: fileno(output)) ?? 80
      write("\n" + ColumnLayout(width: width).lines(names).joined(separator: "\n") + "\n")
      return UInt8(CC_REDISPLAY)
    }
  }
}
