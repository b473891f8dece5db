import FormlineTerminal
import Glibc

// Test-only executable: asks prompts through the terminal layer and prints each outcome as a
// `RESULT` line on stdout (the editor talks on stderr), then the tty's local modes, so pty
// tests can assert on results and on terminal restoration.
//
// Usage: LineEditorProbe [--rounds N] [--timeout SECONDS] [--color] [--ask SPEC]...
// SPEC: label[;prefill=TEXT][;history=KEY][;words=a,b,c][;paths=ext,ext][;secret]

/// One prompt the probe asks.
struct ProbePrompt {
  var label: String
  var request: LineRequest
  var secret = false

  init(spec: String) {
    let parts = spec.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
    label = parts.first ?? "name"
    request = LineRequest(prompt: "\(label): ")
    for part in parts.dropFirst() {
      let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
      let value = pieces.count > 1 ? pieces[1] : ""
      switch pieces.first ?? "" {
      case "prefill": request.prefill = value
      case "history": request.historyKey = value
      case "words": request.completion = .words(value.split(separator: ",").map(String.init))
      case "paths":
        request.completion = .paths(extensions: value.split(separator: ",").map(String.init))
      case "secret": secret = true
      default: break
      }
    }
  }
}

/// The tty's local modes from fd 0, so a test can see that raw mode was undone.
func terminalModes() -> String {
  var modes = termios()
  guard tcgetattr(0, &modes) == 0 else { return "TTY none" }
  func flag(_ bit: Int32) -> Int { modes.c_lflag & tcflag_t(bit) != 0 ? 1 : 0 }
  return "TTY echo=\(flag(ECHO)) icanon=\(flag(ICANON)) isig=\(flag(ISIG))"
}

/// Writes a line straight to fd 1 (unbuffered), so it is in order with the editor's output.
func emit(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    if written <= 0 { return }
    offset += written
  }
}

var arguments = Array(CommandLine.arguments.dropFirst())
var prompts: [ProbePrompt] = []
var rounds = 1
var timeout: Duration?
var color = false
while !arguments.isEmpty {
  let option = arguments.removeFirst()
  let value = arguments.isEmpty ? "" : arguments[0]
  switch option {
  case "--ask":
    prompts.append(ProbePrompt(spec: value))
    arguments.removeFirst()
  case "--rounds":
    rounds = Int(value) ?? 1
    arguments.removeFirst()
  case "--timeout":
    timeout = Double(value).map { .milliseconds(Int($0 * 1000)) }
    arguments.removeFirst()
  case "--color":
    color = true
  default:
    emit("USAGE unknown option \(option)")
    exit(64)
  }
}
if prompts.isEmpty { prompts = [ProbePrompt(spec: "name")] }

guard isatty(0) == 1 else {
  emit("USAGE standard input must be a terminal")
  exit(64)
}
let session = TerminalSession.begin()
guard let editor = LibEditLineEditor(session: session, timeout: timeout) else {
  emit("USAGE libedit cannot be set up on this terminal")
  exit(64)
}
let style = TerminalStyle(mode: color ? .color : .plain)

for round in 1...max(1, rounds) {
  emit("ROUND \(round)")
  for prompt in prompts {
    var request = prompt.request
    request.prompt = style.title(prompt.label) + ": "
    let result =
      prompt.secret ? editor.readSecret(prompt: request.prompt) : editor.readLine(request)
    switch result {
    case .line(let text):
      emit("RESULT \(prompt.label) line [\(text)] scalars=\(text.unicodeScalars.count)")
    case .rejected(let message):
      emit("RESULT \(prompt.label) rejected [\(message)]")
    case .endOfInput, .interrupted, .timedOut, .back:
      emit("RESULT \(prompt.label) \(result)")
    case .terminated(let signal):
      emit("RESULT \(prompt.label) terminated \(signal)")
    }
    emit(terminalModes())
    if result == .interrupted { exit(130) }
    if result == .timedOut { exit(124) }
    if case .terminated(let signal) = result { exit(128 + signal) }
  }
}
emit("DONE")
