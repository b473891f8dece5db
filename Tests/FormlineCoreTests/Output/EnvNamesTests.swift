import OrderedCollections
import Testing

@testable import FormlineCore

/// Env output names: a prefix in front, and no silent takeover of the user's shell.
struct EnvNamesTests {
  @Test(arguments: [
    ("PATH", EnvNames.Verdict.shadowsCommonVariable), ("HOME", .shadowsCommonVariable),
    ("USER", .shadowsCommonVariable), ("LD_PRELOAD", .changesHowProgramsRun),
    ("LD_LIBRARY_PATH", .changesHowProgramsRun), ("IFS", .changesHowProgramsRun),
    ("BASH_ENV", .changesHowProgramsRun), ("_", .meaningless), ("__0", .meaningless),
    ("SERVER_PORT", .fine), ("PATH_PREFIX", .fine),
  ])
  func judgesNames(name: String, verdict: EnvNames.Verdict) {
    #expect(EnvNames.verdict(for: name) == verdict)
  }

  @Test func aPrefixOptionBecomesANamePart() {
    #expect(EnvNames.prefix(fromOption: "app") == "APP_")
    #expect(EnvNames.prefix(fromOption: nil) == "")
    #expect(EnvNames.prefix(fromOption: "") == "")
  }

  @Test func aFieldCalledPathWarnsWithoutAPrefix() throws {
    var warnings: [Diagnostic] = []
    let value = AnswerValue.object(["path": .string("/opt"), "port": .integer(80)])
    #expect(try EnvWriter.render(value, warnings: &warnings) == "PATH=/opt\nPORT=80\n")
    #expect(warnings.count == 1)
    #expect(warnings.first?.path?.description == "path")
    #expect(warnings.first?.message.contains("--env-prefix APP writes APP_PATH") == true)
  }

  @Test func aPrefixedFieldCalledPathIsFine() throws {
    var warnings: [Diagnostic] = []
    let value = AnswerValue.object(["path": .string("/opt"), "ldPreload": .string("x.so")])
    #expect(
      try EnvWriter.render(value, prefix: "APP_", warnings: &warnings)
        == "APP_PATH=/opt\nAPP_LD_PRELOAD=x.so\n")
    #expect(warnings.isEmpty)
  }

  @Test func loaderVariablesAreRefusedWithoutAPrefix() throws {
    let value = AnswerValue.object(["ldPreload": .string("/tmp/evil.so")])
    let error = try #require(throws: OutputError.self) { try EnvWriter.render(value) }
    #expect(error.path?.description == "ldPreload")
    #expect(error.message.hasPrefix("would be written as LD_PRELOAD"))
  }

  @Test(arguments: ["!!", "_", "-"])
  func aKeyOfOnlySymbolsIsRefused(key: String) throws {
    let value = AnswerValue.object([MemberName(key): .string("x")])
    let error = try #require(throws: OutputError.self) {
      try EnvWriter.render(value, prefix: "APP_")
    }
    #expect(error.message.contains("no letter"))
  }
}
