/// Where the outcomes screens finish with go in a navigator: the `async` callers waiting for a
/// screen to finish (``Navigator/outcome(of:)``), and each screen's inbox of outcomes delivered
/// to it (``Navigator/ScreenNavigator/outcomes``).
///
/// A waiter is resumed once: with the outcome its screen finished with, or with `nil` when the
/// screen left the state any other way. An inbox keeps its outcomes until they are taken or the
/// screen leaves.
struct OutcomeDeliveries<D: Destination>: Sendable {
  typealias Waiter = CheckedContinuation<D.Outcome?, Never>

  private var waiters: [EntryID: [Int: Waiter]] = [:]
  private var nextToken = 0
  /// The outcomes delivered to each screen and not taken yet.
  private(set) var inbox: [NavigationState<D>.Screen: [D.Outcome]] = [:]

  /// Whether nobody waits and no inbox holds anything.
  var isEmpty: Bool { waiters.isEmpty && inbox.isEmpty }

  /// Adds a waiter for the screen `id`; returns its token, for ``cancel(_:token:)``.
  mutating func add(_ waiter: Waiter, for id: EntryID) -> Int {
    let token = nextToken
    nextToken += 1
    waiters[id, default: [:]][token] = waiter
    return token
  }

  /// Resumes one waiter with nothing: its task was cancelled.
  mutating func cancel(_ id: EntryID, token: Int) {
    guard let waiter = waiters[id]?.removeValue(forKey: token) else { return }
    if waiters[id]?.isEmpty == true { waiters[id] = nil }
    waiter.resume(returning: nil)
  }

  /// After a change: the waiters of a screen that finished with an outcome get it, and the
  /// screen it was delivered to finds it in its inbox; the waiters of a screen that is no longer
  /// in `state` get nothing, and the inbox of such a screen goes. Returns whether an inbox
  /// changed.
  mutating func settle(events: [NavigationEvent<D>], state: NavigationState<D>) -> Bool {
    var inboxChanged = false
    for case let .delivered(outcome, to, from) in events {
      if case let .entry(id) = from {
        for waiter in waiters.removeValue(forKey: id)?.values ?? [:].values { waiter.resume(returning: outcome) }
      }
      if let to {
        inbox[to, default: []].append(outcome)
        inboxChanged = true
      }
    }
    for id in Array(waiters.keys) where !state.holds(.entry(id)) {
      for waiter in waiters.removeValue(forKey: id)?.values ?? [:].values { waiter.resume(returning: nil) }
    }
    for screen in Array(inbox.keys) where !state.holds(screen) {
      inbox[screen] = nil
      inboxChanged = true
    }
    return inboxChanged
  }

  /// Takes the outcomes delivered to `screen`, oldest first.
  mutating func take(for screen: NavigationState<D>.Screen) -> [D.Outcome] {
    inbox.removeValue(forKey: screen) ?? []
  }

  /// Resumes every waiter with nothing: the navigator is going away.
  mutating func resumeAll() {
    for waiter in waiters.values.flatMap(\.values) { waiter.resume(returning: nil) }
    waiters = [:]
  }
}
