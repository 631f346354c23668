public import Observation

/// Owns one window's navigation for SwiftUI: an observable shell over a ``NavigationEngine``.
///
/// `@MainActor` and `Observable`, and generic over the app's destination type, so SwiftUI views
/// read it typed: `@Environment(Navigator<AppDestination>.self)`. Every change goes through the
/// engine; an action that makes no sense is rejected with a typed error and nothing changes.
///
/// Views are invalidated by what they read, and only when it changed: a push notifies readers
/// of that stack (``stack(for:)``, or ``modal(at:)`` inside a modal); a selection change notifies
/// readers of ``selection`` and of the rows it marks (``tabBar``, ``sidebar``); ``structure``,
/// ``environment`` and ``customization`` are notified only when one of them changes; a rejected
/// action notifies nobody. ``layout`` is notified when what it holds changes, and ``state`` by
/// every change.
///
/// ```swift
/// let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
/// navigator.push(.infinity)
/// navigator.show(.rectangleItem(level: 4))
/// if case let .failure(error) = navigator.pop(10) { print(error) }
/// ```
///
/// On an iPad, say so when creating it, so that the first state (a cold-launch deep link too)
/// is laid out for the real device:
///
/// ```swift
/// let navigator = Navigator(
///   structure: Media.structure(), selection: .watchNow, routes: Media.routes,
///   environment: LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad))
/// ```
@MainActor
public final class Navigator<D: Destination>: Observable {
  /// The engine: every rule lives there.
  @usableFromInline package internal(set) var engine: NavigationEngine<D>
  /// What the last action caused, ending with `.rejected` when it failed. Not observed: read
  /// ``events(bufferingPolicy:)`` to follow them.
  public internal(set) var lastEvents: [NavigationEvent<D>] {
    get { lastEventsStorage }
    _modify { yield &lastEventsStorage }
  }
  /// The storage of ``lastEvents``, which the inlinable hot path reuses in place.
  // Unchecked: only the navigator touches it, on the main actor, one change at a time.
  @exclusivity(unchecked) @usableFromInline var lastEventsStorage: [NavigationEvent<D>] = []

  /// How many changes the state has had; ``stateRevision`` reads it.
  // Unchecked: only the navigator touches it, on the main actor, one change at a time.
  @exclusivity(unchecked) @usableFromInline var stateRevisionStorage = 0

  @usableFromInline let registrar = ObservationRegistrar()
  /// The key paths observers are registered under, made once.
  // Unchecked, as the two below: only the navigator touches them, on the main actor, and no access
  // to them spans a call out (an observer is told after the access that found it ended).
  @exclusivity(unchecked) @usableFromInline var keyPaths = ObservedKeyPaths<D>()
  /// What the observers were last told.
  @exclusivity(unchecked) @usableFromInline var published: PublishedParts<D>
  /// The state a replace replaced, kept from the replace until its readers are told, and whether
  /// one is kept (read on every change, where a look at the optional state would copy it).
  @exclusivity(unchecked) @usableFromInline var replacedState: NavigationState<D>?
  @exclusivity(unchecked) @usableFromInline var keepsReplaced = false
  /// Where refused actions are reported for the developer; none by default (see ``RefusalLog``).
  ///
  /// ```swift
  /// navigator.refusalLog = .system
  /// ```
  public var refusalLog: RefusalLog = .none
  /// The session this navigator shows a window of, so that a customization reaches every window.
  weak var session: SessionNavigator<D>?

  /// The id of the scene whose session holds this navigator, if a session holds it.
  package var sceneID: String? { session?.sceneID }

  // Unchecked, as `eventObserver`: read on the path of every push, only on the main actor, and
  // no access spans a call out.
  @exclusivity(unchecked) @usableFromInline var subscribers: [Int: AsyncStream<NavigationEvent<D>>.Continuation] = [:]
  /// The readers of ``screenChanges(bufferingPolicy:)``.
  var screenSubscribers: [Int: AsyncStream<ScreenChange>.Continuation] = [:]
  /// The callers of ``outcome(of:)`` waiting for a screen to finish, and each screen's inbox of
  /// outcomes delivered to it.
  var deliveries = OutcomeDeliveries<D>() {
    didSet { holdsOutcomes = !deliveries.isEmpty }
  }
  /// Whether someone waits for an outcome or an inbox holds one: what every change reads, one
  /// unchecked flag (not the waiters themselves, whose copy would retain their storage).
  @exclusivity(unchecked) @usableFromInline var holdsOutcomes = false
  /// The app's lookup for the guard's ``GuardDecision/resolve`` (see ``setResolver(timeout:_:)``).
  var resolver: Resolver<D>? {
    didSet { followsLookups = resolver != nil }
  }
  /// Whether a resolver is set, so that every change looks for a new lookup to run: one unchecked
  /// flag on the path of every push.
  @exclusivity(unchecked) @usableFromInline var followsLookups = false
  /// Whether the engine records its inputs or follows screen changes, so that every change takes
  /// the recording path: one unchecked flag on the path of every push (reading the engine's log
  /// there would begin an access to the engine).
  @exclusivity(unchecked) @usableFromInline var observesInputs = false
  /// The lookup running now and its token.
  var lookupTask: (token: UInt64, task: Task<Void, Never>)?
  /// The screen navigators made so far, by screen (see ``screenNavigator(for:)``).
  var screenNavigators: [NavigationState<D>.Screen: Navigator<D>.ScreenNavigator] = [:]
  var nextSubscriber = 0
  /// Sees the events of every change before the subscribers do, synchronously; the test store
  /// records them through it.
  @exclusivity(unchecked) @usableFromInline package var eventObserver: (@MainActor ([NavigationEvent<D>]) -> Void)?

