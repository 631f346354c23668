public import Observation

/// Owns the windows of an app for SwiftUI: one ``Navigator`` per window, over engines that share
/// one id counter, one customization and one guard.
///
/// `@MainActor` and `@Observable`. Each window's scene reads its own navigator with
/// ``navigator(for:)``; entry ids stay unique across windows, whatever API sets a window's state.
/// ``session`` is a `Codable` snapshot for restoration.
///
/// ```swift
/// let windows = SessionNavigator(
///   session: Session(main: state), structure: structure, routes: routes,
///   environment: LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad))
/// let id = try windows.openWindow(showing: .video(id: 7)).get()
/// windows.navigator(for: id)?.push(.video(id: 8))
/// windows.closeWindow(id)
/// ```
@MainActor
@Observable
public final class SessionNavigator<D: Destination> {
  /// The app's structure, shared by every window (see ``updateStructure(_:)``).
  public private(set) var structure: AppStructure<D>
  /// The open windows, in the order they were opened.
  public private(set) var windowIDs: [WindowID]
  /// The environment new windows are laid out for.
  @ObservationIgnored public var environment: LayoutEnvironment
  /// The most windows open at once (32 by default, as many as restoration reads back).
  @ObservationIgnored public let maxWindows: Int
  /// What was changed in the session given to ``init(session:structure:routes:environment:customization:maxWindows:)``
  /// to make it valid for the structure, by the rules of restoration: a window whose id another
  /// window has, or beyond ``maxWindows``, is dropped; a stack is cut at an id another window
  /// holds, or past the limits; a selection the layout cannot draw is repaired. Empty when the
  /// session was taken as it was.
  ///
  /// ```swift
  /// let windows = SessionNavigator(session: outcome.snapshot.session, structure: structure)
  /// windows.adjustments.isEmpty  // true: a restored session is valid as it is
  /// ```
  @ObservationIgnored public private(set) var adjustments: [SessionSnapshot<D>.RestoreOutcome.Adjustment]
  /// The id of the SwiftUI scene whose windows show this session, so a window is opened in that
  /// scene and not in another scene of the app (`openWindow(id:value:)`).
  @ObservationIgnored package var sceneID: String?

  /// The scene id a session of this destination type gets when the app names none: distinct for
  /// each destination type, so two scenes of one app never share one.
  package nonisolated static var defaultSceneID: String { "waypoint.\(String(reflecting: D.self))" }

  @ObservationIgnored private var navigators: [WindowID: Navigator<D>] = [:]
  @ObservationIgnored private var styles: [WindowID: Session<D>.WindowStyle] = [:]
  @ObservationIgnored private var nextWindowID: WindowID
  @ObservationIgnored private let ledger: EntryIDLedger
  /// The app's routes, given to every window's navigator.
  @ObservationIgnored package let routes: RouteTable<D>
  @ObservationIgnored private var customization: TabCustomization
  @ObservationIgnored private var policy: GuardPolicy<D> = .allowAll
  /// The app's lookup, given to every window (see ``setResolver(timeout:_:)``).
  @ObservationIgnored private var resolver: Resolver<D>?
  /// Whether every window shows the app's bottom accessory (see ``setBottomAccessory(shown:)``).
  public private(set) var isBottomAccessoryShown = false
  /// While the session records (``startRecording(limit:)``): each window's limit, and the
  /// recordings of the windows closed since.
  @ObservationIgnored var recordingLimit: Int?
  @ObservationIgnored var closedRecordings: [WindowID: NavigationEngine<D>.Recording] = [:]

