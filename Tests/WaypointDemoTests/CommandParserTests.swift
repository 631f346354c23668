import Testing

@testable import WaypointDemoKit

@Suite struct CommandParserTests {}

extension CommandParserTests {
  // Issue 7, commands table: every command of the table parses into its command.
  @Test(arguments: [
    ("select /rectangle", DemoCommand.select("/rectangle")),
    ("push /rectangle/item/1", .push("/rectangle/item/1")),
    ("pop", .pop(1)),
    ("pop 3", .pop(3)),
    ("pop-to /circle/item/2", .popTo("/circle/item/2")),
    ("pop-to-root", .popToRoot),
    ("present /settings", .present("/settings", style: nil)),
    ("present /settings sheet", .present("/settings", style: .sheet)),
    ("present /settings cover", .present("/settings", style: .cover)),
    ("dismiss", .dismiss(elevation: nil)),
    ("dismiss 0", .dismiss(elevation: 0)),
    ("dismiss-all", .dismissAll),
    ("show /rectangle/item/8", .show("/rectangle/item/8")),
    ("open waypoint-shapes:///triangle", .open("waypoint-shapes:///triangle")),
    ("style sidebar-adaptable", .style(.sidebarAdaptable)),
    ("size compact", .size(.compact)),
    ("hide /circle", .hide("/circle", area: nil)),
    ("hide /circle tab-bar", .hide("/circle", area: .tabBar)),
    ("hide /circle sidebar", .hide("/circle", area: .sidebar)),
    ("unhide /circle", .unhide("/circle")),
    ("move /circle 0", .move("/circle", to: 0)),
    ("add /downloads", .add("/downloads")),
    ("remove /downloads", .remove("/downloads")),
    ("reset", .reset),
    ("sign-in", .signIn),
    ("sign-out", .signOut),
    ("window open /status/42", .windowOpen("/status/42")),
    ("window close 2", .windowClose(2)),
    ("window list", .windowList),
    ("window switch 1", .windowSwitch(1)),
    ("save a.json", .save("a.json")),
    ("restore a.json", .restore("a.json")),
    ("graph mermaid", .graph(.mermaid)),
    ("graph dot", .graph(.dot)),
    ("help", .help(nil)),
    ("help present", .help("present")),
    ("quit", .quit),
  ])
  func parsesEveryCommand(line: String, command: DemoCommand) throws {
    #expect(try CommandParser.parse(line) == command)
  }

  // Issue 7: command words are case-insensitive and extra spaces do not matter; paths keep their case.
  @Test func toleratesCaseAndSpacing() throws {
    #expect(try CommandParser.parse("  PUSH   /tags/SwiftUI  ") == .push("/tags/SwiftUI"))
    #expect(try CommandParser.parse("Style\tSIDEBAR") == .style(.sidebar))
  }

  // Issue 7, "Errors": a bad command is a typed error with a code, never a crash.
  @Test(arguments: [
    ("jump", "unknownCommand"),
    ("push", "missingArgument"),
    ("move /circle", "missingArgument"),
    ("window", "missingArgument"),
    ("pop-to-root now", "unexpectedArgument"),
    ("pop two", "invalidArgument"),
    ("pop 99999999999999999999999", "invalidArgument"),
    ("present /settings popover", "invalidArgument"),
    ("style fancy", "invalidArgument"),
    ("size huge", "invalidArgument"),
    ("window fly", "invalidArgument"),
    ("graph png", "invalidArgument"),
    ("hide /circle everywhere", "invalidArgument"),
  ])
  func rejectsBadInputWithACode(line: String, code: String) {
    #expect(throws: DemoError.self) { try CommandParser.parse(line) }
    do {
      _ = try CommandParser.parse(line)
    } catch {
      #expect(error.code == code)
      #expect(!error.message.isEmpty)
    }
  }

  // Issue 7: errors quote the command's usage line, the same one `help` prints.
  @Test func errorsQuoteTheUsage() {
    do {
      _ = try CommandParser.parse("present")
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "'present' needs an argument: present <path> [sheet|cover]")
    }
  }

  // Issue 7, scripts: blank lines and `#` comments are not commands.
  @Test func blankAndCommentLines() {
    #expect(CommandParser.isBlank(""))
    #expect(CommandParser.isBlank("   \t"))
    #expect(CommandParser.isBlank("  # a comment"))
    #expect(!CommandParser.isBlank("pop # not a comment after a command"))
  }

  // Issue 7: every command of the table has a help entry with an example, and every help entry
  // is a command the parser knows.
  @Test func helpCoversTheParser() throws {
    let names = [
      "select", "push", "pop", "pop-to", "pop-to-root", "present", "dismiss", "dismiss-all", "show", "open", "style", "size", "hide",
      "unhide", "move", "add", "remove", "reset", "sign-in", "sign-out", "window", "save", "restore", "graph", "help", "quit",
    ]
    #expect(CommandSpec.all.map(\.name) == names)
    for spec in CommandSpec.all {
      #expect(!spec.examples.isEmpty)
      for example in spec.examples {
        #expect(throws: Never.self) { try CommandParser.parse(Example.shapes.filling(example)) }
      }
    }
  }

  // D14 spirit: an error quoting huge input cuts it, so the message stays readable.
  @Test func hugeInputIsAbbreviatedInMessages() {
    let word = String(repeating: "x", count: 100_000)
    do {
      _ = try CommandParser.parse(word)
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "unknown command '\(String(repeating: "x", count: 79))…' (type 'help' for the list)")
    }
  }
}
