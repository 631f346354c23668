import Foundation

/// A snapshot as one `JSONDecoder` pass reads it: typed values, where each part that cannot be
/// read is kept as the issue that says why, so that ``SnapshotReader`` can cut there and report it.
struct StoredSnapshot<D: Destination> {
  var schemaVersion: Int
  var windows: StoredList<Result<StoredWindow<D>, RestorationError.Issue>>
  var nextWindowID: UInt64?
  var nextEntryID: UInt64?
  var customization: Result<TabCustomization, RestorationError.Issue>?

  /// Reads a snapshot; throws only when the data is not a snapshot this library can read.
  init(reading decoder: any Decoder) throws(RestorationError) {
    guard let root = try? decoder.container(keyedBy: SnapshotFormat.SessionKey.self) else {
      throw .notASnapshot("the top level is not an object")
    }
    guard (try? root.decode(String.self, forKey: .format)) == SnapshotFormat.marker else { throw .notASnapshot("no format marker") }
    guard let version = try? root.decode(Int.self, forKey: .version) else { throw .notASnapshot("no format version") }
    guard version >= 1 else { throw .notASnapshot("format version \(version)") }
    guard version <= SessionSnapshot<D>.currentVersion else {
      throw .unsupportedVersion(found: version, supported: SessionSnapshot<D>.currentVersion)
    }
    guard var windowList = try? root.nestedUnkeyedContainer(forKey: .windows) else { throw .notASnapshot("no list of windows") }
    var context = SnapshotDecodingContext<D>.of(decoder)
    context.schemaVersion = (try? root.decode(Int.self, forKey: .schema)) ?? 0
    schemaVersion = context.schemaVersion
    windows = StoredList(&windowList, limit: context.maxWindows) { .success(StoredWindow.read(from: $0, context: context)) }
    nextWindowID = try? root.decode(UInt64.self, forKey: .nextWindowID)
    nextEntryID = try? root.decode(UInt64.self, forKey: .nextEntryID)
    customization = root.stored(TabCustomization.self, forKey: .customization)
  }
}

extension StoredSnapshot: Decodable {
  /// Reads a snapshot for `JSONDecoder`, which passes the ``RestorationError`` on unchanged.
  init(from decoder: any Decoder) throws { try self.init(reading: decoder) }
}

/// One saved window, as read.
struct StoredWindow<D: Destination> {
  typealias Key = SnapshotFormat.WindowKey
  typealias Issue = RestorationError.Issue

  var id: WindowID
  /// The saved style's name, when there is one.
  var style: Result<String, Issue>?
  var selection: Result<D, Issue>
  var previousSelection: Result<D, Issue>?
  var stacks: StoredList<StoredStack<D>>
  var modals: StoredList<StoredModal<D>>
  var alert: Result<AlertState<D>, Issue>?
  var nextEntryID: UInt64?
  var marks: Result<[NavigationState<D>.Screen: String], Issue>?
  var searchQuery: Result<String, Issue>?

  /// Reads a window; fails only when it has no usable id.
  static func read(from decoder: any Decoder, context: SnapshotDecodingContext<D>) -> Result<Self, Issue> {
    guard let container = try? decoder.container(keyedBy: Key.self) else { return .failure(.undecodable("not an object")) }
    return container.storedID(forKey: .id, name: "the window id").map { id in
      StoredWindow(
        id: WindowID(id),
        style: container.stored(String.self, forKey: .style),
        selection: context.destination(container, .selection),
        previousSelection: context.optionalDestination(container, .previousSelection),
        stacks: StoredList(container, .stacks, name: "the stacks") { .success(StoredStack(from: $0, context: context)) },
        modals: StoredList(container, .modals, limit: context.limits.maxModalDepth, name: "the modals") {
          StoredModal.read(from: $0, context: context)
        },
        alert: container.stored(AlertState<D>.self, forKey: .alert),
        nextEntryID: try? container.decode(UInt64.self, forKey: .nextEntryID),
        marks: container.stored([NavigationState<D>.Screen: String].self, forKey: .marks),
        searchQuery: container.stored(String.self, forKey: .searchQuery))
    }
  }
}

/// One saved stack of a tab, as read.
struct StoredStack<D: Destination> {
  var tab: Result<D, RestorationError.Issue>
  var entries: StoredList<StoredEntry<D>>

  init(from decoder: any Decoder, context: SnapshotDecodingContext<D>) {
    guard let container = try? decoder.container(keyedBy: SnapshotFormat.StackKey.self) else {
      tab = .failure(.undecodable("not an object"))
      entries = StoredList()
      return
    }
    tab = context.destination(container, .tab)
    entries = StoredList(container, .entries, limit: context.limits.maxStackDepth) { StoredEntry.read(from: $0, context: context) }
  }
}

/// One saved entry: its id, and its destination or why that cannot be decoded (checked after
/// the id, which must first be unique).
struct StoredEntry<D: Destination> {
  var id: EntryID
  var destination: Result<D, RestorationError.Issue>
  var caller: NavigationState<D>.Caller

  static func read(from decoder: any Decoder, context: SnapshotDecodingContext<D>) -> Result<Self, RestorationError.Issue> {
    guard let container = try? decoder.container(keyedBy: SnapshotFormat.EntryKey.self) else {
      return .failure(.undecodable("not an object"))
    }
    return container.storedID(forKey: .id, name: "the id").map {
      StoredEntry(
        id: EntryID($0), destination: context.destination(container, .destination), caller: .stored(in: container, forKey: .caller))
    }
  }
}

/// One saved modal, as read; its destination and style are checked after its id.
struct StoredModal<D: Destination> {
  var id: EntryID
  var destination: Result<D, RestorationError.Issue>
  var style: Result<ModalStyle, RestorationError.Issue>
  var stack: StoredList<StoredEntry<D>>
  var caller: NavigationState<D>.Caller
  /// The detent the sheet rested at, if one was saved.
  var detent: Result<ModalStyle.Detent, RestorationError.Issue>? = nil

  static func read(from decoder: any Decoder, context: SnapshotDecodingContext<D>) -> Result<Self, RestorationError.Issue> {
    guard let container = try? decoder.container(keyedBy: SnapshotFormat.ModalKey.self) else {
      return .failure(.undecodable("not an object"))
    }
    return container.storedID(forKey: .id, name: "the id").map {
      StoredModal(
        id: EntryID($0),
        destination: context.destination(container, .destination),
        style: container.stored(ModalStyle.self, forKey: .style) ?? .failure(.missing("the style")),
        stack: StoredList(container, .stack, limit: context.limits.maxStackDepth) { StoredEntry.read(from: $0, context: context) },
        caller: .stored(in: container, forKey: .caller),
        detent: container.stored(ModalStyle.Detent.self, forKey: .detent))
    }
  }
}

extension NavigationState.Caller {
  /// A saved caller: the screen below when none was saved (snapshots from before callers were
  /// saved, and the usual case, which is not written); nobody when it cannot be read, so that
  /// an outcome never reaches a screen that did not ask for it.
  static func stored<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key) -> Self {
    guard container.contains(key) else { return .screenBelow }
    return (try? container.decode(Self.self, forKey: key)) ?? .nobody
  }
}