  /// Creates an owner for a session (a new or a restored one).
  ///
  /// - Parameters:
  ///   - session: the windows to start with.
  ///   - structure: the app's structure.
  ///   - routes: the app's routes, given to every window's navigator.
  ///   - environment: where the windows are shown; a phone's tab bar by default.
  ///   - customization: the person's stored tab customization, shared by every window.
  ///   - maxWindows: the most windows open at once; windows of `session` beyond it are not
  ///     opened (see ``adjustments``).
  public init(
    session: Session<D>,
    structure: AppStructure<D>,
    routes: RouteTable<D> = RouteTable(),
    environment: LayoutEnvironment = LayoutEnvironment(),
    customization: TabCustomization = TabCustomization(),
    maxWindows: Int = 32
  ) {
    self.structure = structure
    self.maxWindows = max(1, maxWindows)
    self.routes = routes
    self.environment = environment
    // What is given is checked by the rules restoration follows: a window with an id already
    // used, an id another window holds, a stack past the limits or a selection the layout cannot
    // draw is dropped, cut or repaired, and each change is reported in `adjustments`.
    var options = SessionSnapshot<D>.RestoreOptions(maxWindows: self.maxWindows)
    options.environment = environment
    var reader = SnapshotReader(structure: structure, options: options)
    let checked = reader.read(
      StoredSnapshot(session: session, customization: customization, limits: structure.limits, maxWindows: self.maxWindows))
    self.customization = checked.customization ?? TabCustomization()
    self.ledger = EntryIDLedger(next: checked.nextEntryID)
    self.nextWindowID = checked.nextWindowID
    self.windowIDs = []
    self.adjustments = reader.adjustments
    ledger.answerClaims { [weak self] window in
      MainActor.assumeIsolated { self?.ids(outside: window) ?? [] }
    }
    for (index, window) in checked.windows.enumerated() {
      let engine: NavigationEngine<D>
      do {
        engine = try NavigationEngine(
          structure: structure, state: window.state, routes: routes, environment: environment, customization: self.customization)
      } catch {
        adjustments.append(.windowsDropped(index: index, count: 1, reason: .undecodable(error.description)))
        continue
      }
      var adopted = engine
      // A redirect is kept while its redirect screen is on screen; a question or a lookup belongs
      // to the navigator that held it, and is not carried into a new one.
      if let pending = session[window.id]?.pendingNavigation, case .redirect = pending.hold, adopted.state.canKeep(pending) {
        adopted.pendingNavigation = pending
      }
      adopt(adopted, id: window.id, style: window.style)
    }
  }

  /// The navigator of window `id`, if it is open.
  ///
  /// - Parameter id: a window id.
  /// - Returns: the window's navigator.
  public func navigator(for id: WindowID) -> Navigator<D>? { navigators[id] }

  /// A snapshot of every window, for restoration.
  public var session: Session<D> {
    let windows = windowIDs.compactMap { id in
      navigators[id].map {
        Session.Window(id: id, state: $0.state, style: styles[id] ?? .fullRoute, pendingNavigation: $0.engine.pendingNavigation)
      }
    }
    return Session(windows: windows, nextWindowID: nextWindowID, nextEntryID: ledger.next)
  }

  /// Opens a new window showing `destination`, through the same engine as every action: laid out
  /// for ``environment``, under the guard, with ids from the session's counter.
  ///
  /// With ``Session/WindowStyle/fullRoute`` the window starts on the first tab the layout draws and the
  /// destination is shown as a deep link. With ``Session/WindowStyle/singleScreen`` the window holds only
  /// the destination on its tab's root. A guard's redirect opens the window on the redirect,
  /// with the navigation pending in it.
  ///
  /// ```swift
  /// let id = try windows.openWindow(showing: .status(id: 7), style: .singleScreen).get()
  /// ```
  ///
  /// - Parameters:
  ///   - destination: what the window is for.
  ///   - style: full route or single screen.
  /// - Returns: the new window's id, or why it could not open.
  @discardableResult
  public func openWindow(showing destination: D, style: Session<D>.WindowStyle = .fullRoute) -> Result<WindowID, SessionError<D>> {
    guard let first = structure.firstSelectableTab?.destination else { return .failure(.noSelectableTab) }
    var engine: NavigationEngine<D>
    switch newWindowEngine(selecting: first) {
    case let .success(started): engine = started
    case let .failure(error): return .failure(error)
    }
    var events: [NavigationEvent<D>] = []
    do throws(NavigationError<D>) {
      try engine.perform(try Session<D>.actions(opening: destination, style: style, in: structure), events: &events)
    } catch {
      return .failure(.navigation(error))
    }
    let id = nextWindowID
    nextWindowID = id.next
    adopt(engine, id: id, style: style)
    return .success(id)
  }

  /// Opens a new window the way the system opens one (File › New Window, a new iPad scene): on
  /// `selection` when the layout draws it, else on the tab the selection repair picks, as a
  /// ``Navigator`` starts, so a new window never opens on nothing.
  ///
  /// ```swift
  /// let id = try windows.openWindow(startingOn: .watchNow).get()
  /// ```
  ///
  /// - Parameter selection: the tab the window starts on when it can.
  /// - Returns: the new window's id, or why none can open (``SessionError/tooManyWindows(limit:)``
  ///   at ``maxWindows``).
  @discardableResult
  public func openWindow(startingOn selection: D) -> Result<WindowID, SessionError<D>> {
    guard let first = structure.firstSelectableTab?.destination else { return .failure(.noSelectableTab) }
    return newWindowEngine(selecting: structure.isSelectable(selection) ? selection : first).map { engine in
      let id = nextWindowID
      nextWindowID = id.next
      adopt(engine, id: id, style: .fullRoute)
      return id
    }
  }

