internal import Waypoint

extension PlaygroundSession {
  /// Shows or hides the app's bottom accessory in every window, as the app does when playback
  /// starts or stops.
  func setBottomAccessory(shown: Bool) throws(PlaygroundError) -> Effect {
    guard navigator.structure.bottomAccessory != nil else {
      throw .noBottomAccessory(command: "accessory \(shown ? "on" : "off")", app: playground.name)
    }
    windows.setBottomAccessory(shown: shown)
    return Effect(redraw: true)
  }

  /// Shows every window in a new style and size class, repairing selections the new
  /// layout cannot show.
  func setEnvironment(style: PlaygroundStyle, size: PlaygroundSize, device: PlaygroundDevice) -> Effect {
    self.style = style
    self.size = size
    self.device = device
    let environment = Self.environment(style: style, size: size, device: device)
    windows.environment = environment
    let start = navigator.state
    var events: [NavigationEvent<D>] = []
    for id in windows.windowIDs {
      guard let window = windows.navigator(for: id) else { continue }
      let caused = window.setEnvironment(environment)
      if id == currentWindow { events = caused }
    }
    return Effect(steps: steps(from: start), events: records(events), redraw: true)
  }

  /// Applies customization operations, all or nothing: the session gives every window the
  /// person's customization, and a refused operation puts the one before back.
  func customize(_ operations: [TabCustomization.Operation]) throws(PlaygroundError) -> Effect {
    let start = navigator.state
    switch navigator.customize(operations) {
    case let .success(events): return Effect(steps: steps(from: start), events: records(events), redraw: true)
    case let .failure(error): throw PlaygroundError(error)
    }
  }

  /// Signs in or out: every window is re-checked under the sign-in guard; signing in resumes the
  /// navigation a redirect held back, signing out removes what needs sign-in.
  func setSignedIn(_ value: Bool) throws(PlaygroundError) -> Effect {
    guard playground.signInGuard != nil else {
      throw .noSignInGuard(command: value ? "sign-in" : "sign-out", app: playground.name)
    }
    signedIn = value
    return applyGuardContext()
  }

  func tabID(_ path: String) throws(PlaygroundError) -> String {
    let destination = try destination(path)
    guard let tab = playground.structure.tab(for: destination) else {
      throw PlaygroundError(NavigationError<D>.notATab(destination), routes: playground.paths)
    }
    return tab.id
  }

  func destination(_ path: String) throws(PlaygroundError) -> D {
    try playground.paths.destination(forPath: path)
  }
}
