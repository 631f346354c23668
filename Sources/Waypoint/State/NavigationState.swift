/// Everything that is on screen in one window: the selected tab, each tab's push stack, the
/// modal chain and an alert.
///
/// Navigation is a change of this value: a screen appears when a piece of state comes into
/// existence and disappears when it goes away. Change it with ``NavigationAction``s, which keep it
/// valid; its properties are settable so that tests can describe expected states.
///
/// Its `Codable` conformance is strict and has no size limit: it is for values a test or an app
/// builds, not for data saved on disk. Save and restore with ``SessionSnapshot``, which limits
/// size and depth, restores leniently and reports every adjustment.
///
/// ```swift
/// var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
/// engine.send(.push(.infinity))
/// engine.state.visibleStack.map(\.destination) // [.infinity]
/// ```
public struct NavigationState<D: Destination>: Sendable, Codable {
  /// The selected tab's root destination (or a section's landing screen).
  public var selection: D
  /// The tab selected before the current one, for search restoration.
  public var previousSelection: D?
  /// Each tab's push stack, keyed by the tab's root destination. Kept when the tab is not shown.
  public var stacks: [D: [Entry<D>]]
  /// The modal chain; the index is the elevation.
  public var modals: [Modal<D>]
  /// The alert or confirmation dialog over the top-most screen, if any.
  @inlinable
  public var alert: AlertState<D>? {
    get { extras?.alert }
    set { extras = Extras.make(alert: newValue, marks: marks, searchQuery: searchQuery) }
  }
  /// The id the next pushed entry or presented modal receives. The engine keeps it: a state
  /// that becomes live has its counter raised above every id it holds.
  public package(set) var nextEntryID: EntryID
  /// Named return points: the mark each marked screen carries (see
  /// ``NavigationAction/mark(_:on:)``). A mark goes with its screen.
  @inlinable
  public var marks: [Screen: String] {
    get { extras?.marks ?? [:] }
    set { extras = Extras.make(alert: alert, marks: newValue, searchQuery: searchQuery) }
  }
  /// What the person typed in the search tab's field; empty when nothing is. Change it with
  /// ``NavigationAction/setSearchQuery(_:)``, which the search field's edits send, so that a
  /// restored window finds the same search, and a test reads it.
  @inlinable
  public var searchQuery: String {
    get { extras?.searchQuery ?? "" }
    set { extras = Extras.make(alert: alert, marks: marks, searchQuery: newValue) }
  }
  // What most states have none of, the alert, the marks and a search query, in one optional box:
  // another stored field made every copy of a state go through its value witnesses
  // (Benchmarks/: +1,100 instructions per tab switch, +13% per layout).
  @usableFromInline var extras: Extras?

  /// What a navigator compares after a change, read without copying the whole state.
  @inlinable
  var observedParts: (selection: D, previousSelection: D?, modals: [Modal<D>], extras: Extras?, nextEntryID: EntryID) {
    (selection, previousSelection, modals, extras, nextEntryID)
  }

  @usableFromInline
  final class Extras: Sendable {
    @usableFromInline let alert: AlertState<D>?
    @usableFromInline let marks: [Screen: String]
    @usableFromInline let searchQuery: String

    @inlinable
    init(alert: AlertState<D>?, marks: [Screen: String], searchQuery: String) {
      self.alert = alert
      self.marks = marks
      self.searchQuery = searchQuery
    }

    /// The box for these values, or `nil` when there is nothing to keep.
    @inlinable
    static func make(alert: AlertState<D>?, marks: [Screen: String], searchQuery: String) -> Extras? {
      alert == nil && marks.isEmpty && searchQuery.isEmpty ? nil : Extras(alert: alert, marks: marks, searchQuery: searchQuery)
    }
  }

  /// Creates a state with `selection` selected and nothing pushed or presented.
  ///
  /// ```swift
  /// var expected = NavigationState(selection: ShapesDestination.triangle)
  /// expected.stacks[.triangle] = [Entry(id: 0, destination: .infinity)]
  /// ```
  ///
  /// - Parameter selection: the selected tab's root destination.
  public init(selection: D) {
    self.init(selection: selection, nextEntryID: 0)
  }

  /// Creates a state whose counter starts at `nextEntryID` (a window of a session).
  package init(selection: D, nextEntryID: EntryID) {
    self.selection = selection
    self.previousSelection = nil
    self.stacks = [:]
    self.modals = []
    self.extras = nil
    self.nextEntryID = nextEntryID
  }
}

extension NavigationState {
  /// Moves the entry id counter to `next` (the caller issued every id below it). Not
  /// inlinable: the counter's setter is the package's own.
  @usableFromInline
  mutating func advanceEntryIDs(to next: EntryID) {
    nextEntryID = next
  }

  /// Returns the next entry id and moves the counter past it (the caller checked that it is
  /// issuable). Not inlinable: the counter's setter is the package's own.
  @usableFromInline
  mutating func issueEntryID() -> EntryID {
    let id = nextEntryID
    nextEntryID = id.next
    return id
  }