  /// The engine of a window about to open, on `selection` (or the tab the selection repair
  /// picks), under the session's guard, with ids from the session's counter; or why no window
  /// can open.
  private func newWindowEngine(selecting selection: D) -> Result<NavigationEngine<D>, SessionError<D>> {
    guard nextWindowID.isIssuable else { return .failure(.windowIDsExhausted) }
    guard windowIDs.count < maxWindows else { return .failure(.tooManyWindows(limit: maxWindows)) }
    var engine = NavigationEngine(
      structure: structure, selection: selection, routes: routes, environment: environment, customization: customization)
    engine.ledger = ledger
    if case let .failure(error) = engine.setPolicy(policy) { return .failure(.navigation(error)) }
    return .success(engine)
  }

  /// Closes window `id`. Its navigator is detached from the session: it no longer changes the
  /// other windows' customization nor draws ids from the session, so a view that still holds it
  /// cannot reach the windows that are open.
  ///
  /// - Parameter id: the window.
  /// - Returns: nothing, or ``SessionError/unknownWindow(_:)``.
  @discardableResult
  public func closeWindow(_ id: WindowID) -> Result<Void, SessionError<D>> {
    guard let navigator = navigators.removeValue(forKey: id) else { return .failure(.unknownWindow(id)) }
    keepRecording(of: navigator, closing: id)
    navigator.detachFromSession()
    styles[id] = nil
    windowIDs.removeAll { $0 == id }
    return .success(())
  }

  /// Installs a guard in every window, and in windows opened later (see
  /// ``Navigator/setGuard(_:context:)``).
  ///
  /// - Parameters:
  ///   - guard: the app's guard.
  ///   - context: the app's current context.
  /// - Returns: each window's result.
  @discardableResult
  public func setGuard<Context>(
    _ guard: NavigationGuard<D, Context>,
    context: Context
  ) -> [WindowID: Result<[NavigationEvent<D>], NavigationError<D>>] {
    policy = `guard`.policy(context: context)
    var results: [WindowID: Result<[NavigationEvent<D>], NavigationError<D>>] = [:]
    for id in windowIDs {
      let result = navigators[id]?.setPolicy(policy)
      results[id] = result
      // A window in which the guard allows no tab cannot keep showing what it refuses: it closes.
      if case .failure = result { closeWindow(id) }
    }
    return results
  }

  /// Shows or hides the app's bottom accessory in every window, and in the windows opened later
  /// (see ``Navigator/setBottomAccessory(shown:)``): what plays, plays in the whole app.
  ///
  /// ```swift
  /// windows.setBottomAccessory(shown: true)  // playback started
  /// ```
  ///
  /// - Parameter shown: whether the accessory is shown.
  public func setBottomAccessory(shown: Bool) {
    if isBottomAccessoryShown != shown { isBottomAccessoryShown = shown }
    for id in windowIDs { navigators[id]?.setBottomAccessoryHere(shown: shown) }
  }

  /// Gives every window, and the windows opened later, the app's lookup for the guard's
  /// ``GuardDecision/resolve`` (see ``Navigator/setResolver(timeout:_:)``).
  ///
  /// ```swift
  /// session.setResolver { destination in .allow }
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: how long a lookup may take; ten seconds by default.
  ///   - resolve: the lookup.
  public func setResolver(
    timeout: Duration = .seconds(10),
    _ resolve: @escaping @Sendable (D) async throws -> GuardDecision<D>.LookupAnswer
  ) {
    resolver = Resolver(timeout: timeout, resolve: resolve)
    for id in windowIDs { navigators[id]?.setResolver(timeout: timeout, resolve) }
  }

  /// Replaces the structure of every window, and of the windows opened later (new data, a tab
  /// disabled or removed; see ``Navigator/updateStructure(_:)``): all or nothing, so that the
  /// windows never disagree on it. A window's navigator does the same when it is given one.
  ///
  /// ```swift
  /// let newLists = [SocialList(id: 1, title: "Swift"), SocialList(id: 3, title: "Travel")]
  /// windows.updateStructure(Social.structure(lists: newLists))
  /// ```
  ///
  /// - Parameter structure: the new structure.
  /// - Returns: each window's events, or why some window refuses it (nothing changes then).
  @discardableResult
  public func updateStructure(_ structure: AppStructure<D>) -> Result<[WindowID: [NavigationEvent<D>]], NavigationError<D>> {
    for id in windowIDs {
      guard var engine = navigators[id]?.engine else { continue }
      engine.inputLog = nil  // a trial: the window records the update itself below
      if case let .failure(error) = engine.updateStructure(structure) { return .failure(error) }
    }
    self.structure = structure
    customization = customization.validated(against: structure).customization
    var events: [WindowID: [NavigationEvent<D>]] = [:]
    for id in windowIDs {
      if case let .success(caused)? = navigators[id]?.updateStructureHere(structure) { events[id] = caused }
    }
    return .success(events)
  }

