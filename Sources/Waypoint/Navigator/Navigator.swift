public import Observation

/// Owns one window's navigation state, applies actions to it and publishes what they caused.
///
/// `@Observable` and `@MainActor`, and generic over the app's destination type, so SwiftUI views
/// read it typed: `@Environment(Navigator<AppDestination>.self)`. Every change goes through
/// ``send(_:)``; an action that makes no sense is rejected with a typed error and the state stays
/// as it was.
///
/// ```swift
/// let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
/// navigator.push(.infinity)
/// navigator.show(.rectangleItem(level: 4))
/// if case let .failure(error) = navigator.pop(10) { print(error) }
/// ```
@MainActor
@Observable
public final class Navigator<D: Destination> {
  /// The app's structure. Replace it with ``updateStructure(_:)`` when data changes.
  public private(set) var structure: AppStructure<D> {
    get {
      access(keyPath: keys.structure)
      return storedStructure
    }
    set {
      withMutation(keyPath: keys.structure) { storedStructure = newValue }
    }
  }
  /// What the last action caused, ending with `.rejected` when it failed.
  public internal(set) var lastEvents: [NavigationEvent<D>] {
    get {
      access(keyPath: keys.lastEvents)
      return storedEvents
    }
    set {
      withMutation(keyPath: keys.lastEvents) { storedEvents = newValue }
    }
  }
  /// The environment the state is shown in: a phone's tab bar until it is set. Change it with
  /// ``setEnvironment(_:)``.
  public internal(set) var environment = LayoutEnvironment()
  /// The person's tab customization. Change it with ``customize(_:)`` or
  /// ``restoreCustomization(_:)``.
  public internal(set) var customization = TabCustomization()

  /// The app's routes, used by ``open(_:)`` and ``open(path:)``. Empty until set.
  @ObservationIgnored public var routes: RouteTable<D>
  /// Navigation a guard held back with a redirect, if any (see ``setGuard(_:context:)``).
  public internal(set) var pendingNavigation: PendingNavigation<D>? {
    get {
      access(keyPath: keys.pendingNavigation)
      return storedPending
    }
    set {
      withMutation(keyPath: keys.pendingNavigation) { storedPending = newValue }
    }
  }
  /// The guard bound to the current context; allows everything until ``setGuard(_:context:)``.
  @ObservationIgnored public internal(set) var policy: GuardPolicy<D> = .allowAll

  // The state, the structure, the events and the pending navigation are computed over ignored
  // storage, and their key paths are made once per navigator: a key path into a generic class is
  // otherwise instantiated, through the runtime's demangler, on every access (88% of a push's
  // time before this; see Benchmarks/).
  @ObservationIgnored private let keys: Keys
  @ObservationIgnored private var storedStructure: AppStructure<D>
  @ObservationIgnored private var storedEvents: [NavigationEvent<D>] = []
  @ObservationIgnored private var storedPending: PendingNavigation<D>?
  @ObservationIgnored var storedState: NavigationState<D>
  /// The session's id counter when this navigator shows one of its windows.
  @ObservationIgnored var sharedCounter: SharedEntryCounter?
  @ObservationIgnored private var subscribers: [Int: AsyncStream<NavigationEvent<D>>.Continuation] = [:]
  @ObservationIgnored private var nextSubscriber = 0
  /// Sees the events of every change before the subscribers do, synchronously; the test store
  /// (WaypointTesting) records them through it.
  @ObservationIgnored package var eventObserver: (@MainActor ([NavigationEvent<D>]) -> Void)?

  /// The current state. Change it with actions.
  public var state: NavigationState<D> {
    access(keyPath: keys.state)
    return storedState
  }

  /// Creates a navigator over an existing state (a restored one, for example).
  ///
  /// - Parameters:
  ///   - structure: the app's structure.
  ///   - state: the starting state.
  ///   - routes: the app's routes, for ``open(_:)``; none by default.
  public init(structure: AppStructure<D>, state: NavigationState<D>, routes: RouteTable<D> = RouteTable()) {
    self.storedStructure = structure
    self.storedState = state
    self.routes = routes
    self.keys = Keys(
      state: \.state, structure: \.structure, lastEvents: \.lastEvents, pendingNavigation: \.pendingNavigation)
  }

  /// Creates a navigator with `selection` selected and nothing pushed or presented.
  ///
  /// - Parameters:
  ///   - structure: the app's structure.
  ///   - selection: the first selected tab.
  ///   - routes: the app's routes, for ``open(_:)``; none by default.
  public convenience init(structure: AppStructure<D>, selection: D, routes: RouteTable<D> = RouteTable()) {
    self.init(structure: structure, state: NavigationState(selection: selection), routes: routes)
  }

  /// Applies an action. On success the state changes and the events are published; on failure
  /// the state is unchanged and a `.rejected` event is published.
  ///
  /// ```swift
  /// navigator.send(.present(.compose, style: .sheet))
  /// ```
  ///
  /// - Parameter action: the action.
  /// - Returns: the events, or the error.
  @discardableResult
  public func send(_ action: NavigationAction<D>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    if let error = unavailableTab(for: action) { return transact { _, _, _ throws(NavigationError<D>) in throw error } }
    // Unguarded, one action needs neither an array nor a copy of the state: a push stays O(1)
    // and allocates nothing (the guarded path's fast case, without its array; Benchmarks/).
    guard policy.allowsEverything else { return perform([action]) }
    return transact { state, pending, events throws(NavigationError<D>) in
      try state.apply(action, in: storedStructure, events: &events)
      if let held = pending, !state.holdsRedirect(of: held) { pending = nil }
    }
  }