  /// The push stack of the tab `tab` (empty when nothing is pushed).
  ///
  /// - Parameter tab: a tab's root destination.
  /// - Returns: its entries, bottom first.
  @inlinable
  public func stack(for tab: D) -> [Entry<D>] { stacks[tab] ?? [] }

  /// The selected tab's push stack.
  @inlinable
  public var selectedStack: [Entry<D>] { stack(for: selection) }

  /// The top-most visible stack: the top modal's stack if a modal is presented, else the selected
  /// tab's. Pushes go here.
  @inlinable
  public var visibleStack: [Entry<D>] {
    // Not `modals.last?.stack ?? selectedStack`: in unspecialized generic code the `??`
    // autoclosure that captures `self` costs a heap allocation on every push (Benchmarks/).
    if let modal = modals.last { return modal.stack }
    return selectedStack
  }

  /// The screen on top of everything (ignoring an alert).
  public var topDestination: D {
    if let modal = modals.last { return modal.topDestination }
    return selectedStack.last?.destination ?? selection
  }

  /// Every destination on screen in the selected tab and its modals, bottom first.
  public var visibleDestinations: [D] {
    var result = [selection] + selectedStack.map { $0.destination }
    for modal in modals {
      result.append(modal.destination)
      result.append(contentsOf: modal.stack.map { $0.destination })
    }
    return result
  }

  /// Every entry and modal id in the state, in a stable order.
  public var allIDs: [EntryID] {
    var ids: [EntryID] = []
    for key in orderedStackKeys {
      ids.append(contentsOf: stacks[key, default: []].map { $0.id })
    }
    for modal in modals {
      ids.append(modal.id)
      ids.append(contentsOf: modal.stack.map { $0.id })
    }
    return ids
  }

  /// Whether `destination` is anywhere on screen (selected tab, its stack, or a modal).
  ///
  /// - Parameter destination: a destination.
  /// - Returns: `true` when it is visible.
  public func isShowing(_ destination: D) -> Bool {
    visibleDestinations.contains(destination)
  }

  /// The ids the counter handed out: every id but reserved landing ids, which are unique per
  /// window only and never come from the counter.
  package var issuedIDs: [EntryID] { allIDs.filter { !$0.isReserved } }

  /// The tabs that have a stack, in one stable order (by their description), for reports and
  /// checks that must not depend on a dictionary's order.
  var orderedStackKeys: [D] { stacks.keys.sorted { "\($0)" < "\($1)" } }

  /// The stacks with empty entries removed, so that an empty stack equals a missing one.
  var nonEmptyStacks: [D: [Entry<D>]] { stacks.filter { !$0.value.isEmpty } }
}

extension NavigationState: Equatable {
  /// Two states are equal when they show the same screens with the same ids; an empty stack
  /// equals a missing one.
  public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
    lhs.selection == rhs.selection
      && lhs.previousSelection == rhs.previousSelection
      && lhs.modals == rhs.modals
      && lhs.alert == rhs.alert
      && lhs.nextEntryID == rhs.nextEntryID
      && lhs.nonEmptyStacks == rhs.nonEmptyStacks
      && lhs.marks == rhs.marks
      && lhs.searchQuery == rhs.searchQuery
  }
}

extension NavigationState: Hashable {
  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(selection)
    hasher.combine(previousSelection)
    hasher.combine(modals)
    hasher.combine(alert)
    hasher.combine(nextEntryID)
    hasher.combine(nonEmptyStacks)
    hasher.combine(marks)
    hasher.combine(searchQuery)
  }
}

extension NavigationState {
  private enum CodingKeys: String, CodingKey {
    case selection, previousSelection, stacks, modals, alert, nextEntryID, marks, searchQuery
  }

  /// Decodes a state; a state saved without marks or a search query has none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    selection = try container.decode(D.self, forKey: .selection)
    previousSelection = try container.decodeIfPresent(D.self, forKey: .previousSelection)
    stacks = try container.decode([D: [Entry<D>]].self, forKey: .stacks)
    modals = try container.decode([Modal<D>].self, forKey: .modals)
    nextEntryID = try container.decode(EntryID.self, forKey: .nextEntryID)
    extras = nil
    alert = try container.decodeIfPresent(AlertState<D>.self, forKey: .alert)
    marks = try container.decodeIfPresent([Screen: String].self, forKey: .marks) ?? [:]
    searchQuery = try container.decodeIfPresent(String.self, forKey: .searchQuery) ?? ""
  }

  /// Encodes a state; marks and a search query only when there are some.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(selection, forKey: .selection)
    try container.encodeIfPresent(previousSelection, forKey: .previousSelection)
    try container.encode(stacks, forKey: .stacks)
    try container.encode(modals, forKey: .modals)
    try container.encodeIfPresent(alert, forKey: .alert)
    try container.encode(nextEntryID, forKey: .nextEntryID)
    if !marks.isEmpty { try container.encode(marks, forKey: .marks) }
    if !searchQuery.isEmpty { try container.encode(searchQuery, forKey: .searchQuery) }
  }
}
