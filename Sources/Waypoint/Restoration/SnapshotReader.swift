/// Turns a snapshot as read into a valid one, keeping what it can and recording every
/// adjustment. With a structure, the result is valid for it; without one (strict `Codable`
/// decoding), only the shape and the ids are checked.
struct SnapshotReader<D: Destination> {
  let structure: AppStructure<D>?
  let options: SessionSnapshot<D>.RestoreOptions
  private(set) var adjustments: [SessionSnapshot<D>.RestoreOutcome.Adjustment] = []

  init(structure: AppStructure<D>?, options: SessionSnapshot<D>.RestoreOptions) {
    self.structure = structure
    self.options = options
  }

  mutating func read(_ stored: StoredSnapshot<D>) -> SessionSnapshot<D> {
    let customization = readCustomization(stored.customization)
    var windows: [SessionSnapshot<D>.Window] = []
    var windowIDs: Set<WindowID> = []
    var entryIDs: Set<EntryID> = []
    for (index, read) in stored.windows.elements.enumerated() {
      let window: StoredWindow<D>
      switch read {
      case let .success(value): window = value
      case let .failure(issue):
        adjustments.append(.windowsDropped(index: index, count: 1, reason: issue))
        continue
      }
      guard !windowIDs.contains(window.id) else {
        adjustments.append(.windowsDropped(index: index, count: 1, reason: .duplicate("the id of \(window.id)")))
        continue
      }
      if let state = readWindow(window, index: index, customization: customization ?? TabCustomization(), ids: &entryIDs) {
        windowIDs.insert(window.id)
        windows.append(SessionSnapshot.Window(id: window.id, state: state, style: readStyle(window.style, window: window.id)))
      }
    }
    if let cut = stored.windows.cut {
      adjustments.append(.windowsDropped(index: cut.index, count: stored.windows.remaining(from: cut.index), reason: cut.issue))
    }
    let nextWindowID = counter(stored.nextWindowID, lowest: windows.map { $0.id.next.rawValue }.max() ?? 0, name: "nextWindowID")
    let nextEntryID = counter(
      stored.nextEntryID, lowest: windows.map { $0.state.nextEntryID.rawValue }.max() ?? 0, name: "nextEntryID",
      isValid: { $0 <= EntryID.reservedFloor })
    return SessionSnapshot(
      windows: windows,
      nextWindowID: WindowID(nextWindowID),
      nextEntryID: EntryID(nextEntryID),
      customization: customization,
      schemaVersion: stored.schemaVersion)
  }

  /// A session counter: the saved value, raised above every value in use when it is missing or
  /// too low, which is reported.
  /// A saved entry counter inside the range reserved for landing ids is repaired too: it would
  /// otherwise hand out landing ids, or wrap to ids in use.
  private mutating func counter(
    _ saved: UInt64?,
    lowest: UInt64,
    name: String,
    isValid: (UInt64) -> Bool = { _ in true }
  ) -> UInt64 {
    if let saved, saved >= lowest, saved == lowest || isValid(saved) { return saved }
    adjustments.append(.sessionCounterRaised(name, from: saved, to: lowest))
    return lowest
  }

  /// The window's style; an unknown one becomes ``Session/WindowStyle/fullRoute``, which is reported.
  private mutating func readStyle(_ stored: Result<String, RestorationError.Issue>?, window: WindowID) -> Session<D>.WindowStyle {
    guard let stored else { return .fullRoute }
    guard case let .success(name) = stored, let style = Session<D>.WindowStyle(rawValue: name) else {
      adjustments.append(.windowStyleReset(window: window, reason: .undecodable("unknown window style")))
      return .fullRoute
    }
    return style
  }

  // MARK: - Windows

  /// The saved customization, fitted to the structure.
  private mutating func readCustomization(_ stored: Result<TabCustomization, RestorationError.Issue>?) -> TabCustomization? {
    switch stored {
    case nil: return nil
    case let .failure(issue):
      adjustments.append(.customizationDropped(reason: issue))
      return nil
    case let .success(customization):
      guard let structure else { return customization }
      let outcome = customization.validated(against: structure)
      adjustments.append(contentsOf: outcome.adjustments.map { .customizationAdjusted($0) })
      return outcome.customization
    }
  }

