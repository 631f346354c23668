/// Every window of an app, each with its own navigation state: what a ``SessionNavigator``
/// starts from and hands back with ``SessionNavigator/session``.
///
/// Each window owns its state, so two windows can show different tabs and stacks; entry ids stay
/// unique across the whole session. Save it with ``SessionSnapshot``, the one persisted form,
/// which restores leniently and reports what it adjusted.
///
/// ```swift
/// let windows = SessionNavigator(session: Session(main: NavigationState(selection: MediaDestination.watchNow)), structure: Media.structure())
/// let player = try windows.openWindow(showing: .player(id: 7)).get()
/// windows.session.windows.count  // 2
/// ```
public struct Session<D: Destination>: Hashable, Sendable {
  /// The open windows, in the order they were opened.
  public internal(set) var windows: [Session<D>.Window]
  /// The id the next window receives.
  public internal(set) var nextWindowID: WindowID
  /// The id the next entry or modal receives, in any window.
  public internal(set) var nextEntryID: EntryID

  /// Creates a session with one main window.
  ///
  /// - Parameter state: the main window's state; it becomes window 0.
  public init(main state: NavigationState<D>) {
    windows = [Session.Window(id: 0, state: state)]
    nextWindowID = 1
    nextEntryID = state.nextEntryID
  }

  /// Creates a session from its parts, keeping both counters ahead of every id in use.
  init(windows: [Session<D>.Window], nextWindowID: WindowID, nextEntryID: EntryID) {
    self.windows = windows
    self.nextWindowID = windows.reduce(nextWindowID) { Swift.max($0, $1.id.next) }
    self.nextEntryID = windows.reduce(nextEntryID) { Swift.max($0, $1.state.nextEntryID) }
  }

  /// The window with id `id`, if it is open.
  ///
  /// - Parameter id: a window id.
  public subscript(id: WindowID) -> Session<D>.Window? {
    windows.first { $0.id == id }
  }

  /// Every entry and modal id of every window.
  public var allIDs: [EntryID] { windows.flatMap { $0.state.allIDs } }
}

extension Session: Codable {
  private enum CodingKeys: String, CodingKey {
    case windows, nextWindowID, nextEntryID
  }

  /// Decodes a session; two windows with one id, or one entry id in two places, are refused.
  ///
  /// Strict and without a size limit: not a format for saved data. Save and restore with
  /// ``SessionSnapshot``.
  ///
  /// - Parameter decoder: the decoder.
  /// - Throws: `DecodingError.dataCorrupted` for duplicate ids.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let windows = try container.decode([Session<D>.Window].self, forKey: .windows)
    var windowIDs: Set<WindowID> = []
    var entryIDs: Set<EntryID> = []
    var nextWindow = try container.decode(WindowID.self, forKey: .nextWindowID)
    var nextEntry = try container.decode(EntryID.self, forKey: .nextEntryID)
    for window in windows {
      guard windowIDs.insert(window.id).inserted else {
        throw DecodingError.dataCorruptedError(
          forKey: .windows, in: container, debugDescription: "two windows share the id \(window.id.rawValue)")
      }
      nextWindow = Swift.max(nextWindow, window.id.next)
      nextEntry = Swift.max(nextEntry, window.state.nextEntryID)
      // Reserved landing ids are unique per window (I4); every other id in the session (I2).
      var reserved: Set<EntryID> = []
      for id in window.state.allIDs {
        let isNew = id.isReserved ? reserved.insert(id).inserted : entryIDs.insert(id).inserted
        guard isNew else {
          throw DecodingError.dataCorruptedError(forKey: .windows, in: container, debugDescription: "the id \(id) appears twice")
        }
        if !id.isReserved { nextEntry = Swift.max(nextEntry, id.next) }
      }
    }
    self.windows = windows
    self.nextWindowID = nextWindow
    // A stored counter past the last issuable id would hand out landing ids: fall back to the
    // lowest counter above every id in use.
    self.nextEntryID = nextEntry.rawValue > EntryID.reservedFloor ? Self.lowestEntryCounter(windows) : nextEntry
  }

  private static func lowestEntryCounter(_ windows: [Session<D>.Window]) -> EntryID {
    windows.lazy.flatMap { $0.state.issuedIDs }.max()?.next ?? 0
  }

  /// Encodes the windows and both counters.
  ///
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(windows, forKey: .windows)
    try container.encode(nextWindowID, forKey: .nextWindowID)
    try container.encode(nextEntryID, forKey: .nextEntryID)
  }
}
