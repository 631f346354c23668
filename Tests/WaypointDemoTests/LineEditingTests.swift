import Foundation
import Testing

/// The interactive playground in a terminal edits lines and keeps a history, as a shell does.
@Suite struct LineEditingTests {}

extension LineEditingTests {
  // Issue 31, item 8: ↑ recalls earlier commands (it printed "unknown command '^[[a'"), and the
  // recalled command runs.
  @Test func theUpArrowRecallsAnEarlierCommand() throws {
    let executable = try #require(DemoExecutable.url, "build the package first: waypoint-demo was not found")
    let terminal = try PseudoTerminal(executable, ["--app", "shapes"])
    let prompt = "shapes› "
    #expect(terminal.wait(for: prompt, count: 1))
    terminal.type("push /rectangle/item/1\r")
    #expect(terminal.wait(for: "pushed /rectangle/item/1 (#0)"))
    #expect(terminal.wait(for: prompt, count: 2))
    terminal.type("pop\r")
    #expect(terminal.wait(for: prompt, count: 3))
    // ↑ ↑: the command before the last one, then Return.
    terminal.type("\u{1B}[A\u{1B}[A\r")
    #expect(terminal.wait(for: "pushed /rectangle/item/1 (#1)"))
    #expect(terminal.wait(for: prompt, count: 4))
    // ↑ ↑ recalls "pop"; ← ← ← moves to its start, where "x" is typed.
    terminal.type("\u{1B}[A\u{1B}[A\u{1B}[D\u{1B}[D\u{1B}[Dx\r")
    #expect(terminal.wait(for: "unknown command 'xpop'"))
    #expect(terminal.wait(for: prompt, count: 5))
    terminal.type("quit\r")
    #expect(terminal.waitUntilExit() == 0)
    #expect(!terminal.text.contains("^[[A") && !terminal.text.lowercased().contains("unknown command '^["))
  }
}