  /// Applies actions as one step under the current guard (I9): all or nothing.
  func perform(_ actions: [NavigationAction<D>]) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    if let error = actions.lazy.compactMap(unavailableTab(for:)).first {
      return transact { _, _, _ throws(NavigationError<D>) in throw error }
    }
    return transact { state, pending, events throws(NavigationError<D>) in
      try state.apply(actions, in: storedStructure, policy: policy, pending: &pending, events: &events)
    }
  }

  /// The error for an action that would select a tab the current layout does not show: a
  /// sidebar-only tab while only the tab bar is shown, an optional tab not added, a tab the person
  /// hid (I1). The pure reducer knows nothing of layout, so the navigator, which owns the
  /// environment and the customization, checks it before applying.
  func unavailableTab(for action: NavigationAction<D>) -> NavigationError<D>? {
    let target: D
    switch action {
    case let .select(destination):
      target = destination
    case let .show(destination):
      guard case let .success(hierarchy) = storedStructure.hierarchy(of: destination),
        case let .tab(root) = hierarchy.base
      else { return nil }
      target = root
    default:
      return nil
    }
    guard storedStructure.isSelectable(target),
      !storedStructure.isAvailable(target, customization: customization, environment: environment)
    else { return nil }
    return .unavailableInLayout(target)
  }

  /// Runs one change of the state and the pending navigation, then publishes its events; on
  /// failure nothing changes and a `.rejected` event is published.
  func transact(
    _ body: (inout NavigationState<D>, inout PendingNavigation<D>?, inout [NavigationEvent<D>]) throws(NavigationError<D>) -> Void
  ) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    var failure: NavigationError<D>?
    var pending = storedPending
    withMutation(keyPath: keys.lastEvents) {
      storedEvents.removeAll(keepingCapacity: true)
      withMutation(keyPath: keys.state) {
        // A window of a session hands out ids from the session's counter (I2).
        let ownNext = storedState.nextEntryID
        if let sharedCounter { storedState.nextEntryID = Swift.max(ownNext, sharedCounter.next) }
        do throws(NavigationError<D>) {
          try body(&storedState, &pending, &storedEvents)
          sharedCounter?.advance(to: storedState.nextEntryID)
        } catch {
          storedState.nextEntryID = ownNext
          failure = error
        }
      }
      if let failure { storedEvents.append(.rejected(failure)) }
    }
    if let failure {
      publish()
      return .failure(failure)
    }
    if pending != storedPending { pendingNavigation = pending }
    publish()
    return .success(storedEvents)
  }

  /// Replaces the structure (new data, a tab disabled or removed), fits the customization to it
  /// (R59) and repairs the selection if the layout can no longer show it: the previous selection
  /// if it can, else the first available tab (D8). Stacks of tabs that still exist are kept;
  /// stacks of removed tabs go. The repaired state passes the guard too (I9).
  ///
  /// ```swift
  /// navigator.updateStructure(Social.structure(lists: newLists))
  /// ```
  ///
  /// - Parameter structure: the new structure.
  public func updateStructure(_ structure: AppStructure<D>) {
    self.structure = structure
    lastEvents.removeAll(keepingCapacity: true)
    customization = customization.validated(against: structure).customization
    withMutation(keyPath: \.state) {
      storedState.stacks = storedState.stacks.filter { structure.isRoot($0.key) }
    }
    repairSelection()
    publish()
  }

  /// A stream of every event from now on. Each call returns a new stream.
  ///
  /// ```swift
  /// Task { for await event in navigator.events() { analytics.log(event.kind) } }
  /// ```
  ///
  /// - Returns: the stream; it ends when the navigator is released.
  public func events() -> AsyncStream<NavigationEvent<D>> {
    let (stream, continuation) = AsyncStream.makeStream(of: NavigationEvent<D>.self)
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
    for continuation in subscribers.values { continuation.finish() }
  }

  func publish() {
    eventObserver?(lastEvents)
    guard !subscribers.isEmpty else { return }
    for event in storedEvents {
      for continuation in subscribers.values { continuation.yield(event) }
    }
  }

  /// Publishes `events` only (events added after ``send(_:)`` already published its own).
  func publish(_ events: ArraySlice<NavigationEvent<D>>) {
    eventObserver?(Array(events))
    for event in events {
      for continuation in subscribers.values { continuation.yield(event) }
    }
  }
}

extension Navigator {
  /// The key paths of the observed properties, instantiated once per navigator.
  private struct Keys {
    let state: KeyPath<Navigator, NavigationState<D>>
    let structure: KeyPath<Navigator, AppStructure<D>>
    let lastEvents: KeyPath<Navigator, [NavigationEvent<D>]>
    let pendingNavigation: KeyPath<Navigator, PendingNavigation<D>?>
  }
}
