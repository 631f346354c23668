extension Session {
  /// The layout the value-type operations lay windows out for: a sidebar, which draws every tab
  /// the app and the person have not hidden. A ``SessionNavigator`` uses the app's environment.
  static var valueLayout: LayoutEnvironment { LayoutEnvironment(style: .sidebar) }

  /// Opens a new window showing `destination`, through the engine: under the guard, with ids from
  /// the session's counter (see ``SessionNavigator/openWindow(showing:style:)``).
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
    var engine = NavigationEngine(
      unchecked: NavigationState(selection: first, nextEntryID: nextEntryID), structure: structure,
      environment: Self.valueLayout)
    if case let .failure(error) = engine.setPolicy(policy) { throw .navigation(error) }
    var events: [NavigationEvent<D>] = []
    do throws(NavigationError<D>) {
      try engine.perform(try Self.actions(opening: destination, style: style, in: structure), events: &events)
    } catch {
      throw .navigation(error)
    }
    let id = nextWindowID
    windows.append(Session<D>.Window(id: id, state: engine.state, style: style, pendingNavigation: engine.pendingNavigation))
    nextWindowID = id.next
    nextEntryID = Swift.max(nextEntryID, engine.state.nextEntryID)
    return id
  }

  /// Closes a window; its state goes with it.
  ///
  /// - Parameter id: the window.
  /// - Throws: ``SessionError/unknownWindow(_:)`` when no such window is open.
  package mutating func closeWindow(_ id: WindowID) throws(SessionError<D>) {
    guard let index = windows.firstIndex(where: { $0.id == id }) else { throw .unknownWindow(id) }
    windows.remove(at: index)
  }

  /// Applies an action to one window through the engine, under the guard; the other windows do
  /// not change, and a replacing state may not take an id another window holds.
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
    var engine = engine(for: windows[index], in: structure, policy: policy)
    let ledger = EntryIDLedger(next: nextEntryID)
    let others = windows.filter { $0.id != id }
    ledger.answerClaims { _ in Set(others.flatMap { $0.state.issuedIDs }) }
    engine.ledger = ledger
    engine.windowID = id
    var events: [NavigationEvent<D>] = []
    do throws(NavigationError<D>) {
      try engine.apply(action, events: &events)
    } catch {
      throw .navigation(error)
    }
    windows[index].state = engine.state
    windows[index].pendingNavigation = engine.pendingNavigation
    windows[index].lookups = engine.lookupCounter
    nextEntryID = Swift.max(nextEntryID, ledger.next, engine.state.nextEntryID)
    return events
  }

  /// Checks every window again after the guard's context changed (sign-in, sign-out), through
  /// the engine: what is no longer allowed goes, pending navigation resumes or is dropped. A window
  /// in which the guard allows no tab closes.
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
      var engine = engine(for: window, in: structure, policy: .allowAll)
      switch engine.setPolicy(policy) {
      case let .success(events):
        window.state = engine.state
        window.pendingNavigation = engine.pendingNavigation
        window.lookups = engine.lookupCounter
        nextEntryID = Swift.max(nextEntryID, engine.state.nextEntryID)
        result[window.id] = events
        kept.append(window)
      case let .failure(error):
        result[window.id] = [.rejected(error)]
      }
    }
    windows = kept
    return result
  }

  /// An engine over one window's state as it is, with the session's counter.
  private func engine(for window: Session<D>.Window, in structure: AppStructure<D>, policy: GuardPolicy<D>) -> NavigationEngine<D> {
    var state = window.state
    state.nextEntryID = Swift.max(state.nextEntryID, nextEntryID)
    var engine = NavigationEngine(unchecked: state, structure: structure, environment: Self.valueLayout)
    engine.policy = policy
    engine.pendingNavigation = window.pendingNavigation
    engine.lookupCounter = window.lookups
    return engine
  }

  /// The actions that open a window on `destination`: its deep link, or, for a single screen,
  /// its tab and the destination alone on it.
  static func actions(
    opening destination: D,
    style: Session<D>.WindowStyle,
    in structure: AppStructure<D>
  ) throws(NavigationError<D>) -> [NavigationAction<D>] {
    guard style == .singleScreen else { return [.show(destination)] }
    let hierarchy = try structure.hierarchy(of: destination).get()
    var actions: [NavigationAction<D>] = []
    if case let .tab(root) = hierarchy.base { actions.append(.select(root)) }
    switch hierarchy.steps.last?.presentation {
    case nil: break
    case .push: actions.append(.push(destination))
    case let .present(style): actions.append(.present(destination, style: style))
    }
    return actions
  }
}
