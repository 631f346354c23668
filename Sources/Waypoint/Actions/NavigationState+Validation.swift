extension NavigationState {
  /// Every reason this state is invalid for `structure`; empty when it is valid.
  ///
  /// Every id must be unique and issued (below ``nextEntryID``), except a reserved landing id
  /// (``EntryID/isReserved``), which is never issued by the counter.
  ///
  /// ```swift
  /// assert(state.problems(in: structure).isEmpty)
  /// ```
  ///
  /// - Parameter structure: the app's structure.
  /// - Returns: the problems, in a stable order.
  public func problems(in structure: AppStructure<D>) -> [NavigationState<D>.Problem] {
    var problems: [NavigationState<D>.Problem] = []
    if !structure.isSelectable(selection) { problems.append(.selectionNotSelectable(selection)) }
    if let previousSelection, !structure.isRoot(previousSelection) {
      problems.append(.previousSelectionNotATab(previousSelection))
    }
    if nextEntryID.rawValue > EntryID.reservedFloor { problems.append(.nextEntryIDReserved(nextEntryID)) }
    for (key, stack) in stacks where !stack.isEmpty {
      if !structure.isRoot(key) { problems.append(.stackForNonTab(key)) }
      if stack.count > structure.limits.maxStackDepth {
        problems.append(.stackTooDeep(count: stack.count, limit: structure.limits.maxStackDepth))
      }
      for (index, entry) in stack.enumerated()
      where !structure.may(entry.destination, id: entry.id, standAt: index, onStackOf: key) {
        problems.append(.rootAsEntry(entry.id, entry.destination))
      }
    }
    if modals.count > structure.limits.maxModalDepth {
      problems.append(.tooManyModals(count: modals.count, limit: structure.limits.maxModalDepth))
    }
    for modal in modals {
      if structure.isRoot(modal.destination) { problems.append(.rootAsEntry(modal.id, modal.destination)) }
      if modal.stack.count > structure.limits.maxStackDepth {
        problems.append(.stackTooDeep(count: modal.stack.count, limit: structure.limits.maxStackDepth))
      }
      for entry in modal.stack where structure.isRoot(entry.destination) {
        problems.append(.rootAsEntry(entry.id, entry.destination))
      }
      if let detent = modal.selectedDetent, !modal.style.offeredDetents.contains(detent) {
        problems.append(.detentNotOffered(modal.id, detent))
      }
    }
    if let alert { problems += alert.problems.map { .invalidAlert($0) } }
    if !searchQuery.isEmpty {
      if structure.searchTab == nil { problems.append(.searchQueryWithoutSearchTab) }
      if searchQuery.count > Self.maxSearchQueryLength { problems.append(.searchQueryTooLong(limit: Self.maxSearchQueryLength)) }
    }
    var seen: Set<EntryID> = []
    for id in allIDs {
      if !seen.insert(id).inserted { problems.append(.duplicateID(id)) }
      if id >= nextEntryID, !id.isReserved { problems.append(.idNotIssued(id)) }
    }
    return problems
  }

  /// Validates `state` and puts it in place of this one. Ids never go backwards: the next id
  /// stays above every id this state has handed out.
  @usableFromInline
  mutating func replace(
    with state: NavigationState<D>,
    in structure: AppStructure<D>,
    events: inout [NavigationEvent<D>]
  ) throws(NavigationError<D>) {
    let state = state.withCounterAboveItsIDs()
    let problems = state.problems(in: structure)
    guard problems.isEmpty else { throw .invalidState(problems) }
    let next = Swift.max(nextEntryID, state.nextEntryID)
    let old = self
    self = state
    nextEntryID = next
    old.reportLeaving(for: self, cause: .replaced, events: &events)
    events.append(.replaced)
  }

  /// The same state with its counter raised above every id it holds, so that a state described
  /// with literal ids (in a test, or restored) never hands one of them out again. Reserved
  /// landing ids are not issued by the counter and do not raise it.
  package func withCounterAboveItsIDs() -> NavigationState {
    guard let highest = issuedIDs.max(), highest >= nextEntryID else { return self }
    var raised = self
    raised.nextEntryID = highest.next
    return raised
  }
}

extension AppStructure {
  /// Whether `destination` may be the entry `id` at `index` of the stack of the tab `key`: any
  /// screen but a root (a tab or a section's landing screen), except that a section's tab may
  /// start the stack of the section's landing (the person chose it on the landing screen, or the
  /// section collapsed into one tab shows it there) or of another tab of the section (where a
  /// collapsed section keeps the landing's own screens). A landing entry that collapsing made (a
  /// reserved id) may stand anywhere in those stacks: collapsing again moves stacks behind it.
  package func may(_ destination: D, id: EntryID, standAt index: Int, onStackOf key: D) -> Bool {
    guard isRoot(destination) else { return true }
    guard index == 0 || id.isReserved, let section = section(containing: destination), let landing = section.landing,
      tab(for: destination)?.isIntercepting == false
    else { return false }
    return key == landing || section.tabs.contains { $0.destination == key }
  }
}

extension NavigationState {
  /// Refuses to push a tab or a section's landing screen. The one root that can be pushed is a
  /// section's tab, chosen on the section's landing screen when nothing is pushed there yet.
  @inlinable
  func requirePushable(_ destination: D, in structure: AppStructure<D>) throws(NavigationError<D>) {
    if structure.isRoot(destination) { try requirePushableRoot(destination, in: structure) }
  }

  @usableFromInline
  func requirePushableRoot(_ destination: D, in structure: AppStructure<D>) throws(NavigationError<D>) {
    guard modals.isEmpty, stacks[selection]?.isEmpty ?? true, structure.section(landing: selection) != nil,
      structure.may(destination, id: nextEntryID, standAt: 0, onStackOf: selection)
    else { throw .rootAsEntry(destination) }
  }
}
