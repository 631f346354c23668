/// The one entry-id counter of a session, shared by its windows' engines so that ids stay
/// unique across windows. It only moves forward. It also answers which ids the other windows
/// hold, so that a window's replacing state cannot take one of them.
@usableFromInline
package final class EntryIDLedger: Sendable {
  private let counter: Locked<EntryID>
  private let claims: Locked<(@Sendable (WindowID) -> Set<EntryID>)?> = Locked(nil)

  package init(next: EntryID) { counter = Locked(next) }

  /// The id the next entry or modal of any window receives.
  package var next: EntryID { counter.withLock { $0 } }

  /// Moves the counter forward to `id`; it never goes back.
  package func advance(to id: EntryID) {
    counter.withLock { if id > $0 { $0 = id } }
  }

  /// Tells the ledger how to find the ids each window holds (the session that owns the windows).
  package func answerClaims(with held: @escaping @Sendable (WindowID) -> Set<EntryID>) {
    claims.withLock { $0 = held }
  }

  /// The ids held by every window but `window`.
  package func ids(outside window: WindowID) -> Set<EntryID> {
    claims.withLock { $0 }?(window) ?? []
  }

  /// A ledger that starts where this one stands and answers the same claims, but whose counter
  /// is its own: what a dry run uses, so that it never moves the session's counter.
  package func detached() -> EntryIDLedger {
    let copy = EntryIDLedger(next: next)
    if let held = claims.withLock({ $0 }) { copy.answerClaims(with: held) }
    return copy
  }
}
