/// The one entry-id counter of a ``SessionNavigator``, shared by its windows' navigators so that
/// ids stay unique across windows (I2).
@MainActor
final class SharedEntryCounter {
  private(set) var next: EntryID

  init(next: EntryID) { self.next = next }

  /// Moves the counter forward to `id`; it never goes back (D4).
  func advance(to id: EntryID) {
    if id > next { next = id }
  }
}
