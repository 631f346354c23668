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
    for (key, stack) in stacks where !stack.isEmpty {
      if !structure.isRoot(key) { problems.append(.stackForNonTab(key)) }
      if stack.count > structure.limits.maxStackDepth {
        problems.append(.stackTooDeep(count: stack.count, limit: structure.limits.maxStackDepth))
      }
    }
    if modals.count > structure.limits.maxModalDepth {
      problems.append(.tooManyModals(count: modals.count, limit: structure.limits.maxModalDepth))
    }
    for modal in modals where modal.stack.count > structure.limits.maxStackDepth {
      problems.append(.stackTooDeep(count: modal.stack.count, limit: structure.limits.maxStackDepth))
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
    self = state
    nextEntryID = next
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
