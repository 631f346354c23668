/// The `async` callers waiting for screens to finish (``Navigator/outcome(of:)``), by the
/// screen's id. Each is resumed once: with the outcome the screen finished with, or with `nil`
/// when the screen left the state any other way.
@usableFromInline
struct OutcomeWaiters<D: Destination>: Sendable {
  @usableFromInline typealias Waiter = CheckedContinuation<D.Outcome?, Never>

  @usableFromInline var waiters: [EntryID: [Int: Waiter]] = [:]
  private var nextToken = 0

  /// Whether nobody waits: what every change checks first, inlined into the app.
  @inlinable var isEmpty: Bool { waiters.isEmpty }

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

  /// After a change: the waiters of a screen that finished with an outcome get it; those of a
  /// screen that is no longer in `state` get nothing.
  mutating func settle(events: [NavigationEvent<D>], state: NavigationState<D>) {
    for case let .delivered(outcome, _, from) in events {
      for waiter in waiters.removeValue(forKey: from)?.values ?? [:].values { waiter.resume(returning: outcome) }
    }
    for id in Array(waiters.keys) where !state.holds(.entry(id)) {
      for waiter in waiters.removeValue(forKey: id)?.values ?? [:].values { waiter.resume(returning: nil) }
    }
  }

  /// Resumes every waiter with nothing: the navigator is going away.
  mutating func resumeAll() {
    for waiter in waiters.values.flatMap(\.values) { waiter.resume(returning: nil) }
    waiters = [:]
  }
}