  /// Whether `destination` can be the restored selection.
  private func isAvailable(_ destination: D, customization: TabCustomization) -> Bool {
    guard let structure else { return true }
    return structure.isAvailable(destination, customization: customization, environment: options.environment)
  }

  private mutating func readWindow(
    _ window: StoredWindow<D>,
    index: Int,
    customization: TabCustomization,
    ids sessionIDs: inout Set<EntryID>
  ) -> NavigationState<D>? {
    let id = window.id
    // Ids are unique in the whole session (I2); a window that is dropped releases its ids.
    // Reserved landing ids are unique per window (I4), so they are not kept for the next one.
    var ids = sessionIDs
    var visibleChainChanged = false

    // Stacks, keyed by tab.
    var stacks: [D: [Entry<D>]] = [:]
    var seenTabs: Set<D> = []
    var cutTabs: Set<D> = []
    if let cut = window.stacks.cut {
      adjustments.append(.stackDropped(window: id, entries: 0, reason: cut.issue))
    }
    for stored in window.stacks.elements {
      let entryCount = stored.entries.count
      let tab: D
      switch stored.tab {
      case let .success(value): tab = value
      case let .failure(issue):
        adjustments.append(.stackDropped(window: id, entries: entryCount, reason: issue))
        continue
      }
      if let structure, !structure.isRoot(tab) {
        adjustments.append(.stackDropped(window: id, entries: entryCount, reason: .notATab))
        continue
      }
      guard seenTabs.insert(tab).inserted else {
        adjustments.append(.stackDropped(window: id, entries: entryCount, reason: .duplicate("the stack of \(tab.title)")))
        continue
      }
      let (entries, cut) = readEntries(stored.entries, onStackOf: tab, ids: &ids)
      if let cut {
        adjustments.append(.stackCut(window: id, tab: tab, index: cut.index, removed: cut.removed, reason: cut.issue))
        cutTabs.insert(tab)
      }
      stacks[tab] = entries.isEmpty ? nil : entries
    }

    // Modals, lowest first; a modal that cannot be read goes with everything above it.
    var modals: [Modal<D>] = []
    let modalCount = window.modals.count
    for (elevation, stored) in window.modals.elements.enumerated() {
      let remaining = modalCount - elevation
      switch readModal(stored, ids: &ids) {
      case let .success(modal):
        let (entries, cut) = readEntries(stored.stack, onStackOf: nil, ids: &ids)
        modals.append(
          Modal(
            id: modal.id, destination: modal.destination, style: modal.style, stack: entries, caller: modal.caller,
            selectedDetent: readDetent(stored.detent, of: modal.style, window: id, elevation: elevation)))
        guard let cut else { continue }
        adjustments.append(
          .modalStackCut(window: id, elevation: elevation, index: cut.index, removed: cut.removed, reason: cut.issue))
        if remaining > 1 {
          adjustments.append(
            .modalsDropped(window: id, elevation: elevation + 1, removed: remaining - 1, reason: .presenterNotRestored))
        }
      case let .failure(issue):
        adjustments.append(.modalsDropped(window: id, elevation: elevation, removed: remaining, reason: issue))
      }
      visibleChainChanged = true
      break
    }
    if !visibleChainChanged, let cut = window.modals.cut {
      adjustments.append(.modalsDropped(window: id, elevation: cut.index, removed: modalCount - cut.index, reason: cut.issue))
      visibleChainChanged = true
    }

    // The selection, repaired as D8 says when it no longer exists.
    var previousSelection: D?
    switch window.previousSelection {
    case nil: break
    case let .success(previous):
      if let structure, !structure.isRoot(previous) {
        adjustments.append(.previousSelectionDropped(window: id, reason: .notATab))
      } else {
        previousSelection = previous
      }
    case let .failure(issue):
      adjustments.append(.previousSelectionDropped(window: id, reason: issue))
    }
    let saved = window.selection
    var selection: D
    var selectionRepaired = false
    if case let .success(value) = saved, isAvailable(value, customization: customization) {
      selection = value
    } else {
      let savedSelection = try? saved.get()
      let repaired =
        previousSelection.flatMap { structure != nil && isAvailable($0, customization: customization) && $0 != savedSelection ? $0 : nil }
        ?? structure?.availableRoots(customization: customization, environment: options.environment).first
        ?? structure?.firstSelectableTab?.destination
      guard let repaired else {
        let reason: RestorationError.Issue =
          if case let .failure(issue) = saved, structure == nil { issue } else { .noSelectableTab }
        adjustments.append(.windowsDropped(index: index, count: 1, reason: reason))
        return nil
      }
      adjustments.append(.selectionRepaired(window: id, from: savedSelection, to: repaired))
      selection = repaired
      previousSelection = nil
      selectionRepaired = true
      visibleChainChanged = true
    }
    // Modal 0 was presented from the saved tab's top screen: it goes when that screen is gone.
    if (selectionRepaired || cutTabs.contains(selection)) && !modals.isEmpty {
      adjustments.append(.modalsDropped(window: id, elevation: 0, removed: modals.count, reason: .presenterNotRestored))
      modals.removeAll()
    }
    if cutTabs.contains(selection) { visibleChainChanged = true }

    var state = NavigationState(selection: selection)
    state.previousSelection = previousSelection
    state.stacks = stacks
    state.modals = modals
    state.alert = readAlert(window.alert, window: id, visibleChainChanged: visibleChainChanged)
    state.nextEntryID = nextEntryID(window.nextEntryID, state: state, window: id)
    state.marks = readMarks(window.marks, state: state, window: id)
    state.searchQuery = readSearchQuery(window.searchQuery, window: id)
    guard let allowed = guarded(state, window: id, index: index) else { return nil }
    sessionIDs.formUnion(allowed.issuedIDs)
    return allowed
  }

