extension EntryID {
  /// The lowest raw value of the reserved range: ids from here up are never issued by a counter.
  @usableFromInline static let reservedFloor: UInt64 = UInt64.max - (1 << 32)

  /// Whether this id is a *reserved* id: the id of a landing entry that was made for collapsing
  /// a section, not one handed out by ``NavigationState/nextEntryID``.
  ///
  /// Reserved ids lie in the top 2³² values below `UInt64.max`. They are derived from the child
  /// tab, so adapting a state to a tab bar and back issues nothing, and they are unique within a
  /// window's state, not across windows: a counter never reaches them and restoration never
  /// raises a counter above them.
  ///
  /// ```swift
  /// let sidebar = LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: .pad)
  /// let phone = LayoutEnvironment(sizeClass: .compact, idiom: .phone)
  /// let collapsed = state.adapted(from: sidebar, to: phone, in: structure)
  /// collapsed.selectedStack.first?.id.isReserved // true when the landing entry was made for collapsing
  /// ```
  public var isReserved: Bool { rawValue >= Self.reservedFloor && rawValue < UInt64.max }

  /// The reserved id number `generation` of the tab at `index` of a structure with `count` tabs:
  /// `UInt64.max - 1 - (generation × count + index)`, so two tabs never share one. `nil` when it
  /// would leave the reserved range.
  static func reserved(index: Int, generation: Int, count: Int) -> EntryID? {
    let offset = UInt64(generation) * UInt64(Swift.max(count, 1)) + UInt64(index)
    guard offset < (1 << 32) - 1 else { return nil }
    return EntryID(UInt64.max - 1 - offset)
  }
}