  /// ``updateStructure(_:)`` asked of one window's navigator; the answer is that window's.
  func updateStructure(_ structure: AppStructure<D>, from origin: Navigator<D>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    guard let id = windowIDs.first(where: { navigators[$0] === origin }) else { return origin.updateStructureHere(structure) }
    return updateStructure(structure).map { $0[id] ?? [] }
  }

  /// Applies a customization made in one window to every window: the customization is the
  /// person's, not a window's. The window where it was made decides it, in its own layout; it is
  /// refused unless every other window can take the result too (each repairs its selection in its
  /// own layout), so that the windows never disagree. The answer is the window's where it was made.
  func customize(_ operations: [TabCustomization.Operation], from origin: Navigator<D>) -> Result<[NavigationEvent<D>], CustomizationError>
  {
    var decided = origin.engine
    decided.inputLog = nil  // a trial: the window records the customization itself below
    if case let .failure(error) = decided.customize(operations) { return .failure(error) }
    guard let last = operations.last else { return .success([]) }
    guard everyWindow(except: origin, accepts: decided.customization) else {
      return .failure(.nothingLeftToSelect(last.tabID))
    }
    let result = origin.customizeHere(operations)
    share(origin.engine.customization, from: origin)
    return result
  }

  /// Puts a stored customization in place in every window, from the window that read it; one
  /// that would leave some window nothing to select is not used, as in a single window.
  func restoreCustomization(_ stored: TabCustomization, from origin: Navigator<D>) -> TabCustomization.Outcome {
    var decided = origin.engine
    decided.inputLog = nil  // a trial: the window records it itself below
    let outcome = decided.restoreCustomization(stored)
    if outcome.adjustments.contains(.leavesNothingToSelect) { return outcome }
    guard everyWindow(except: origin, accepts: decided.customization) else {
      return TabCustomization.Outcome(customization: customization, adjustments: outcome.adjustments + [.leavesNothingToSelect])
    }
    _ = origin.restoreCustomizationHere(stored)
    share(origin.engine.customization, from: origin)
    return outcome
  }

  /// Whether every window but `origin` can put `customization` in place.
  private func everyWindow(except origin: Navigator<D>, accepts customization: TabCustomization) -> Bool {
    windowIDs.allSatisfy { id in
      guard let navigator = navigators[id], navigator !== origin else { return true }
      var engine = navigator.engine
      engine.inputLog = nil  // a trial
      return !engine.restoreCustomization(customization).adjustments.contains(.leavesNothingToSelect)
    }
  }

  /// Puts the customization `origin` now has in place in the session and every other window.
  private func share(_ customization: TabCustomization, from origin: Navigator<D>) {
    self.customization = customization
    for id in windowIDs {
      guard let navigator = navigators[id], navigator !== origin else { continue }
      _ = navigator.restoreCustomizationHere(customization)
    }
  }

  /// The ids every window but `window` holds.
  private func ids(outside window: WindowID) -> Set<EntryID> {
    var ids: Set<EntryID> = []
    for (id, navigator) in navigators where id != window { ids.formUnion(navigator.engine.state.issuedIDs) }
    return ids
  }

  private func adopt(_ engine: NavigationEngine<D>, id: WindowID, style: Session<D>.WindowStyle) {
    var engine = engine
    engine.ledger = ledger
    engine.windowID = id
    ledger.advance(to: engine.state.nextEntryID)
    if !policy.allowsEverything { _ = engine.setPolicy(policy) }
    let navigator = Navigator(engine: engine)
    navigator.session = self
    if let recordingLimit { navigator.startRecording(limit: recordingLimit) }
    if let resolver { navigator.setResolver(timeout: resolver.timeout, resolver.resolve) }
    if isBottomAccessoryShown { navigator.setBottomAccessoryHere(shown: true) }
    navigators[id] = navigator
    styles[id] = style
    windowIDs.append(id)
  }

}
