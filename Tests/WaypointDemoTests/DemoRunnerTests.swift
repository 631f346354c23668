import Testing

@testable import WaypointDemoKit

@MainActor @Suite struct DemoRunnerTests {}

extension DemoRunnerTests {
  final class Terminal {
    var input: ArraySlice<String>
    var output: [String] = []
    var prompts: [String] = []
    var errors: [String] = []
    var files: [String: String] = [:]

    init(_ lines: [String]) { input = lines[...] }

    func io(isTTY: Bool) -> DemoIO {
      DemoIO(
        isTTY: isTTY,
        readLine: { self.input.popFirst() },
        write: { self.output.append($0) },
        prompt: { self.prompts.append($0) },
        writeError: { self.errors.append($0) },
        readFile: { path throws(DemoError) in
          guard let text = self.files[path] else { throw .file(path: path, reason: "no such file") }
          return text
        })
    }
  }

  // Issue 7: the prompt is printed only when stdin is a terminal; then commands are not echoed.
  @Test func promptOnlyOnATerminal() {
    let tty = Terminal(["pop-to-root"])
    #expect(DemoRunner.main(arguments: [], io: tty.io(isTTY: true)) == 0)
    #expect(tty.prompts == ["shapes› ", "shapes› "])
    #expect(!tty.output.contains { $0.hasPrefix("\n› ") })
    let piped = Terminal(["pop-to-root"])
    #expect(DemoRunner.main(arguments: [], io: piped.io(isTTY: false)) == 0)
    #expect(piped.prompts.isEmpty)
    #expect(piped.output.contains("\n› pop-to-root"))
  }

  // Issue 7: a script runs without a prompt, even from a terminal, and without the banner.
  @Test func scriptHasNoPrompt() {
    let terminal = Terminal([])
    terminal.files["tour"] = "push /infinity\r\n# comment\n\npop\n"
    #expect(DemoRunner.main(arguments: ["--script", "tour"], io: terminal.io(isTTY: true)) == 0)
    #expect(terminal.prompts.isEmpty)
    #expect(!terminal.output.contains { $0.hasPrefix("Waypoint demo") })
    #expect(terminal.output.filter { $0.hasPrefix("\n› ") } == ["\n› push /infinity", "\n› pop"])
  }

  // Issue 7, "Errors": errors keep the session; with --strict a script stops with status 1.
  @Test func strictScript() {
    let lenient = Terminal([])
    lenient.files["s"] = "pop\npush /infinity\n"
    #expect(DemoRunner.main(arguments: ["--script", "s", "--json"], io: lenient.io(isTTY: false)) == 0)
    #expect(lenient.output.count == 2)
    let strict = Terminal([])
    strict.files["s"] = "pop\npush /infinity\n"
    #expect(DemoRunner.main(arguments: ["--script", "s", "--json", "--strict"], io: strict.io(isTTY: false)) == 1)
    #expect(strict.output.count == 1)
  }

  // Issue 7: --strict does not end the run for a script without errors, and quit exits 0.
  @Test func quitAndCleanStrictRun() {
    let terminal = Terminal(["push /infinity", "quit", "pop"])
    #expect(DemoRunner.main(arguments: ["--script", "-", "--strict", "--json"], io: terminal.io(isTTY: false)) == 0)
    #expect(terminal.output.count == 2)
    #expect(terminal.input.map { $0 } == ["pop"])
  }

  // Issue 7: with --json only JSON lines are written: no banner, no screen.
  @Test func jsonWritesOnlyJSON() {
    let terminal = Terminal(["select /circle", "", "help"])
    #expect(DemoRunner.main(arguments: ["--json"], io: terminal.io(isTTY: true)) == 0)
    #expect(terminal.output.count == 2)
    #expect(terminal.output.allSatisfy { $0.hasPrefix("{\"command\":") })
    #expect(terminal.prompts.isEmpty)
  }

  // Issue 7: a bad option or an unreadable script goes to stderr with its exit status.
  @Test func usageAndMissingScript() {
    let usage = Terminal([])
    #expect(DemoRunner.main(arguments: ["--nope"], io: usage.io(isTTY: false)) == DemoRunner.usageStatus)
    #expect(usage.errors.first == "error: unknown option '--nope'")
    #expect(usage.output.isEmpty)
    let missing = Terminal([])
    #expect(DemoRunner.main(arguments: ["--script", "gone"], io: missing.io(isTTY: false)) == DemoRunner.noInputStatus)
    #expect(missing.errors == ["error: gone: no such file"])
  }
}