  /// Creates a navigator over an engine.
  ///
  /// ```swift
  /// let navigator = Navigator(engine: NavigationEngine(structure: Shapes.structure, selection: .triangle))
  /// ```
  ///
  /// - Parameter engine: the engine, with its state, environment and customization.
  public init(engine: NavigationEngine<D>) {
    self.engine = engine
    self.published = PublishedParts(engine)
    self.observesInputs = engine.inputLog != nil
  }

  /// Tells the refusal log about a refused action.
  @usableFromInline
  func reportRefusal(_ action: NavigationAction<D>, _ error: NavigationError<D>) {
    refusalLog.report(RefusalLog.message(action, error))
  }

  /// Ends this navigator's part in a session whose window closed: it keeps its own state, but no
  /// longer shares the customization with the session's windows nor draws ids from its counter.
  func detachFromSession() {
    session = nil
    engine.ledger = nil
    engine.windowID = nil
  }

  /// Creates a navigator with `selection` selected and nothing pushed or presented, laid out for
  /// `environment`.
  ///
  /// ```swift
  /// let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
  /// ```
  ///
  /// - Parameters:
  ///   - structure: the app's structure.
  ///   - selection: the first selected tab.
  ///   - routes: the app's routes, for ``open(_:motion:)``; none by default.
  ///   - environment: where the state is shown; a phone's tab bar by default.
  ///   - customization: the person's stored tab customization.
  public convenience init(
    structure: AppStructure<D>,
    selection: D,
    routes: RouteTable<D> = RouteTable(),
    environment: LayoutEnvironment = LayoutEnvironment(),
    customization: TabCustomization = TabCustomization()
  ) {
    self.init(
      engine: NavigationEngine(
        structure: structure, selection: selection, routes: routes, environment: environment, customization: customization))
  }

  /// Creates a navigator over an existing state (a restored one, for example), after the
  /// engine has validated it and laid it out for `environment`.
  ///
  /// ```swift
  /// let navigator = try Navigator(structure: Shapes.structure, state: restored)
  /// ```
  ///
  /// - Parameters:
  ///   - structure: the app's structure.
  ///   - state: the starting state.
  ///   - routes: the app's routes, for ``open(_:motion:)``; none by default.
  ///   - environment: where the state is shown; a phone's tab bar by default.
  ///   - customization: the person's stored tab customization.
  /// - Throws: ``NavigationError/invalidState(_:)`` listing every problem of `state`.
  public convenience init(
    structure: AppStructure<D>,
    state: NavigationState<D>,
    routes: RouteTable<D> = RouteTable(),
    environment: LayoutEnvironment = LayoutEnvironment(),
    customization: TabCustomization = TabCustomization()
  ) throws(NavigationError<D>) {
    self.init(
      engine: try NavigationEngine(
        structure: structure, state: state, routes: routes, environment: environment, customization: customization))
  }

  /// Applies an action. On success the state changes and the events are published; on failure
  /// nothing changes and a `.rejected` event is published.
  ///
  /// ```swift
  /// navigator.send(.present(.compose, style: .sheet))
  /// ```
  ///
  /// - Parameter action: the action.
  /// - Returns: the events, or the error.
  @inlinable
  @discardableResult
  public func send(_ action: NavigationAction<D>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    if observesInputs { return sendRecorded(action) }
    // Without a guard, a push, pop, presentation or dismissal can neither replace the state nor
    // redirect, so its events need no look for either.
    let result = change(Self.scope(of: action)) { engine, events throws(NavigationError<D>) in try engine.apply(action, events: &events) }
    if case let .failure(error) = result { reportRefusal(action, error) }
    return result
  }

