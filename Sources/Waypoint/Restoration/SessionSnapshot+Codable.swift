import Foundation

extension SessionSnapshot: Codable {
  /// Writes the snapshot: a format marker and version, the app's schema version, each window's
  /// id, style and state with its ids, the session's counters, and the customization.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(snapshot)
  /// ```
  ///
  /// - Parameter encoder: the encoder.
  /// - Throws: an `EncodingError` when a destination cannot be encoded.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotFormat.SessionKey.self)
    try container.encode(SnapshotFormat.marker, forKey: .format)
    try container.encode(Self.currentVersion, forKey: .version)
    try container.encode(schemaVersion, forKey: .schema)
    try container.encode(windows.map(WindowWriter.init), forKey: .windows)
    try container.encode(nextWindowID, forKey: .nextWindowID)
    try container.encode(nextEntryID, forKey: .nextEntryID)
    try container.encodeIfPresent(customization, forKey: .customization)
  }

  /// Reads a snapshot strictly: it throws where ``restore(from:in:options:)`` would have had to
  /// adjust something, so that a decoded snapshot is always exactly what was saved.
  ///
  /// ```swift
  /// let snapshot = try JSONDecoder().decode(SessionSnapshot<AppDestination>.self, from: data)
  /// ```
  ///
  /// - Parameter decoder: the decoder.
  /// - Throws: a `DecodingError` that lists what could not be read.
  public init(from decoder: any Decoder) throws {
    let stored: StoredSnapshot<D>
    do {
      stored = try StoredSnapshot(reading: decoder)
    } catch {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
    var reader = SnapshotReader<D>(structure: nil, options: SessionSnapshot.RestoreOptions())
    let snapshot = reader.read(stored)
    guard reader.adjustments.isEmpty else {
      let problems = reader.adjustments.map { $0.description }.joined(separator: "; ")
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problems))
    }
    self = snapshot
  }
}

/// Writes one window in the snapshot format.
private struct WindowWriter<D: Destination>: Encodable {
  var window: SessionSnapshot<D>.Window

  init(_ window: SessionSnapshot<D>.Window) { self.window = window }

  func encode(to encoder: any Encoder) throws {
    let state = window.state
    var container = encoder.container(keyedBy: SnapshotFormat.WindowKey.self)
    try container.encode(window.id, forKey: .id)
    if window.style != .fullRoute { try container.encode(window.style, forKey: .style) }
    try container.encode(state.selection, forKey: .selection)
    try container.encodeIfPresent(state.previousSelection, forKey: .previousSelection)
    let stacks = state.stacks.filter { !$0.value.isEmpty }.sorted { "\($0.key)" < "\($1.key)" }
    var stacksContainer = container.nestedUnkeyedContainer(forKey: .stacks)
    for (tab, entries) in stacks {
      var stack = stacksContainer.nestedContainer(keyedBy: SnapshotFormat.StackKey.self)
      try stack.encode(tab, forKey: .tab)
      try stack.encode(entries, forKey: .entries)
    }
    try container.encode(state.modals, forKey: .modals)
    try container.encodeIfPresent(state.alert, forKey: .alert)
    try container.encode(state.nextEntryID, forKey: .nextEntryID)
    if !state.marks.isEmpty {
      // As a dictionary encodes it (its keys are not strings: key, value, key, value…), in a
      // stable order, so that equal states give equal bytes; a dictionary's own order is not.
      var marks = container.nestedUnkeyedContainer(forKey: .marks)
      for (screen, name) in state.marks.sorted(by: { ("\($0.key)", $0.value) < ("\($1.key)", $1.value) }) {
        try marks.encode(screen)
        try marks.encode(name)
      }
    }
    if !state.searchQuery.isEmpty { try container.encode(state.searchQuery, forKey: .searchQuery) }
  }
}
