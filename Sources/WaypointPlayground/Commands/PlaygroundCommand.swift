/// One command of the playground, parsed but not yet resolved against an app.
///
/// Paths stay strings here: what they name depends on the app, so the session resolves
/// them through its routes.
///
/// ```swift
/// let command = try CommandParser.parse("push /rectangle/item/1")
/// // .push("/rectangle/item/1")
/// ```
package enum PlaygroundCommand: Hashable, Sendable {
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
  /// `finish [outcome]`: the outcome as JSON.
  case finish(outcome: String?)
  /// `go <path>`: back or next.
  case go(String)
  /// `replace-top <path>`.
  case replaceTop(String)
  /// `remove-screen <id>`.
  case removeScreen(Int)
  /// `set-stack <tab> [path…]`.
  case setStack(String, [String])
  /// `mark <name> [id]`: the top screen by default.
  case mark(String, id: Int?)
  /// `return-to <name> [outcome]`.
  case returnTo(String, outcome: String?)
  /// `present <path> [sheet|cover|form|page|fitted|popover] [anchor]`: a popover points at the
  /// view `anchor` names on the screen it is presented from.
  case present(String, style: PresentStyle?, anchor: String? = nil)
  /// `dismiss [elevation]`.
  case dismiss(elevation: Int?)
  /// `dismiss-all`.
  case dismissAll
  /// `detent <detent> [elevation]`: the top modal by default.
  case detent(String, elevation: Int?)
  /// `show <path>`: the deep link.
  case show(String)
  /// `open <url>`.
  case open(String)
  /// `style tabs|sidebar|sidebar-adaptable|single|automatic`.
  case style(PlaygroundStyle)
  /// `size compact|regular`.
  case size(PlaygroundSize)
  /// `device iphone|ipad|mac|tv|vision`.
  case device(PlaygroundDevice)
  /// `hide <tab> [sidebar|tab-bar]`.
  case hide(String, area: PlaygroundArea?)
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
  /// `unsaved on|off`.
  case unsaved(Bool)
  /// `accessory on|off`.
  case accessory(Bool)
  /// `search [<text>]`.
  case search(String)
  /// `resolve allow|deny|fail|rewrite [path]`: the resolver's answer to the pending lookup.
  case resolve(LookupAnswer, path: String?)

  /// What `resolve` answers.
  package enum LookupAnswer: String, Hashable, Sendable, CaseIterable {
    case allow, deny, fail, rewrite
  }
  /// What `record` does.
  package enum RecordVerb: String, Hashable, Sendable, CaseIterable {
    case start, stop, save
  }

  /// `window open <path>`.
  case windowOpen(String)
  /// `window close <n>`.
  case windowClose(Int)
  /// `window list`.
  case windowList
  /// `window switch <n>`.
  case windowSwitch(Int)
  /// `record start|stop|save <file>`.
  case record(RecordVerb, file: String?)
  /// `save <file>`.
  case save(String)
  /// `restore <file>`.
  case restore(String)
  /// `snapshot <file>`: the current window as an SVG wireframe.
  case snapshot(String)
  /// `graph mermaid|dot`.
  case graph(GraphFormat)
  /// `help [command]`.
  case help(String?)
  /// `quit`.
  case quit
  /// A gesture on the system's own controls (`swipe-back`, `tap-tab`...).
  case gesture(PlaygroundGesture)
}

/// What the person does with the system's own controls, as the playground names it; paths stay
/// strings until the session resolves them.
package enum PlaygroundGesture: Hashable, Sendable {
  /// `swipe-back [n]`.
  case swipeBack(Int)
  /// `swipe-away [elevation]`: the top sheet when none is given.
  case swipeAway(Int?)
  /// `tap-tab <tab>`.
  case tapTab(String)
  /// `tap-row <tab>`.
  case tapRow(String)
  /// `tap-button <id>`.
  case tapButton(String)
  /// `close-alert`.
  case closeAlert
  /// `tap-accessory`.
  case tapAccessory
}