  /// Runs one change of the engine, then notifies the observers of what it changed and
  /// publishes its events. On failure nothing changes, nobody is notified, and a `.rejected`
  /// event is published.
  @inlinable
  func change(
    _ scope: PublishedParts<D>.Scope,
    _ body: (inout NavigationEngine<D>, inout [NavigationEvent<D>]) throws(NavigationError<D>) -> Void
  ) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    clearLastEvents()
    // A replaced state is compared with the one it replaced, kept only for a replace.
    if scope == .replacing { keepReplacedState() }
    do throws(NavigationError<D>) {
      try body(&engine, &lastEventsStorage)
    } catch {
      lastEventsStorage.append(.rejected(error))
      if keepsReplaced { dropReplacedState() }
      publish()
      return .failure(error)
    }
    notifyObservers(Self.widened(scope, by: lastEventsStorage))
    if keepsReplaced { dropReplacedState() }
    publish()
    return .success(lastEventsStorage)
  }

  /// Empties ``lastEvents``, keeping its storage. A change leaves one event or a few:
  /// `removeAll(keepingCapacity:)` goes through a generic range replacement, several times the
  /// cost of removing them one by one.
  @inlinable
  func clearLastEvents() {
    while !lastEventsStorage.isEmpty { lastEventsStorage.removeLast() }
  }

  /// Every stack is checked after a change that redirected or ran an intercepting tab's action
  /// or a re-selected tab's policy, which can touch stacks the selection does not name; every stack is reported after one that
  /// replaced the state, whose entries may reuse the ids of others.
  @inlinable
  static func widened(_ scope: PublishedParts<D>.Scope, by events: [NavigationEvent<D>]) -> PublishedParts<D>.Scope {
    guard scope != .everything else { return scope }
    var widened = scope
    for event in events {
      switch event {
      // A replace that was not sent as one (an alert's button, a lookup's answer) has not kept
      // the state it replaced.
      case .replaced: return scope == .replacing ? scope : .everything
      // A re-selected tab runs its policy, which can be any action (`.perform`).
      case .redirected, .intercepted, .reselected: widened = .everyStack
      default: continue
      }
    }
    return widened
  }

  /// The stacks `action` can change: the selected ones (before and after) and the visible
  /// modals', or, for an action that names another stack or runs an action of its own (an
  /// alert's button, a lookup's answer), every stack.
  @inlinable
  static func scope(of action: NavigationAction<D>) -> PublishedParts<D>.Scope {
    switch action {
    case .select, .push, .pop, .popTo, .popToRoot, .present, .dismiss, .dismissTo, .dismissAll, .show, .presentAlert,
      .closeAlert, .dismissSearch, .finish, .replaceTop, .popToOrPush, .mark, .setDetent, .setSearchQuery:
      .selectionAndStacks
    case let .with(_, action):
      scope(of: action)
    case .replace:
      .replacing
    case .chooseAlertButton, .remove, .setStack, .returnTo, .resolved:
      .everyStack
    }
  }

  /// Runs a change of the engine that cannot fail (an environment, a customization), then
  /// notifies and publishes as ``change(_:_:)`` does.
  func update(_ scope: PublishedParts<D>.Scope, _ body: (inout NavigationEngine<D>, inout [NavigationEvent<D>]) -> Void) {
    lastEvents.removeAll(keepingCapacity: true)
    body(&engine, &lastEvents)
    notifyObservers(scope)
    publish()
  }

  /// The most events a stream from ``events(bufferingPolicy:)`` holds for a reader that has not
  /// caught up, by default: the newest are kept.
  public nonisolated static var defaultEventBufferSize: Int { 1_000 }

  /// A stream of every event from now on. Each call returns a new stream.
  ///
  /// Events wait in the stream until it is read. By default it keeps the newest
  /// ``defaultEventBufferSize`` events and drops older ones, so a stream nobody reads cannot grow
  /// without bound; pass `.unbounded` where every event must be read, and read it.
  ///
  /// ```swift
  /// Task { for await event in navigator.events() { print(event.kind) } }
  /// ```
  ///
  /// - Parameter bufferingPolicy: what the stream keeps for a reader that has not caught up.
  /// - Returns: the stream; it ends when the navigator is released.
  public func events(
    bufferingPolicy: AsyncStream<NavigationEvent<D>>.Continuation.BufferingPolicy = .bufferingNewest(defaultEventBufferSize)
  ) -> AsyncStream<NavigationEvent<D>> {
    let (stream, continuation) = AsyncStream.makeStream(of: NavigationEvent<D>.self, bufferingPolicy: bufferingPolicy)
    let key = nextSubscriber
    nextSubscriber += 1
    subscribers[key] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.subscribers[key] = nil }
    }
    return stream
  }

  // NB: a plain `deinit`, not `isolated deinit`, which needs a newer runtime than the package's
  // deployment targets (SE-0371). The subscribers are Sendable, so it may read them.
  deinit {
    lookupTask?.task.cancel()
    for continuation in subscribers.values { continuation.finish() }
    for continuation in screenSubscribers.values { continuation.finish() }
    deliveries.resumeAll()
  }

  @inlinable
  func publish() {
    // An outcome comes after the event that ended its screen, so a change with one event (a
    // push, a pop, a presentation, a dismissal) delivers none and needs no look.
    if holdsOutcomes || (lastEventsStorage.count > 1 && NavigationEvent.anyDelivers(lastEventsStorage)) {
      settleOutcomes()
    }
    eventObserver?(lastEventsStorage)
    if followsLookups { followLookup() }
    if observesInputs { publishScreenChanges() }
    guard !subscribers.isEmpty else { return }
    for event in lastEventsStorage {
      for continuation in subscribers.values { continuation.yield(event) }
    }
  }
}
