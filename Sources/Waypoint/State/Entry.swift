/// One screen pushed onto a stack: its identity and its destination.
///
/// The same destination may be pushed twice; the two entries differ by id.
///
/// ```swift
/// let entry = Entry(id: 0, destination: AppDestination.message(id: 7))
/// ```
public struct Entry<D: Destination>: Hashable, Sendable, Codable, Identifiable {
  /// The entry's identity.
  public var id: EntryID
  /// The screen.
  public var destination: D

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - id: a session-unique id.
  ///   - destination: the screen.
  public init(id: EntryID, destination: D) {
    self.id = id
    self.destination = destination
  }
}
