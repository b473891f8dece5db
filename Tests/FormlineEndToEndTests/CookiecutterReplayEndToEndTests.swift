import FormlineTestSupport
import Foundation
import Testing

/// cookiecutter's replay file, written with `-f cookiecutter-replay` and read with `-a`.
struct CookiecutterReplayEndToEndTests {
  let directory: TemporaryDirectory
  let form: String

  init() throws {
    directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.file("tpl"), withIntermediateDirectories: true)
    form = directory.file("tpl/cookiecutter.json")
    try Data(
      #"{"name": "My App", "slug": "{{ cookiecutter.name | lower | replace(' ', '-') }}"}"#.utf8
    ).write(to: URL(fileURLWithPath: form))
  }

  @Test func theAnswersAreWrittenUnderCookiecutter() throws {
    let run = try FormlineBinary.run(
      [form, "-y", "--set", "name=Big Thing", "-f", "cookiecutter-replay"])
    #expect(run.status == 0, "\(run.stderr)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(Array(root.keys) == ["cookiecutter"])
    let context = try #require(root["cookiecutter"] as? [String: String])
    #expect(context == ["name": "Big Thing", "slug": "big-thing"])
  }

  /// The file as cookiecutter 2.7 writes it to ~/.cookiecutter_replay after a run.
  @Test func aReplayFileCookiecutterWroteIsReadBack() throws {
    let replay = directory.file("tpl.json")
    try Data(
      """
      {
        "cookiecutter": {
          "name": "Real Tool",
          "slug": "real-tool",
          "_template": "tpl",
          "_output_dir": "/tmp/out",
          "_repo_dir": "tpl",
          "_checkout": null
        },
        "_cookiecutter": {
          "name": "Real Tool",
          "slug": "{{ cookiecutter.name | lower | replace(' ', '-') }}"
        }
      }
      """.utf8
    ).write(to: URL(fileURLWithPath: replay))
    let run = try FormlineBinary.run([form, "-y", "-a", replay, "-f", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let result = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: String])
    #expect(result == ["name": "Real Tool", "slug": "real-tool"])
  }
}
