import Synchronization

/// The one entry-id counter of a session, shared by its windows' engines so that ids stay
/// unique across windows. It only moves forward.
package final class EntryIDLedger: Sendable {
  private let counter: Mutex<EntryID>

  package init(next: EntryID) { counter = Mutex(next) }

  /// The id the next entry or modal of any window receives.
  package var next: EntryID { counter.withLock { $0 } }

  /// Moves the counter forward to `id`; it never goes back.
  package func advance(to id: EntryID) {
    counter.withLock { if id > $0 { $0 = id } }
  }
}
