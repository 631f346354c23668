internal import ArgumentParser

struct SignInWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "sign-in", abstract: "sign in: resumes what the sign-in guard held back", helpNames: [])
  static let area = CommandArea.guards
  static let examples = ["sign-in"]
  func command() -> PlaygroundCommand { .signIn }
}

struct SignOutWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "sign-out", abstract: "sign out: removes the screens that need sign-in", helpNames: [])
  static let area = CommandArea.guards
  static let examples = ["sign-out"]
  func command() -> PlaygroundCommand { .signOut }
}

struct UnsavedWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "unsaved", abstract: "say whether the screen being edited has unsaved changes (it then asks before it leaves)",
    helpNames: [])
  static let area = CommandArea.guards
  static let examples = ["unsaved on", "unsaved off"]
  @Argument(help: "on or off") var onOrOff: OnOff
  func command() -> PlaygroundCommand { .unsaved(onOrOff == .on) }

  enum OnOff: String, ExpressibleByArgument, CaseIterable {
    case on, off
  }
}

struct ResolveWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "resolve", abstract: "answer the pending lookup as the app's resolver would (rewrite shows <path> instead)",
    helpNames: [])
  static let area = CommandArea.guards
  static let examples = ["resolve allow", "resolve rewrite {push}"]
  @Argument(help: "allow, deny, fail or rewrite") var answer: PlaygroundCommand.LookupAnswer
  @Argument(help: "the screen's path, for rewrite") var path: String?
  func command() -> PlaygroundCommand { .resolve(answer, path: path) }
}

extension PlaygroundCommand.LookupAnswer: ExpressibleByArgument {}

/// `window open|close|list|switch`: the verbs are subcommands of their own.
struct WindowWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "window", abstract: "open, close, list or switch windows (numbered from 1)",
    subcommands: [Open.self, Close.self, List.self, Switch.self], helpNames: [])
  static let area = CommandArea.windows
  static let examples = ["window open {deep}", "window list", "window switch 1", "window close 2"]
  /// `window` alone names no verb; the parser reports it before this is asked.
  func command() -> PlaygroundCommand { .windowList }

  struct Open: CommandWord {
    static let configuration = CommandConfiguration(commandName: "open", abstract: "open a window on a screen", helpNames: [])
    static let area = CommandArea.windows
    static let examples = ["window open {deep}"]
    @Argument(help: "the screen's path") var path: String
    func command() -> PlaygroundCommand { .windowOpen(path) }
  }

  struct Close: CommandWord {
    static let configuration = CommandConfiguration(commandName: "close", abstract: "close a window", helpNames: [])
    static let area = CommandArea.windows
    static let examples = ["window close 2"]
    @Argument(help: "the window's number") var n: Int
    func command() -> PlaygroundCommand { .windowClose(n) }
  }

  struct List: CommandWord {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "list the open windows", helpNames: [])
    static let area = CommandArea.windows
    static let examples = ["window list"]
    func command() -> PlaygroundCommand { .windowList }
  }

  struct Switch: CommandWord {
    static let configuration = CommandConfiguration(commandName: "switch", abstract: "make a window the current one", helpNames: [])
    static let area = CommandArea.windows
    static let examples = ["window switch 1"]
    @Argument(help: "the window's number") var n: Int
    func command() -> PlaygroundCommand { .windowSwitch(n) }
  }
}

/// `record start|stop|save`: the verbs are subcommands of their own.
struct RecordWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "record", abstract: "record the current window's inputs, to replay them with --replay",
    subcommands: [Start.self, Stop.self, Save.self], helpNames: [])
  static let area = CommandArea.files
  static let examples = ["record start", "record save recording.json", "record stop"]
  /// `record` alone names no verb; the parser reports it before this is asked.
  func command() -> PlaygroundCommand { .record(.start, file: nil) }

  struct Start: CommandWord {
    static let configuration = CommandConfiguration(
      commandName: "start", abstract: "start recording the current window (again, from now)", helpNames: [])
    static let area = CommandArea.files
    static let examples = ["record start"]
    func command() -> PlaygroundCommand { .record(.start, file: nil) }
  }

  struct Stop: CommandWord {
    static let configuration = CommandConfiguration(commandName: "stop", abstract: "stop recording", helpNames: [])
    static let area = CommandArea.files
    static let examples = ["record stop"]
    func command() -> PlaygroundCommand { .record(.stop, file: nil) }
  }

  struct Save: CommandWord {
    static let configuration = CommandConfiguration(
      commandName: "save", abstract: "write the recording (running or last stopped) as JSON", helpNames: [])
    static let area = CommandArea.files
    static let examples = ["record save recording.json"]
    @Argument(help: "the file to write") var file: String
    func command() -> PlaygroundCommand { .record(.save, file: file) }
  }
}

struct SaveWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "save", abstract: "save the session as a readable JSON snapshot", helpNames: [])
  static let area = CommandArea.files
  static let examples = ["save session.json"]
  @Argument(help: "the file to write") var file: String
  func command() -> PlaygroundCommand { .save(file) }
}

struct RestoreWord: CommandWord {
  static let configuration = CommandConfiguration(commandName: "restore", abstract: "restore a saved snapshot", helpNames: [])
  static let area = CommandArea.files
  static let examples = ["restore session.json"]
  @Argument(help: "the file to read") var file: String
  func command() -> PlaygroundCommand { .restore(file) }
}

struct SnapshotWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "snapshot", abstract: "draw the current window as an SVG wireframe", helpNames: [])
  static let area = CommandArea.files
  static let examples = ["snapshot screen.svg"]
  @Argument(help: "the SVG file to write") var file: String
  func command() -> PlaygroundCommand { .snapshot(file) }
}

struct GraphWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "graph", abstract: "print the app's navigation structure as a graph", helpNames: [])
  static let area = CommandArea.other
  static let examples = ["graph mermaid", "graph dot"]
  @Argument(help: ArgumentHelp("the format", valueName: GraphFormat.choices)) var format: GraphFormat
  func command() -> PlaygroundCommand { .graph(format) }
}

struct HelpWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "help", abstract: "list the commands, or explain one", helpNames: [], aliases: ["?"])
  static let area = CommandArea.other
  static let examples = ["help", "help present"]
  @Argument(help: "a command") var topic: String?
  func command() -> PlaygroundCommand { .help(topic?.lowercased()) }
}

struct QuitWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "quit", abstract: "leave the playground (end of input does too)", helpNames: [], aliases: ["exit"])
  static let area = CommandArea.other
  static let examples = ["quit"]
  func command() -> PlaygroundCommand { .quit }
}
