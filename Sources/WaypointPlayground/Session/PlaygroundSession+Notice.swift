internal import Waypoint

extension PlaygroundSession {
  /// What the person can see of the session, to tell a command that changed nothing from one
  /// that did.
  struct VisibleState: Equatable {
    var state: NavigationState<D>
    var layout: NavigationLayout<D>
    var customization: TabCustomization
    var signedIn: Bool?
    var unsavedChanges: Bool?
    var accessoryShown: Bool
    var windows: [WindowID]
    var currentWindow: WindowID

    @MainActor
    init(of session: PlaygroundSession) {
      state = session.navigator.state
      layout = session.navigator.layout
      customization = session.navigator.customization
      signedIn = session.signedIn
      unsavedChanges = session.unsavedChanges
      accessoryShown = session.navigator.isBottomAccessoryShown
      windows = session.windows.windowIDs
      currentWindow = session.currentWindow
    }

    /// A sentence for a command the engine accepted without an event: what it changed that the
    /// screen does not show, or that it changed nothing and why; `nil` when the screen shows
    /// what it did.
    func notice(after command: PlaygroundCommand, from before: VisibleState) -> String? {
      if self == before { return "no change: " + Self.reason(command) }
      if layout == before.layout, state == before.state, customization != before.customization {
        return "the customization changed, but this style does not show it (the tab bar's order and visibility show with 'style tabs')"
      }
      if layout == before.layout, accessoryShown != before.accessoryShown {
        return accessoryShown
          ? "the accessory is shown, but this layout draws none "
            + "(an iPhone's or an iPad's tab view carries it, while no pushed screen hides the tab bar)"
          : "the accessory is hidden; this layout drew none anyway"
      }
      return nil
    }

    private static func reason(_ command: PlaygroundCommand) -> String {
      switch command {
      case let .popTo(path): "\(path) is already the top of the visible stack"
      case let .add(path), let .unhide(path): "\(path) is already shown there"
      case let .hide(path, _), let .remove(path): "\(path) is already hidden there"
      case let .move(path, index): "\(path) is already at \(index)"
      case .signIn: "already signed in"
      case .signOut: "already signed out"
      case let .unsaved(value): value ? "the changes are already unsaved" : "there are already no unsaved changes"
      case .resolve: "no lookup is pending"
      case let .accessory(shown): "the accessory is already \(shown ? "shown" : "hidden")"
      case .search: "the search field already holds that"
      case .gesture(.tapAccessory): "no accessory that does something is drawn here"
      case let .style(style): "the style is already \(style.rawValue)"
      case let .size(size): "the size class is already \(size.rawValue)"
      case let .device(device): "the device is already \(device.rawValue)"
      case .reset: "the tabs are already as the app declares them"
      case let .windowSwitch(number): "window \(number) is already the current one"
      case .gesture: "the gesture meant nothing here (nothing to go back to, no sheet, no alert)"
      default: "the navigation was already in that state"
      }
    }
  }
}
