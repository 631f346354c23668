extension DemoCommand {
  /// The command as its usage names it (`pop-to`, `window open`).
  package var name: String {
    switch self {
    case .select: "select"
    case .push: "push"
    case .pop: "pop"
    case .popTo: "pop-to"
    case .popToRoot: "pop-to-root"
    case .present: "present"
    case .dismiss: "dismiss"
    case .dismissAll: "dismiss-all"
    case .show: "show"
    case .open: "open"
    case .style: "style"
    case .size: "size"
    case .hide: "hide"
    case .unhide: "unhide"
    case .move: "move"
    case .add: "add"
    case .remove: "remove"
    case .reset: "reset"
    case .signIn: "sign-in"
    case .signOut: "sign-out"
    case .windowOpen: "window open"
    case .windowClose: "window close"
    case .windowList: "window list"
    case .windowSwitch: "window switch"
    case .save: "save"
    case .restore: "restore"
    case .graph: "graph"
    case .help: "help"
    case .quit: "quit"
    }
  }
}
