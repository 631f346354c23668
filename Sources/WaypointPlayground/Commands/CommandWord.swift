package import ArgumentParser

/// One command of the playground's language, declared once: its name and summary (the
/// `CommandConfiguration`), its arguments (argument-parser's property wrappers), the group `help`
/// lists it in, its examples, and the ``PlaygroundCommand`` it stands for.
///
/// Parsing, the usage line quoted in errors, `help` and `help <command>` all come from these
/// declarations, so they cannot disagree.
///
/// ```swift
/// import ArgumentParser
///
/// struct PushWord: CommandWord {
///   static let configuration = CommandConfiguration(commandName: "push", abstract: "push a screen", helpNames: [])
///   static let area = CommandArea.stack
///   static let examples = ["push {push}"]
///   @Argument(help: "the screen's path") var path: String
///   func command() -> PlaygroundCommand { .push(path) }
/// }
/// ```
package protocol CommandWord: ParsableCommand {
  /// The group `help` lists the command in.
  static var area: CommandArea { get }
  /// Examples, with placeholders the app fills in: `{tab}`, `{push}`, `{present}`, `{deep}`, `{url}`.
  static var examples: [String] { get }
  /// The command the parsed words stand for.
  func command() -> PlaygroundCommand
}

/// The groups `help` lists commands in, in order.
package enum CommandArea: String, CaseIterable, Sendable {
  case stack = "Stack and tabs"
  case modals = "Modals"
  case links = "Deep links"
  case gestures = "Gestures"
  case style = "Style"
  case customization = "Customization"
  case guards = "Guards"
  case windows = "Windows"
  case files = "Files"
  case other = "Other"
}

/// The whole language: every command, in the order `help` lists them.
struct CommandLanguage: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "playground",
    subcommands: words.map { $0 as any ParsableCommand.Type },
    helpNames: []
  )

  /// Every command word, in the order `help` lists them.
  static let words: [any CommandWord.Type] = [
    SelectWord.self, PushWord.self, PopWord.self, PopToWord.self, PopToRootWord.self, FinishWord.self, GoWord.self, ReplaceTopWord.self,
    RemoveScreenWord.self, SetStackWord.self, MarkWord.self, ReturnToWord.self,
    SearchWord.self, PresentWord.self, DismissWord.self, DismissAllWord.self, DetentWord.self,
    ShowWord.self, OpenWord.self,
    SwipeBackWord.self, SwipeAwayWord.self, TapTabWord.self, TapRowWord.self, TapButtonWord.self, CloseAlertWord.self,
    TapAccessoryWord.self, StyleWord.self, SizeWord.self, DeviceWord.self, AccessoryWord.self,
    HideWord.self, UnhideWord.self, MoveWord.self, AddWord.self, RemoveWord.self, ResetWord.self,
    SignInWord.self, SignOutWord.self, UnsavedWord.self, ResolveWord.self,
    WindowWord.self,
    SaveWord.self, RestoreWord.self, SnapshotWord.self, RecordWord.self,
    GraphWord.self, HelpWord.self, QuitWord.self,
  ]

  /// The command word a name or alias names, if any.
  static func word(named name: String) -> (any CommandWord.Type)? {
    words.first { $0.name == name || $0.configuration.aliases.contains(name) }
  }
}

extension CommandWord {
  /// The command's name (`pop-to`, `window`).
  static var name: String { configuration.commandName ?? "" }

  /// The usage line, as `help` prints it and errors quote it (`present <path> [<style>]`).
  static var usage: String {
    let line = CommandLanguage.usageString(for: self)
    return line.hasPrefix("playground ") ? String(line.dropFirst("playground ".count)) : line
  }
}
