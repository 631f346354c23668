/// The description of one command: its name, usage line, area, summary and an example.
///
/// `help` prints these, and the parser quotes the usage line in its errors, so the two never
/// disagree. An example may hold placeholders that the example app fills in: `{tab}`, `{push}`,
/// `{present}`, `{deep}`, `{url}`.
///
/// ```swift
/// let spec = CommandSpec.named("push")
/// print(spec?.usage ?? "") // push <path>
/// ```
package struct CommandSpec: Hashable, Sendable {
  /// The command's first word (`pop-to`, `window`).
  package var name: String
  /// The usage line, with the arguments in `<required>` and `[optional]` form.
  package var usage: String
  /// The table row it belongs to.
  package var area: String
  /// What it does, in a few words.
  package var summary: String
  /// Examples with placeholders.
  package var examples: [String]

  /// Every command, in the order `help` lists them.
  package static let all: [CommandSpec] = [
    CommandSpec(
      name: "select", usage: "select <tab>", area: "Stack and tabs", summary: "select a tab (re-tap pops to root, then scrolls to top)",
      examples: ["select {tab}"]),
    CommandSpec(
      name: "push", usage: "push <path>", area: "Stack and tabs", summary: "push a screen onto the visible stack", examples: ["push {push}"]
    ),
    CommandSpec(name: "pop", usage: "pop [n]", area: "Stack and tabs", summary: "pop one screen, or n", examples: ["pop", "pop 2"]),
    CommandSpec(
      name: "pop-to", usage: "pop-to <path>", area: "Stack and tabs", summary: "pop back to a screen on the visible stack",
      examples: ["pop-to {push}"]),
    CommandSpec(
      name: "pop-to-root", usage: "pop-to-root", area: "Stack and tabs", summary: "pop the visible stack to its root",
      examples: ["pop-to-root"]),
    CommandSpec(
      name: "present", usage: "present <path> [sheet|cover]", area: "Modals",
      summary: "present a screen; the style defaults to its declared one", examples: ["present {present}", "present {present} cover"]),
    CommandSpec(
      name: "dismiss", usage: "dismiss [elevation]", area: "Modals",
      summary: "dismiss the top modal, or elevation k and everything above it", examples: ["dismiss", "dismiss 0"]),
    CommandSpec(name: "dismiss-all", usage: "dismiss-all", area: "Modals", summary: "dismiss every modal", examples: ["dismiss-all"]),
    CommandSpec(
      name: "show", usage: "show <path>", area: "Deep links", summary: "deep link: rebuild the whole hierarchy of a screen",
      examples: ["show {deep}"]),
    CommandSpec(
      name: "open", usage: "open <url>", area: "Deep links", summary: "open a URL of the app (add ?then=<path> steps for an explicit path)",
      examples: ["open {url}"]),
    CommandSpec(
      name: "style", usage: "style tabs|sidebar|sidebar-adaptable|single|automatic", area: "Style",
      summary: "change how the tabs are shown", examples: ["style sidebar"]),
    CommandSpec(
      name: "size", usage: "size compact|regular", area: "Style", summary: "change the horizontal size class", examples: ["size compact"]),
    CommandSpec(
      name: "hide", usage: "hide <tab> [sidebar|tab-bar]", area: "Customization", summary: "hide a tab, everywhere or in one place",
      examples: ["hide {tab}", "hide {tab} tab-bar"]),
    CommandSpec(
      name: "unhide", usage: "unhide <tab>", area: "Customization", summary: "show a hidden tab again", examples: ["unhide {tab}"]),
    CommandSpec(
      name: "move", usage: "move <tab> <index>", area: "Customization", summary: "move a tab within the tab bar or its section",
      examples: ["move {tab} 0"]),
    CommandSpec(
      name: "add", usage: "add <tab>", area: "Customization", summary: "add an optional tab to the tab bar", examples: ["add {tab}"]),
    CommandSpec(
      name: "remove", usage: "remove <tab>", area: "Customization", summary: "remove an optional tab from the tab bar",
      examples: ["remove {tab}"]),
    CommandSpec(name: "reset", usage: "reset", area: "Customization", summary: "reset the tab customization", examples: ["reset"]),
    CommandSpec(
      name: "sign-in", usage: "sign-in", area: "Guards", summary: "sign in (Social): resumes what the sign-in guard held back",
      examples: ["sign-in"]),
    CommandSpec(
      name: "sign-out", usage: "sign-out", area: "Guards", summary: "sign out (Social): removes the screens that need sign-in",
      examples: ["sign-out"]),
    CommandSpec(
      name: "window", usage: "window open <path> | window close <n> | window list | window switch <n>", area: "Windows",
      summary: "open, close, list or switch windows (numbered from 1)",
      examples: ["window open {deep}", "window list", "window switch 1", "window close 2"]),
    CommandSpec(
      name: "save", usage: "save <file>", area: "Files", summary: "save the session as a readable JSON snapshot",
      examples: ["save session.json"]),
    CommandSpec(
      name: "restore", usage: "restore <file>", area: "Files", summary: "restore a saved snapshot", examples: ["restore session.json"]),
    CommandSpec(
      name: "graph", usage: "graph mermaid|dot", area: "Other", summary: "print the app's navigation structure as a graph",
      examples: ["graph mermaid", "graph dot"]),
    CommandSpec(
      name: "help", usage: "help [command]", area: "Other", summary: "list the commands, or explain one",
      examples: ["help", "help present"]),
    CommandSpec(name: "quit", usage: "quit", area: "Other", summary: "leave the demo (end of input does too)", examples: ["quit"]),
  ]

  /// The spec of a command name, if there is one.
  ///
  /// - Parameter name: a command's first word.
  /// - Returns: its spec, or `nil`.
  package static func named(_ name: String) -> CommandSpec? {
    all.first { $0.name == name }
  }

  /// The usage line of a command name (the name itself if unknown).
  ///
  /// - Parameter name: a command's first word.
  /// - Returns: its usage line.
  package static func usage(of name: String) -> String {
    named(name)?.usage ?? name
  }
}
