import Testing
import WaypointDemoKit

@testable import WaypointPlayground

@MainActor @Suite struct PlaygroundRunnerTests {}

extension PlaygroundRunnerTests {
  final class Terminal {
    var input: ArraySlice<String>
    var output: [String] = []
    var prompts: [String] = []
    var errors: [String] = []
    var files: [String: String] = [:]

    init(_ lines: [String]) { input = lines[...] }

    func io(isTTY: Bool) -> PlaygroundIO {
      PlaygroundIO(
        isTTY: isTTY,
        readLine: { self.input.popFirst() },
        write: { self.output.append($0) },
        prompt: { self.prompts.append($0) },
        writeError: { self.errors.append($0) },
        readFile: { path in
          guard let text = self.files[path] else { return .failure(.file(path: path, reason: "no such file")) }
          return .success(text)
        })
    }
  }

  // Issue 7: the prompt is printed only when stdin is a terminal; then commands are not echoed.
  @Test func promptOnlyOnATerminal() {
    let tty = Terminal(["pop-to-root"])
    #expect(PlaygroundRunner.main(arguments: [], io: tty.io(isTTY: true), apps: DemoApp.playgrounds, executable: "waypoint-demo") == 0)
    #expect(tty.prompts == ["shapes› ", "shapes› "])
    #expect(!tty.output.contains { $0.hasPrefix("\n› ") })
    let piped = Terminal(["pop-to-root"])
    #expect(PlaygroundRunner.main(arguments: [], io: piped.io(isTTY: false), apps: DemoApp.playgrounds, executable: "waypoint-demo") == 0)
    #expect(piped.prompts.isEmpty)
    #expect(piped.output.contains("\n› pop-to-root"))
  }

