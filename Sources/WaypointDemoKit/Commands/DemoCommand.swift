/// One command of the demo, parsed but not yet resolved against an example app.
///
/// Paths stay strings here: what they name depends on the example app, so the session resolves
/// them through its routes.
///
/// ```swift
/// let command = try CommandParser.parse("push /rectangle/item/1")
/// // .push("/rectangle/item/1")
/// ```
package enum DemoCommand: Hashable, Sendable {
  /// `select <tab>`.
  case select(String)
  /// `push <path>`.
  case push(String)
  /// `pop [n]`.
  case pop(Int)
  /// `pop-to <path>`.
  case popTo(String)
  /// `pop-to-root`.
  case popToRoot
  /// `present <path> [sheet|cover]`.
  case present(String, style: PresentStyle?)
  /// `dismiss [elevation]`.
  case dismiss(elevation: Int?)
  /// `dismiss-all`.
  case dismissAll
  /// `show <path>`: the deep link (D1).
  case show(String)
  /// `open <url>`.
  case open(String)
  /// `style tabs|sidebar|sidebar-adaptable|single|automatic`.
  case style(DemoStyle)
  /// `size compact|regular`.
  case size(DemoSize)
  /// `hide <tab> [sidebar|tab-bar]`.
  case hide(String, area: DemoArea?)
  /// `unhide <tab>`.
  case unhide(String)
  /// `move <tab> <index>`.
  case move(String, to: Int)
  /// `add <tab>`.
  case add(String)
  /// `remove <tab>`.
  case remove(String)
  /// `reset`.
  case reset
  /// `sign-in`.
  case signIn
  /// `sign-out`.
  case signOut
  /// `window open <path>`.
  case windowOpen(String)
  /// `window close <n>`.
  case windowClose(Int)
  /// `window list`.
  case windowList
  /// `window switch <n>`.
  case windowSwitch(Int)
  /// `save <file>`.
  case save(String)
  /// `restore <file>`.
  case restore(String)
  /// `graph mermaid|dot`.
  case graph(GraphFormat)
  /// `help [command]`.
  case help(String?)
  /// `quit`.
  case quit
}

/// The modal style a `present` command asks for.
package enum PresentStyle: String, Hashable, Sendable, CaseIterable {
  /// A sheet.
  case sheet
  /// A full-screen cover.
  case cover
}

/// The container style: how the tabs are shown.
package enum DemoStyle: String, Hashable, Sendable, CaseIterable {
  /// A tab bar.
  case tabs
  /// Always a sidebar.
  case sidebar
  /// A sidebar in regular width, a tab bar in compact width.
  case sidebarAdaptable = "sidebar-adaptable"
  /// One stack, no tab chrome.
  case single
  /// Chosen by the platform idiom; the demo models an iPad.
  case automatic
}

/// The horizontal size class.
package enum DemoSize: String, Hashable, Sendable, CaseIterable {
  /// Compact width (iPhone, Slide Over).
  case compact
  /// Regular width (iPad full screen, Mac).
  case regular
}

/// Where a tab is hidden.
package enum DemoArea: String, Hashable, Sendable, CaseIterable {
  /// Only in the sidebar (which hides it from the tab bar too, R38).
  case sidebar
  /// Only in the tab bar.
  case tabBar = "tab-bar"
}

/// A graph export format.
package enum GraphFormat: String, Hashable, Sendable, CaseIterable {
  /// Mermaid flowchart.
  case mermaid
  /// Graphviz DOT.
  case dot
}
