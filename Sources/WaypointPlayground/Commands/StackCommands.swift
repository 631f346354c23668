internal import ArgumentParser

struct SearchWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "search", abstract: "type in the search tab's field (nothing clears it)", helpNames: [])
  static let area = CommandArea.stack
  static let examples = ["search swift", "search"]
  @Argument(help: "the text") var words: [String] = []
  func command() -> PlaygroundCommand { .search(words.joined(separator: " ")) }
}

struct SelectWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "select", abstract: "select a tab (re-tap: what the tab says; by default pops to root, then scrolls to top)", helpNames: []
  )
  static let area = CommandArea.stack
  static let examples = ["select {tab}"]
  @Argument(help: "the tab's path") var tab: String
  func command() -> PlaygroundCommand { .select(tab) }
}

struct PushWord: CommandWord {
  static let configuration = CommandConfiguration(commandName: "push", abstract: "push a screen onto the visible stack", helpNames: [])
  static let area = CommandArea.stack
  static let examples = ["push {push}"]
  @Argument(help: "the screen's path") var path: String
  func command() -> PlaygroundCommand { .push(path) }
}

struct PopWord: CommandWord {
  static let configuration = CommandConfiguration(commandName: "pop", abstract: "pop one screen, or n", helpNames: [])
  static let area = CommandArea.stack
  static let examples = ["pop", "pop 2"]
  @Argument(help: "how many screens to pop") var n: Int = 1
  func command() -> PlaygroundCommand { .pop(n) }
}

struct PopToWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "pop-to", abstract: "pop back to a screen on the visible stack", helpNames: [])
  static let area = CommandArea.stack
  static let examples = ["pop-to {push}"]
  @Argument(help: "the path of a screen on the visible stack") var path: String
  func command() -> PlaygroundCommand { .popTo(path) }
}

struct PopToRootWord: CommandWord {
  static let configuration = CommandConfiguration(commandName: "pop-to-root", abstract: "pop the visible stack to its root", helpNames: [])
  static let area = CommandArea.stack
  static let examples = ["pop-to-root"]
  func command() -> PlaygroundCommand { .popToRoot }
}

struct FinishWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "finish", abstract: "end the top screen, returning an outcome (JSON) to the screen that opened it", helpNames: [])
  static let area = CommandArea.stack
  static let examples = ["finish"]
  @Argument(help: "the outcome, as JSON without spaces") var outcome: String?
  func command() -> PlaygroundCommand { .finish(outcome: outcome) }
}

struct GoWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "go", abstract: "back to a screen on the visible stack, or push it (back or next)", helpNames: [])
  static let area = CommandArea.stack
  static let examples = ["go {push}"]
  @Argument(help: "the screen's path") var path: String
  func command() -> PlaygroundCommand { .go(path) }
}

struct ReplaceTopWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "replace-top", abstract: "replace the top pushed screen of the visible stack", helpNames: [])
  static let area = CommandArea.stack
  static let examples = ["replace-top {push}"]
  @Argument(help: "the path of the screen that takes its place") var path: String
  func command() -> PlaygroundCommand { .replaceTop(path) }
}

struct RemoveScreenWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "remove-screen", abstract: "remove one pushed screen, by id, from any stack", helpNames: [])
  static let area = CommandArea.stack
  static let examples = ["remove-screen 0"]
  @Argument(help: "the pushed screen's id") var id: Int
  func command() -> PlaygroundCommand { .removeScreen(id) }
}

struct SetStackWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "set-stack", abstract: "set a tab's whole stack, selected or not", helpNames: [])
  static let area = CommandArea.stack
  static let examples = ["set-stack {tab} {push}"]
  @Argument(help: "the tab's path") var tab: String
  @Argument(help: "the paths of its screens, bottom first") var paths: [String] = []
  func command() -> PlaygroundCommand { .setStack(tab, paths) }
}

struct MarkWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "mark", abstract: "mark the top screen (or a screen by id) as a return point", helpNames: [])
  static let area = CommandArea.stack
  static let examples = ["mark checkout", "mark checkout 0"]
  @Argument(help: "the mark") var name: String
  @Argument(help: "the id of a pushed screen or modal; the top screen by default") var id: Int?
  func command() -> PlaygroundCommand { .mark(name, id: id) }
}

struct ReturnToWord: CommandWord {
  static let configuration = CommandConfiguration(
    commandName: "return-to", abstract: "return to a marked screen, with an outcome (JSON)", helpNames: [])
  static let area = CommandArea.stack
  static let examples = ["return-to checkout"]
  @Argument(help: "the mark") var name: String
  @Argument(help: "the outcome, as JSON without spaces") var outcome: String?
  func command() -> PlaygroundCommand { .returnTo(name, outcome: outcome) }
}
