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
  /// Which screen asked for it: the one below it when it was pushed, nobody when a deep link
  /// built it. Its outcome goes there.
  public var caller: NavigationState<D>.Caller

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - id: a session-unique id.
  ///   - destination: the screen.
  ///   - caller: which screen asked for it; the screen below it by default, as a push records.
  @inlinable
  public init(id: EntryID, destination: D, caller: NavigationState<D>.Caller = .screenBelow) {
    self.id = id
    self.destination = destination
    self.caller = caller
  }
}

extension Entry {
  private enum CodingKeys: String, CodingKey { case id, destination, caller }

  /// Decodes an entry; a missing caller is the screen below, as entries were before callers
  /// were recorded.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(EntryID.self, forKey: .id)
    destination = try container.decode(D.self, forKey: .destination)
    caller = try container.decodeIfPresent(NavigationState<D>.Caller.self, forKey: .caller) ?? .screenBelow
  }

  /// Encodes an entry; the usual caller, the screen below, is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(destination, forKey: .destination)
    if caller != .screenBelow { try container.encode(caller, forKey: .caller) }
  }
}
