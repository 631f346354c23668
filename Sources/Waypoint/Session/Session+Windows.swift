extension Session {
  /// Opens a new window showing `destination`, under the guard.
  ///
  /// With ``Session/WindowStyle/fullRoute`` the window starts on the first selectable tab and the
  /// destination is shown as a deep link. With ``Session/WindowStyle/singleScreen`` the window
  /// holds only the destination on its tab's root. A guard's redirect opens the window on the
  /// redirect, with the navigation pending in it.
  ///
  /// ```swift
  /// let id = try session.openWindow(showing: .status(id: 7), style: .singleScreen, in: structure)
  /// ```
  ///
  /// - Parameters:
  ///   - destination: what the window is for.
  ///   - style: full route or single screen.
  ///   - structure: the app's structure.
  ///   - policy: the guard bound to the current context.
  /// - Returns: the new window's id.
  /// - Throws: ``SessionError``; the session is then unchanged.
  @discardableResult
  package mutating func openWindow(
    showing destination: D,
    style: Session<D>.WindowStyle = .fullRoute,
    in structure: AppStructure<D>,
    policy: GuardPolicy<D> = .allowAll
  ) throws(SessionError<D>) -> WindowID {
    guard let first = structure.firstSelectableTab?.destination else { throw .noSelectableTab }
    guard nextWindowID.isIssuable else { throw .windowIDsExhausted }
    var start = NavigationState(selection: first, nextEntryID: nextEntryID)
    let action: NavigationAction<D>
    switch style {
    case .fullRoute:
      action = .show(destination)
    case .singleScreen:
      action = .replace(try singleScreen(destination, in: structure, start: start))
    }
    switch start.removingRefused(by: policy, in: structure) {
    case let .success(outcome): start = outcome.state
    case let .failure(error): throw .navigation(error)
    }
    var pending: PendingNavigation<D>?
    var events: [NavigationEvent<D>] = []
    do {
      try start.apply([action], in: structure, policy: policy, pending: &pending, events: &events)
    } catch {
      throw .navigation(error)
    }
    let id = nextWindowID
    windows.append(Session.Window(id: id, state: start, style: style, pendingNavigation: pending))
    nextWindowID = id.next
    nextEntryID = Swift.max(nextEntryID, start.nextEntryID)
    return id
  }

  /// Closes a window; its state goes with it.
  ///
  /// ```swift
  /// try session.closeWindow(id)
  /// ```
  ///
  /// - Parameter id: the window.
  /// - Throws: ``SessionError/unknownWindow(_:)`` when no such window is open.
  package mutating func closeWindow(_ id: WindowID) throws(SessionError<D>) {
    guard let index = windows.firstIndex(where: { $0.id == id }) else { throw .unknownWindow(id) }
    windows.remove(at: index)
  }

  /// Applies an action to one window, under the guard; the other windows do not change.
  ///
  /// ```swift
  /// try session.apply(.push(.video(id: 3)), to: 0, in: structure)
  /// ```
  ///
  /// - Parameters:
  ///   - action: the action.
  ///   - id: the window.
  ///   - structure: the app's structure.
  ///   - policy: the guard bound to the current context.
  /// - Returns: the events the action caused.
  /// - Throws: ``SessionError``; the session is then unchanged.
  @discardableResult
  package mutating func apply(
    _ action: NavigationAction<D>,
    to id: WindowID,
    in structure: AppStructure<D>,
    policy: GuardPolicy<D> = .allowAll
  ) throws(SessionError<D>) -> [NavigationEvent<D>] {
    guard let index = windows.firstIndex(where: { $0.id == id }) else { throw .unknownWindow(id) }
    var window = windows[index]
    window.state.nextEntryID = Swift.max(window.state.nextEntryID, nextEntryID)
    var events: [NavigationEvent<D>] = []
    do {
      try window.state.apply([action], in: structure, policy: policy, pending: &window.pendingNavigation, events: &events)
    } catch {
      throw .navigation(error)
    }
    if case .replace = action {
      // Reserved landing ids are unique per window only (I4).
      let others = Set(windows.lazy.filter { $0.id != id }.flatMap(\.state.allIDs))
      if let clash = window.state.issuedIDs.first(where: others.contains) { throw .duplicateID(clash) }
    }
    windows[index] = window
    nextEntryID = Swift.max(nextEntryID, window.state.nextEntryID)
    return events
  }

  /// Re-checks every window after the guard's context changed (sign-in, sign-out): removes what
  /// is no longer allowed and resumes or drops pending navigation, window by window. A window in
  /// which no tab is allowed any more is closed.
  ///
  /// ```swift
  /// let events = session.recheck(policy: signInGuard.policy(context: .signedOut), in: structure)
  /// ```
  ///
  /// - Parameters:
  ///   - policy: the guard bound to the new context.
  ///   - structure: the app's structure.
  /// - Returns: each window's events; a closed window's end with `.rejected`.
  @discardableResult
  package mutating func recheck(policy: GuardPolicy<D>, in structure: AppStructure<D>) -> [WindowID: [NavigationEvent<D>]] {
    var result: [WindowID: [NavigationEvent<D>]] = [:]
    var kept: [Session<D>.Window] = []
    for var window in windows {
      window.state.nextEntryID = Swift.max(window.state.nextEntryID, nextEntryID)
      switch window.state.removingRefused(by: policy, in: structure) {
      case let .success(outcome):
        var events = outcome.events
        window.state = outcome.state
        window.state.resume(&window.pendingNavigation, in: structure, policy: policy, events: &events)
        nextEntryID = Swift.max(nextEntryID, window.state.nextEntryID)
        result[window.id] = events
        kept.append(window)
      case let .failure(error):
        result[window.id] = [.rejected(error)]
      }
    }
    windows = kept
    return result
  }

  /// The state of a single-screen window: the destination alone on its tab's root.
  private func singleScreen(
    _ destination: D,
    in structure: AppStructure<D>,
    start: NavigationState<D>
  ) throws(SessionError<D>) -> NavigationState<D> {
    let hierarchy: Hierarchy<D>
    switch structure.hierarchy(of: destination) {
    case let .success(value): hierarchy = value
    case let .failure(error): throw .navigation(error)
    }
    var state = start
    if case let .tab(root) = hierarchy.base { state.selection = root }
    guard let last = hierarchy.steps.last else { return state }
    let id = state.nextEntryID
    guard id.isIssuable else { throw .navigation(.entryIDsExhausted) }
    state.nextEntryID = id.next
    switch last.presentation {
    case .push: state.stacks[state.selection] = [Entry(id: id, destination: destination)]
    case let .present(style): state.modals = [Modal(id: id, destination: destination, style: style)]
    }
    return state
  }
}
