import Foundation
import Testing
import WaypointDemoKit

@testable import WaypointPlayground

/// Runs the built executable on the golden scripts and compares its output with the golden files
/// (issue 7, "Tests": end to end, as argument-parser's example tests do).
@Suite struct EndToEndTests {}

extension EndToEndTests {
  // Issue 7: scripted mode tours every capability of each example app; text output is stable.
  @Test(arguments: DemoApp.allCases)
  func scriptTextMatchesGolden(app: DemoApp) throws {
    let script = Golden.directory.appendingPathComponent("\(app.rawValue).script").path
    let result = try DemoExecutable.run(["--app", app.rawValue, "--script", script])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    try Golden.assert(result.stdout, matches: "\(app.rawValue).txt")
  }

  // Issue 7: `--json` prints one JSON object per command, one per line, stable.
  @Test(arguments: DemoApp.allCases)
  func scriptJSONMatchesGolden(app: DemoApp) throws {
    let script = Golden.directory.appendingPathComponent("\(app.rawValue).script").path
    let result = try DemoExecutable.run(["--app", app.rawValue, "--script", script, "--json"])
    #expect(result.status == 0)
    try Golden.assert(result.stdout, matches: "\(app.rawValue).jsonl")
    let commands = try Golden.read("\(app.rawValue).script").split(separator: "\n").filter { !CommandParser.isBlank(String($0)) }
    let lines = result.stdout.split(separator: "\n")
    // Shapes' script ends with `quit` followed by a command that must not run.
    #expect(lines.count == (app == .shapes ? commands.count - 1 : commands.count))
    for line in lines {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(Set(object.keys) == Set(JSONRendererTests.documentedFields))
    }
  }

  // Issue 7: interactive mode reads stdin line by line; without a terminal there is no prompt,
  // each command is echoed, errors keep the session, and `quit` ends it with status 0.
  @Test func interactiveModeFromPipedStdin() throws {
    let result = try DemoExecutable.run([], stdin: try Golden.read("interactive.stdin"))
    #expect(result.status == 0)
    #expect(!result.stdout.contains("shapes›"))
    #expect(!result.stdout.contains("circle/item/1"))
    try Golden.assert(result.stdout, matches: "interactive.txt")
  }

  // Issue 7: end of input exits 0, even right after an error.
  @Test func endOfInputExitsZero() throws {
    let result = try DemoExecutable.run(["--app", "media"], stdin: "pop\n")
    #expect(result.status == 0)
    #expect(result.stdout.contains("error [popPastRoot]"))
  }

  // Issue 7: `--script -` reads the script from standard input.
  @Test func scriptFromStdin() throws {
    let result = try DemoExecutable.run(["--script", "-", "--json"], stdin: "push /circle/item/1\nselect /circle\n")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.contains(#""command":"push /circle/item/1","ok":true"#) == true)
  }

  // Issue 7: in script mode an error does not stop the run, unless `--strict` is given; then the
  // run stops at the error and exits non-zero.
  @Test func strictStopsAtFirstError() throws {
    let script = "select /circle\npop\nselect /rectangle\n"
    let lenient = try DemoExecutable.run(["--script", "-", "--json"], stdin: script)
    #expect(lenient.status == 0)
    #expect(lenient.stdout.split(separator: "\n").count == 3)
    let strict = try DemoExecutable.run(["--script", "-", "--json", "--strict"], stdin: script)
    #expect(strict.status == PlaygroundRunner.strictFailureStatus)
    let lines = strict.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.last?.contains(#""ok":false,"error":{"code":"popPastRoot""#) == true)
  }

  // Issue 7: a bad option prints the problem and the usage on stderr and exits with EX_USAGE.
  @Test func badOptionExitsWithUsage() throws {
    let result = try DemoExecutable.run(["--app", "games"])
    #expect(result.status == PlaygroundRunner.usageStatus)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("unknown app 'games'"))
    #expect(result.stderr.contains("USAGE: waypoint-demo"))
  }

  // Issue 17 item 3: `--svg FOLDER` writes real files, one per command, that are SVG pictures.
  @Test func svgOptionWritesFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-svg-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try DemoExecutable.run(["--app", "media", "--script", "-", "--svg", folder.path], stdin: "show /player/7\n")
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["000-start.svg", "001-show-player-7.svg"])
    let last = try String(contentsOf: folder.appendingPathComponent("001-show-player-7.svg"), encoding: .utf8)
    #expect(last.hasPrefix("<svg ") && last.contains("Player 7"))
  }

  // Issue 7: `--help` prints the usage and exits 0.
  @Test func helpOption() throws {
    let result = try DemoExecutable.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: ") && result.stdout.contains("\nUSAGE: waypoint-demo "))
  }

  // Issue 7: a script that cannot be read is reported, with EX_NOINPUT.
  @Test func missingScript() throws {
    let result = try DemoExecutable.run(["--script", "no-such-script.txt"])
    #expect(result.status == PlaygroundRunner.noInputStatus)
    #expect(result.stderr.contains("no-such-script.txt"))
  }
}
