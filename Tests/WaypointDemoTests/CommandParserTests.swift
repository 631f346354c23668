import ArgumentParser
import Testing
import WaypointDemoKit

@testable import WaypointPlayground

@Suite struct CommandParserTests {}

extension CommandParserTests {
  // Issue 7, commands table: every command of the table parses into its command.
  @Test(arguments: [
    ("select /rectangle", PlaygroundCommand.select("/rectangle")),
    ("push /rectangle/item/1", .push("/rectangle/item/1")),
    ("pop", .pop(1)),
    ("pop 3", .pop(3)),
    ("pop-to /circle/item/2", .popTo("/circle/item/2")),
    ("pop-to-root", .popToRoot),
    ("present /settings", .present("/settings", style: nil)),
    ("present /settings sheet", .present("/settings", style: .sheet)),
    ("present /settings cover", .present("/settings", style: .cover)),
    ("present /settings popover", .present("/settings", style: .popover)),
    ("present /settings popover gear", .present("/settings", style: .popover, anchor: "gear")),
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
    ("snapshot screen.svg", .snapshot("screen.svg")),
    ("graph mermaid", .graph(.mermaid)),
    ("graph dot", .graph(.dot)),
    ("help", .help(nil)),
    ("help present", .help("present")),
    ("quit", .quit),
    ("exit", .quit),
    ("?", .help(nil)),
    ("pop -1", .pop(-1)),
    ("push --help", .push("--help")),
  ])
  func parsesEveryCommand(line: String, command: PlaygroundCommand) throws {
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
    ("present /settings tray", "invalidArgument"),
    ("style fancy", "invalidArgument"),
    ("size huge", "invalidArgument"),
    ("window fly", "invalidArgument"),
    ("window close", "missingArgument"),
    ("window switch one", "invalidArgument"),
    ("window list now", "unexpectedArgument"),
    ("graph png", "invalidArgument"),
    ("hide /circle everywhere", "invalidArgument"),
  ])
  func rejectsBadInputWithACode(line: String, code: String) {
    #expect(throws: PlaygroundError.self) { try CommandParser.parse(line) }
    do {
      _ = try CommandParser.parse(line)
    } catch {
      #expect(error.code == code)
      #expect(!error.message.isEmpty)
    }
  }

  // Issue 7: errors quote the command's usage line, the same one `help` prints; issue 17 item 4:
  // both come from the command's declaration.
  @Test(arguments: [
    (
      "present",
      "'present': missing expected argument '<path>' (usage: present <path> [<sheet|cover|form|page|fitted|popover>] [<anchor>])"
    ),
    (
      "present /x tray",
      """
      'present': the value 'tray' is invalid for '<sheet|cover|form|page|fitted|popover>'. Please provide one of the following:
        - sheet
        - cover
        - form
        - page
        - fitted
        - popover (usage: present <path> [<sheet|cover|form|page|fitted|popover>] [<anchor>])
      """
    ),
    ("pop-to-root now", "'pop-to-root': unexpected argument 'now' (usage: pop-to-root)"),
    ("window", "'window': needs one of open, close, list, switch (usage: window <subcommand>)"),
    ("window close x", "'window close': the value 'x' is invalid for '<n>' (usage: window close <n>)"),
  ])
  func errorsQuoteTheUsage(line: String, message: String) {
    do {
      _ = try CommandParser.parse(line)
      Issue.record("expected an error")
    } catch {
      #expect(error.message == message)
    }
  }

  // Issue 7, scripts: blank lines and `#` comments are not commands.
  @Test func blankAndCommentLines() {
    #expect(CommandParser.isBlank(""))
    #expect(CommandParser.isBlank("   \t"))
    #expect(CommandParser.isBlank("  # a comment"))
    #expect(!CommandParser.isBlank("pop # not a comment after a command"))
  }

  // Issue 7: every command has a help entry with an example that parses; issue 17 item 4: each
  // name is declared once, and `help` lists exactly the parser's commands.
  @Test func helpCoversTheParser() throws {
    let names = [
      "select", "push", "pop", "pop-to", "pop-to-root", "finish", "go", "replace-top", "remove-screen", "set-stack", "mark", "return-to",
      "search",
      "present", "dismiss",
      "dismiss-all", "detent", "show", "open",
      "swipe-back", "swipe-away", "tap-tab", "tap-row", "tap-button", "close-alert", "tap-accessory", "style", "size", "device",
      "accessory",
      "hide",
      "unhide", "move", "add", "remove", "reset", "sign-in", "sign-out", "unsaved", "resolve", "window", "save", "restore", "snapshot",
      "record",
      "graph",
      "help",
      "quit",
    ]
    #expect(CommandLanguage.words.map { $0.name } == names)
    let help = try HelpText.render(topic: nil, playground: Playground.shapes)
    for word in CommandLanguage.words {
      #expect(!word.examples.isEmpty)
      #expect(help.contains(word.configuration.abstract), "\(word.name)")
      for example in word.examples {
        #expect(throws: Never.self) { try CommandParser.parse(Playground.shapes.filling(example)) }
      }
    }
  }

  // Issue 17 item 4: `help <command>` explains the command from its declaration: what it does,
  // its usage, each argument with its values, and examples in the app's paths.
  @Test func helpForOneCommandExplainsIt() throws {
    let present = try HelpText.render(topic: "present", playground: Playground.shapes)
    #expect(present.hasPrefix("OVERVIEW: present a screen; the style defaults to its declared one"))
    #expect(present.contains("USAGE: present <path> [<sheet|cover|form|page|fitted|popover>] [<anchor>]"))
    #expect(present.contains("how to present it (values: sheet, cover, form, page, fitted, popover)"))
    #expect(present.contains("for a popover, the view it points at, on the screen it is presented from"))
    #expect(
      present.hasSuffix(
        "EXAMPLES:\n  present /settings\n  present /settings cover\n  present /settings form\n  present /settings popover share"))
    let window = try HelpText.render(topic: "window", playground: Playground.social)
    #expect(window.contains("SUBCOMMANDS:") && window.contains("switch") && window.contains("make a window the current one"))
    #expect(throws: PlaygroundError.unknownCommand("jump")) { try HelpText.render(topic: "jump", playground: Playground.shapes) }
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
