import FormlineTestSupport
import Foundation
import Testing

/// `-f env` names: `--env-prefix` prefixes the output too, and shadowing is never silent.
struct EnvOutputNamesEndToEndTests {
  let directory: TemporaryDirectory
  let form: String

  init() throws {
    directory = try TemporaryDirectory()
    form = directory.file("form.yaml")
    try "- key: path\n  default: /opt/app\n- key: port\n  type: integer\n  default: 80\n"
      .write(toFile: form, atomically: true, encoding: .utf8)
  }

  @Test func anEnvPrefixNamesTheOutputVariables() throws {
    let run = try FormlineBinary.run([form, "-y", "-f", "env", "--env-prefix", "app"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "APP_PATH=/opt/app\nAPP_PORT=80\n")
    #expect(run.stderr == "")
  }

  @Test func anEnvPrefixRoundTripsThroughTheEnvironment() throws {
    let run = try FormlineBinary.run(
      [form, "-y", "-f", "env", "--env-prefix", "APP"], environment: ["APP_PORT": "8080"])
    #expect(run.stdout == "APP_PATH=/opt/app\nAPP_PORT=8080\n")
  }

  @Test func shadowingPathWithoutAPrefixIsWarned() throws {
    let run = try FormlineBinary.run([form, "-y", "-f", "env"])
    #expect(run.status == 0)
    #expect(run.stdout == "PATH=/opt/app\nPORT=80\n")
    #expect(run.stderr.contains("warning: path: would be written as PATH"))
    #expect(run.stderr.contains("--env-prefix APP writes APP_PATH"))
  }

  @Test func loaderVariablesAreRefusedWithoutAPrefix() throws {
    let path = directory.file("preload.yaml")
    try "- key: ldPreload\n  default: /tmp/x.so\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([path, "-y", "-f", "env"])
    #expect(run.status == 65)
    #expect(run.stdout == "")
    #expect(run.stderr.contains("ldPreload: would be written as LD_PRELOAD"))
  }
}
