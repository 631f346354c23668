import Waypoint

/// The events a navigator published that the test has not received yet, the states the store
/// compares, and its settings: what its `deinit` needs. Lives apart from the main-actor store so
/// that `deinit`, which is not isolated, can read it.
final class EventLog<D: Destination>: Sendable {
  struct Contents: Sendable {
    var pending: [NavigationEvent<D>] = []
    var exhaustivity: Exhaustivity = .on
    var asserted: NavigationState<D>?
    var latest: NavigationState<D>?
  }

  private let contents = Locked(Contents())

  /// Appends what the navigator published, and the state it published it from.
  func record(_ events: [NavigationEvent<D>], state: NavigationState<D>?) {
    contents.withLock {
      $0.pending.append(contentsOf: events)
      if let state { $0.latest = state }
    }
  }

  /// The state the test has agreed to so far.
  var asserted: NavigationState<D>? {
    get { contents.withLock { $0.asserted } }
    set { contents.withLock { $0.asserted = newValue } }
  }

  /// The last state the navigator published from, when it changed after the last assertion.
  var unassertedChange: (asserted: NavigationState<D>, latest: NavigationState<D>)? {
    contents.withLock { contents in
      guard let asserted = contents.asserted, let latest = contents.latest, latest != asserted else { return nil }
      return (asserted, latest)
    }
  }

  /// The pending events.
  var pending: [NavigationEvent<D>] {
    contents.withLock { $0.pending }
  }

  /// Removes and returns every pending event.
  func takeAll() -> [NavigationEvent<D>] {
    contents.withLock { contents in
      defer { contents.pending.removeAll() }
      return contents.pending
    }
  }

  /// Removes the first `count` pending events.
  func remove(first count: Int) {
    contents.withLock { $0.pending.removeFirst(min(count, $0.pending.count)) }
  }

  /// The store's exhaustivity.
  var exhaustivity: Exhaustivity {
    get { contents.withLock { $0.exhaustivity } }
    set { contents.withLock { $0.exhaustivity = newValue } }
  }

  /// Removes the last pending event equal to `event`; returns whether there was one.
  @discardableResult
  func removeLast(_ event: NavigationEvent<D>) -> Bool {
    contents.withLock { contents in
      guard let index = contents.pending.lastIndex(of: event) else { return false }
      contents.pending.remove(at: index)
      return true
    }
  }
}