  // Issue 7: a script runs without a prompt, even from a terminal, and without the banner.
  @Test func scriptHasNoPrompt() {
    let terminal = Terminal([])
    terminal.files["tour"] = "push /infinity\r\n# comment\n\npop\n"
    #expect(
      PlaygroundRunner.main(
        arguments: ["--script", "tour"], io: terminal.io(isTTY: true), apps: DemoApp.playgrounds, executable: "waypoint-demo") == 0)
    #expect(terminal.prompts.isEmpty)
    #expect(!terminal.output.contains { $0.hasPrefix("Waypoint playground") })
    #expect(terminal.output.filter { $0.hasPrefix("\n› ") } == ["\n› push /infinity", "\n› pop"])
  }

  // Issue 7, "Errors": errors keep the session; with --strict a script stops with status 1.
  @Test func strictScript() {
    let lenient = Terminal([])
    lenient.files["s"] = "pop\npush /infinity\n"
    #expect(
      PlaygroundRunner.main(
        arguments: ["--script", "s", "--json"], io: lenient.io(isTTY: false), apps: DemoApp.playgrounds, executable: "waypoint-demo") == 0)
    #expect(lenient.output.count == 2)
    let strict = Terminal([])
    strict.files["s"] = "pop\npush /infinity\n"
    #expect(
      PlaygroundRunner.main(
        arguments: ["--script", "s", "--json", "--strict"], io: strict.io(isTTY: false), apps: DemoApp.playgrounds,
        executable: "waypoint-demo") == 1)
    #expect(strict.output.count == 1)
  }

  // Issue 7: --strict does not end the run for a script without errors, and quit exits 0.
  @Test func quitAndCleanStrictRun() {
    let terminal = Terminal(["push /infinity", "quit", "pop"])
    #expect(
      PlaygroundRunner.main(
        arguments: ["--script", "-", "--strict", "--json"], io: terminal.io(isTTY: false), apps: DemoApp.playgrounds,
        executable: "waypoint-demo") == 0)
    #expect(terminal.output.count == 2)
    #expect(terminal.input.map { $0 } == ["pop"])
  }

  // Issue 7: with --json only JSON lines are written: no banner, no screen.
  @Test func jsonWritesOnlyJSON() {
    let terminal = Terminal(["select /circle", "", "help"])
    #expect(
      PlaygroundRunner.main(arguments: ["--json"], io: terminal.io(isTTY: true), apps: DemoApp.playgrounds, executable: "waypoint-demo")
        == 0)
    #expect(terminal.output.count == 2)
    #expect(terminal.output.allSatisfy { $0.hasPrefix("{\"command\":") })
    #expect(terminal.prompts.isEmpty)
  }

  // Issue 17 item 4: --help is generated from the options' declarations, lists the apps, exits 0.
  @Test func helpListsTheOptionsAndTheApps() {
    let terminal = Terminal([])
    #expect(
      PlaygroundRunner.main(arguments: ["--help"], io: terminal.io(isTTY: false), apps: DemoApp.playgrounds, executable: "waypoint-demo")
        == 0)
    let text = terminal.output.joined(separator: "\n")
    #expect(text.contains("USAGE: waypoint-demo [--app <name>] [--script <file>] [--json] [--strict]"))
    #expect(text.contains("--strict") && text.contains("With --script: stop at the first error"))
    #expect(text.hasSuffix("APPS: shapes, social, media"))
    let one = Terminal([])
    _ = PlaygroundRunner.main(arguments: ["-h"], io: one.io(isTTY: false), apps: [Playground.media], executable: "media-playground")
    #expect(one.output.joined().contains("USAGE: media-playground"))
    #expect(!one.output.joined().contains("APPS:"))
  }

  // Issue 17 item 3: `--svg FOLDER` writes the first screen and one picture per command.
  @Test func svgOptionWritesAPicturePerCommand() {
    let terminal = Terminal(["push /infinity", "", "present /settings", "nonsense"])
    var written: [(folder: String, name: String, text: String)] = []
    var io = terminal.io(isTTY: false)
    io.writeFile = { folder, name, text in
      written.append((folder, name, text))
      return .success(())
    }
    #expect(
      PlaygroundRunner.main(arguments: ["--svg", "shots", "--json"], io: io, apps: DemoApp.playgrounds, executable: "waypoint-demo") == 0)
    #expect(written.map(\.name) == ["000-start.svg", "001-push-infinity.svg", "002-present-settings.svg", "003-nonsense.svg"])
    #expect(written.allSatisfy { $0.folder == "shots" && $0.text.hasPrefix("<svg ") })
    #expect(written[2].text.contains("<g id=\"modal-0\">"))
  }

  // Issue 17 item 3: a folder that cannot be written is reported once, and the run goes on.
  @Test func svgOptionReportsAnUnwritableFolderOnce() {
    let terminal = Terminal(["push /infinity", "pop"])
    #expect(
      PlaygroundRunner.main(
        arguments: ["--svg", "shots"], io: terminal.io(isTTY: false), apps: DemoApp.playgrounds, executable: "waypoint-demo") == 0)
    #expect(terminal.errors == ["error: shots/000-start.svg: cannot write files here; no more pictures are written"])
    #expect(terminal.output.contains("\n› pop"))
  }

  // Issue 7: a bad option or an unreadable script goes to stderr with its exit status.
  @Test func usageAndMissingScript() {
    let usage = Terminal([])
    #expect(
      PlaygroundRunner.main(arguments: ["--nope"], io: usage.io(isTTY: false), apps: DemoApp.playgrounds, executable: "waypoint-demo")
        == PlaygroundRunner.usageStatus)
    #expect(usage.errors.first == "error: Unknown option '--nope'. Did you mean '--app'?")
    #expect(usage.errors.last?.contains("USAGE: waypoint-demo [--app <name>]") == true)
    #expect(usage.output.isEmpty)
    let app = Terminal([])
    #expect(
      PlaygroundRunner.main(
        arguments: ["--app", "games"], io: app.io(isTTY: false), apps: DemoApp.playgrounds, executable: "waypoint-demo")
        == PlaygroundRunner.usageStatus)
    #expect(app.errors.first == "error: unknown app 'games' (choose shapes, social or media)")
    let missing = Terminal([])
    #expect(
      PlaygroundRunner.main(
        arguments: ["--script", "gone"], io: missing.io(isTTY: false), apps: DemoApp.playgrounds, executable: "waypoint-demo")
        == PlaygroundRunner.noInputStatus)
    #expect(missing.errors == ["error: gone: no such file"])
  }
}
