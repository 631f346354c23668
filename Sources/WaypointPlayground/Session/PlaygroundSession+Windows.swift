package import Waypoint

extension PlaygroundSession {
  /// Opens a window showing a destination with its whole route, in the session's style,
  /// size and customization, and makes it the current window.
  func openWindow(_ destination: D) throws(PlaygroundError) -> Effect {
    let id: WindowID
    switch windows.openWindow(showing: destination, style: .fullRoute) {
    case let .success(opened): id = opened
    case let .failure(error): throw PlaygroundError(error, routes: playground.paths)
    }
    guard let window = windows.navigator(for: id) else { throw .noSuchWindow(Self.number(of: id), open: numbers) }
    currentWindow = id
    navigator = window
    return Effect(redraw: true)
  }

  /// Closes a window; closing the current one makes the first remaining window current.
  func closeWindow(_ number: Int) throws(PlaygroundError) -> Effect {
    let (id, _) = try window(number)
    guard windows.windowIDs.count > 1 else { throw .lastWindow(number) }
    if case let .failure(error) = windows.closeWindow(id) { throw PlaygroundError(error, routes: playground.paths) }
    if id == currentWindow, let first = windows.windowIDs.first, let window = windows.navigator(for: first) {
      currentWindow = first
      navigator = window
    }
    return Effect(redraw: true)
  }

  /// The window with a number, and its navigator.
  func window(_ number: Int) throws(PlaygroundError) -> (WindowID, Navigator<D>) {
    guard let id = windows.windowIDs.first(where: { Self.number(of: $0) == number }), let navigator = windows.navigator(for: id) else {
      throw .noSuchWindow(number, open: numbers)
    }
    return (id, navigator)
  }

  /// The numbers of the open windows.
  var numbers: [Int] { windows.windowIDs.map(Self.number(of:)) }

  /// One line per window: its number, the current one marked, and what it shows.
  func windowList() -> String {
    windows.windowIDs.compactMap { id in
      guard let window = windows.navigator(for: id) else { return nil }
      let state = window.state
      var chain = [state.selection] + state.selectedStack.map(\.destination)
      for modal in state.modals { chain += [modal.destination] + modal.stack.map(\.destination) }
      let marker = id == currentWindow ? "*" : " "
      return
        "\(marker) window \(Self.number(of: id))  \(chain.map(\.title).joined(separator: " › "))  (\(playground.paths.path(for: state.topDestination)))"
    }.joined(separator: "\n")
  }
}

extension PlaygroundError {
  /// The playground's error for a session error.
  ///
  /// - Parameters:
  ///   - error: the session's error.
  ///   - routes: the app's routes.
  package init<D>(_ error: SessionError<D>, routes: PlaygroundRoutes<D>) {
    switch error {
    case let .navigation(error): self.init(error, routes: routes)
    case let .unknownWindow(id): self = .noSuchWindow(PlaygroundSession<D>.number(of: id), open: [])
    case .noSelectableTab: self = .navigation(code: "noSelectableTab", message: error.description)
    case .windowIDsExhausted: self = .navigation(code: "windowIDsExhausted", message: error.description)
    case .tooManyWindows: self = .navigation(code: "tooManyWindows", message: error.description)
    }
  }
}