  /// The saved search query, where the app has a search tab and it is within the limit; a query
  /// that cannot be kept is reported.
  private mutating func readSearchQuery(_ stored: Result<String, RestorationError.Issue>?, window: WindowID) -> String {
    switch stored {
    case nil:
      return ""
    case let .failure(issue):
      adjustments.append(.searchQueryDropped(window: window, reason: issue))
      return ""
    case let .success(query):
      if query.count > NavigationState<D>.maxSearchQueryLength {
        adjustments.append(.searchQueryDropped(window: window, reason: .limit(NavigationState<D>.maxSearchQueryLength)))
        return ""
      }
      if let structure, structure.searchTab == nil {
        adjustments.append(.searchQueryDropped(window: window, reason: .missing("a search tab")))
        return ""
      }
      return query
    }
  }

  /// The saved marks of the screens that were restored; the others are reported.
  private mutating func readMarks(
    _ stored: Result<[NavigationState<D>.Screen: String], RestorationError.Issue>?, state: NavigationState<D>, window: WindowID
  ) -> [NavigationState<D>.Screen: String] {
    switch stored {
    case nil:
      return [:]
    case let .failure(issue):
      adjustments.append(.marksDropped(window: window, names: [], reason: issue))
      return [:]
    case let .success(marks):
      let kept = marks.filter { screen, _ in
        if case let .root(destination) = screen { return structure?.isRoot(destination) ?? true }
        return state.holds(screen)
      }
      let dropped = marks.filter { kept[$0.key] == nil }.values.sorted()
      if !dropped.isEmpty { adjustments.append(.marksDropped(window: window, names: dropped, reason: .presenterNotRestored)) }
      return kept
    }
  }

  /// The detent a saved sheet rested at: one its style offers, else none (its first), which is
  /// reported.
  private mutating func readDetent(
    _ stored: Result<ModalStyle.Detent, RestorationError.Issue>?, of style: ModalStyle, window: WindowID, elevation: Int
  ) -> ModalStyle.Detent? {
    switch stored {
    case nil:
      return nil
    case let .success(detent) where style.offeredDetents.contains(detent):
      return detent
    case let .success(detent):
      adjustments.append(.detentReset(window: window, elevation: elevation, reason: .undecodable("\(style) does not rest at \(detent)")))
    case let .failure(issue):
      adjustments.append(.detentReset(window: window, elevation: elevation, reason: issue))
    }
    return nil
  }

