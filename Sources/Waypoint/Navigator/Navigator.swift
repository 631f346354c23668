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
  public var structure: AppStructure<D> {
    access(keyPath: keys.structure)
    return storedStructure
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

  // The state, the structure and the events are computed over ignored storage, and their key
  // paths are made once per navigator: a key path into a generic class is otherwise
  // instantiated, through the runtime's demangler, on every access (88% of a push's time before
  // this; see Benchmarks/).
  @ObservationIgnored private let keys: Keys
  @ObservationIgnored private var storedStructure: AppStructure<D>
  @ObservationIgnored private var storedEvents: [NavigationEvent<D>] = []
  @ObservationIgnored var storedState: NavigationState<D>
  @ObservationIgnored private var subscribers: [Int: AsyncStream<NavigationEvent<D>>.Continuation] = [:]
  @ObservationIgnored private var nextSubscriber = 0

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
  public init(structure: AppStructure<D>, state: NavigationState<D>) {
    self.storedStructure = structure
    self.storedState = state
    self.keys = Keys(state: \.state, structure: \.structure, lastEvents: \.lastEvents)
  }

  /// Creates a navigator with `selection` selected and nothing pushed or presented.
  ///
  /// - Parameters:
  ///   - structure: the app's structure.
  ///   - selection: the first selected tab.
  public convenience init(structure: AppStructure<D>, selection: D) {
    self.init(structure: structure, state: NavigationState(selection: selection))
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
    var failure: NavigationError<D>?
    withMutation(keyPath: keys.lastEvents) {
      storedEvents.removeAll(keepingCapacity: true)
      withMutation(keyPath: keys.state) {
        do throws(NavigationError<D>) {
          try storedState.apply(action, in: storedStructure, events: &storedEvents)
        } catch {
          failure = error
        }
      }
      if let failure { storedEvents.append(.rejected(failure)) }
    }
    publish()
    if let failure { return .failure(failure) }
    return .success(storedEvents)
  }

  /// Replaces the structure (new data, a tab disabled or removed) and repairs the selection if the
  /// selected tab can no longer be selected: the previous selection if it can, else the first
  /// selectable tab (D8). Stacks of tabs that still exist are kept; stacks of removed tabs go.
  ///
  /// ```swift
  /// navigator.updateStructure(Social.structure(lists: newLists))
  /// ```
  ///
  /// - Parameter structure: the new structure.
  public func updateStructure(_ structure: AppStructure<D>) {
    withMutation(keyPath: keys.structure) { storedStructure = structure }
    withMutation(keyPath: keys.lastEvents) {
      storedEvents.removeAll(keepingCapacity: true)
      withMutation(keyPath: keys.state) {
        storedState.stacks = storedState.stacks.filter { structure.isRoot($0.key) }
        let selection = storedState.selection
        guard !structure.isSelectable(selection) else { return }
        let target =
          storedState.previousSelection.flatMap { structure.isSelectable($0) ? $0 : nil }
          ?? structure.firstSelectableTab?.destination
        guard let target else { return }
        storedState.selection = target
        storedState.previousSelection = nil
        storedEvents.append(.repaired(from: selection, to: target))
      }
    }
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

  isolated deinit {
    for continuation in subscribers.values { continuation.finish() }
  }

  func publish() {
    guard !subscribers.isEmpty else { return }
    for event in storedEvents {
      for continuation in subscribers.values { continuation.yield(event) }
    }
  }

  /// Publishes `events` only (events added after ``send(_:)`` already published its own).
  func publish(_ events: ArraySlice<NavigationEvent<D>>) {
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
  }
}