  /// A saved modal, whose id must be new in the session, then its destination and style.
  private func readModal(_ stored: StoredModal<D>, ids: inout Set<EntryID>) -> Result<Modal<D>, RestorationError.Issue> {
    guard !ids.contains(stored.id) else { return .failure(.duplicateID(stored.id)) }
    return stored.destination.flatMap { destination in
      if let structure, structure.isRoot(destination) { return .failure(.rootAsEntry) }
      return stored.style.map { style in
        ids.insert(stored.id)
        return Modal(id: stored.id, destination: destination, style: style, caller: stored.caller)
      }
    }
  }

  private typealias Cut = (index: Int, removed: Int, issue: RestorationError.Issue)

  /// The entries of a saved stack up to the first one that cannot be restored: unreadable, with
  /// an id already in use, with a destination that cannot be decoded, or a root where none may
  /// stand (`key` is the stack's tab, `nil` for a modal's stack).
  private func readEntries(
    _ stored: StoredList<StoredEntry<D>>, onStackOf key: D?, ids: inout Set<EntryID>
  ) -> ([Entry<D>], Cut?) {
    var entries: [Entry<D>] = []
    entries.reserveCapacity(stored.elements.count)
    for (index, entry) in stored.elements.enumerated() {
      guard !ids.contains(entry.id) else { return (entries, (index, stored.remaining(from: index), .duplicateID(entry.id))) }
      switch entry.destination {
      case let .success(destination):
        let allowed = structure.map { structure in
          key.map { structure.may(destination, id: entry.id, standAt: index, onStackOf: $0) } ?? !structure.isRoot(destination)
        }
        if allowed == false {
          return (entries, (index, stored.remaining(from: index), .rootAsEntry))
        }
        ids.insert(entry.id)
        entries.append(Entry(id: entry.id, destination: destination, caller: entry.caller))
      case let .failure(issue):
        return (entries, (index, stored.remaining(from: index), issue))
      }
    }
    return (entries, stored.cut.map { ($0.index, stored.remaining(from: $0.index), $0.issue) })
  }

  private mutating func readAlert(
    _ stored: Result<AlertState<D>, RestorationError.Issue>?,
    window: WindowID,
    visibleChainChanged: Bool
  ) -> AlertState<D>? {
    guard let stored else { return nil }
    guard !visibleChainChanged else {
      adjustments.append(.alertDropped(window: window, reason: .presenterNotRestored))
      return nil
    }
    switch stored {
    case let .success(alert):
      let problems = alert.problems
      guard problems.isEmpty else {
        adjustments.append(
          .alertDropped(window: window, reason: .invalidAlert(problems.map { $0.description }.joined(separator: "; "))))
        return nil
      }
      return alert
    case let .failure(issue):
      adjustments.append(.alertDropped(window: window, reason: issue))
      return nil
    }
  }

  /// The saved next id, raised above every restored id when it is missing or too low.
  /// Reserved landing ids are not issued by the counter and do not raise it.
  private mutating func nextEntryID(_ stored: UInt64?, state: NavigationState<D>, window: WindowID) -> EntryID {
    let lowest = state.issuedIDs.max().map { $0.next } ?? 0
    let saved = stored.map { EntryID($0) }
    // A counter may stand at the floor of the reserved range (it has handed out its last id),
    // never inside it.
    if let saved, saved >= lowest, saved.rawValue <= EntryID.reservedFloor { return saved }
    adjustments.append(.nextEntryIDRepaired(window: window, from: saved, to: lowest))
    return lowest
  }

  /// Removes what the guard refuses from a restored state. A window where the guard allows
  /// no tab at all is dropped.
  private mutating func guarded(_ state: NavigationState<D>, window: WindowID, index: Int) -> NavigationState<D>? {
    guard let structure, !options.policy.allowsEverything else { return state }
    switch state.removingRefused(by: options.policy, in: structure, environment: options.environment) {
    case let .success(outcome):
      if outcome.state != state { adjustments.append(.guarded(window: window, events: outcome.events)) }
      return outcome.state
    case let .failure(error):
      let reason: DenialReason =
        if case let .denied(_, reason) = error { reason } else { DenialReason(code: error.code, message: error.description) }
      adjustments.append(.windowsDropped(index: index, count: 1, reason: .refusedByGuard(reason)))
      return nil
    }
  }
}
