extension NavigationEngine {
  // The path every push, pop, present and dismiss takes is inlinable, so that an app's release
  // build specializes it for its own destination type instead of calling generic code through
  // the runtime's metadata (most of a push's cost otherwise; see `Benchmarks/instructions`).
  // What a session or a guard needs stays behind non-inlinable calls.

  /// Applies one action through every step (see ``NavigationEngine``), appending its events.
  /// Unguarded, a push, pop, presentation or dismissal is applied in place: O(1), no copy of a
  /// stack.
  @inlinable
  package mutating func apply(_ action: NavigationAction<D>, events: inout [NavigationEvent<D>]) throws(NavigationError<D>) {
    if case .with = action {
      // A request from a screen that is no longer on top is ignored before anything is checked.
      if ignoresStale(action, events: &events) { return }
      if case let .with(options, _) = action, options.asksHowToShow { return try apply(action, showing: options, events: &events) }
    }
    try applyUnstamped(action, events: &events)
  }

  /// ``apply(_:events:)`` once the sender is known to be on top and the motion is noted.
  @inlinable
  mutating func applyUnstamped(_ action: NavigationAction<D>, events: inout [NavigationEvent<D>]) throws(NavigationError<D>) {
    // The person's answer to a question the guard asked before a screen is left; the resolver's
    // answer to a lookup.
    var lookup: UInt64?
    if pendingNavigation != nil || action.mayAnswerLookup {
      if answersHold(action, events: &events) { return }
      lookup = pendingLookup
    }
    if try applyLateAlertChoice(action, events: &events) { return }
    let owedEcho = owesAlertCloseEcho
    if takeAlertCloseEcho(action, events: &events) { return }
    let alert = stateStorage.alert
    do throws(NavigationError<D>) {
      try applyInPipeline(action, events: &events)
    } catch {
      // A refused action changes nothing, the close a tapped button owes included.
      owesAlertCloseEcho = owedEcho
      throw error
    }
    rememberClosedAlert(action, shown: alert)
    // Typing in the search field is not navigation: it supersedes no lookup (a question whose
    // alert is gone is dropped all the same).
    if pendingNavigation != nil { releaseHolds(supersededLookup: action.withoutOptions.action.isSearchQuery ? nil : lookup) }
  }

  @inlinable
  mutating func applyInPipeline(_ action: NavigationAction<D>, events: inout [NavigationEvent<D>]) throws(NavigationError<D>) {
    // Without a guard, an action that cannot move a selection known to be drawn needs neither
    // the availability check (step 1) nor the selection repair (step 4): it is applied in place.
    guard policy.allowsEverything, selectionIsChecked, action.keepsSelection else {
      try performOne(action, events: &events)
      return
    }
    let ownNext = claimIDs()
    do throws(NavigationError<D>) {
      try stateStorage.apply(action, in: structure, events: &events)
    } catch {
      restoreEntryIDs(ownNext)
      throw error
    }
    returnIDs()
  }

  /// Applies actions as one step through every step of the pipeline: all or nothing.
  @inlinable
  package mutating func perform(_ actions: [NavigationAction<D>], events: inout [NavigationEvent<D>]) throws(NavigationError<D>) {
    if actions.count == 1, let action = actions.first { return try performOne(action, events: &events) }
    var available: [NavigationAction<D>] = []
    var checkedRoots: [CheckedRoot?] = []
    var resolved: Hierarchy<D>?
    available.reserveCapacity(actions.count)
    for action in actions {
      var checkedRoot: CheckedRoot?
      available.append(try availableAction(action, checkedRoot: &checkedRoot, resolved: &resolved))
      checkedRoots.append(checkedRoot)
    }
    try perform(available: available, checkedRoots: checkedRoots, resolved: nil, events: &events)
  }

  /// ``perform(_:events:)`` for one action, without the arrays a batch needs (a tab switch
  /// allocated three).
  @inlinable
  mutating func performOne(_ action: NavigationAction<D>, events: inout [NavigationEvent<D>]) throws(NavigationError<D>) {
    var checkedRoot: CheckedRoot?
    var resolved: Hierarchy<D>?
    let available = try availableAction(action, checkedRoot: &checkedRoot, resolved: &resolved)
    // A single deep link's hierarchy, followed once for step 1 and the reducer.
    try perform(available: CollectionOfOne(available), checkedRoots: CollectionOfOne(checkedRoot), resolved: resolved, events: &events)
  }

  /// Steps 2 to 5 of ``perform(_:events:)``, for the actions step 1 found available and the roots
  /// it checked.
  @inlinable
  mutating func perform(
    available: some Collection<NavigationAction<D>>,
    checkedRoots: some Collection<CheckedRoot?>,
    resolved: Hierarchy<D>?,
    events: inout [NavigationEvent<D>]
  ) throws(NavigationError<D>) {
    // Only an action that can move the selection needs the state it started from, to undo
    // everything if no tab is left to select; a guarded push keeps its stack unshared.
    let structure = structure
    let policy = policy
    // A redirect is shown only where the layout draws it. Only a guard redirects: without one,
    // the customization is not copied.
    let layout = policy.allowsEverything ? nil : (customization: customization, environment: environment)
    guard !available.allSatisfy({ $0.isStackOnly }) else {
      let ownNext = claimIDs()
      do throws(NavigationError<D>) {
        try stateStorage.apply(
          available, in: structure, policy: policy, pending: &pendingNavigation, events: &events, layout: layout)
      } catch {
        restoreEntryIDs(ownNext)
        throw error
      }
      if pendingNavigation != nil { numberNewLookup(events: &events) }
      returnIDs()
      return
    }
    let before = stateStorage
    let pendingBefore = pendingNavigation
    let mark = events.count
    do throws(NavigationError<D>) {
      // Where sections are shown, a section last drawn collapsed into one tab is put back in the
      // shown form before one of its tabs is chosen (see `NavigationState.expandSectionForm`).
      if !environment.collapsesSections {
        for case let root? in checkedRoots { expandSectionForm(of: root) }
      }
      _ = claimIDs()
      try stateStorage.apply(
        available, in: structure, policy: policy, pending: &pendingNavigation, events: &events, resolved: resolved,
        layout: layout)
      // Unguarded, a selection known to be drawn that did not change, or that step 1 found
      // drawn, is selectable: only a guard's answer can change with the state.
      let selection = stateStorage.selection
      let checked =
        policy.allowsEverything
        && (selection == before.selection ? selectionIsChecked : checkedRoots.contains { $0?.destination == selection })
      if checked {
        selectionIsChecked = true
      } else {
        guard repairSelection(events: &events) else { throw .noAvailableTab }
      }
    } catch {
      stateStorage = before
      pendingNavigation = pendingBefore
      events.removeSubrange(mark...)
      throw error
    }
    if pendingNavigation != nil { numberNewLookup(events: &events) }
    returnIDs()
  }

  /// Whether `action` came from a screen that is no longer on top, and was ignored (one event,
  /// nothing changed). Out of line: only an action with options can be stale.
  @usableFromInline
  mutating func ignoresStale(_ action: NavigationAction<D>, events: inout [NavigationEvent<D>]) -> Bool {
    guard case let .with(options, sent) = action, stateStorage.isStale(options, sending: sent) else { return false }
    events.append(.ignoredStale(action))
    return true
  }

  /// Step 5, before: ids come from the session's counter when this engine runs a window of a
  /// session. Returns the window's own counter, to put back if the step fails.
  @inlinable
  mutating func claimIDs() -> EntryID {
    let ownNext = stateStorage.nextEntryID
    if ledger != nil { claimSessionIDs() }
    return ownNext
  }

  @usableFromInline
  mutating func claimSessionIDs() {
    if let ledger { stateStorage.nextEntryID = Swift.max(stateStorage.nextEntryID, ledger.next) }
  }

  /// Puts back the window's own counter after a step that failed.
  @usableFromInline
  mutating func restoreEntryIDs(_ ownNext: EntryID) {
    stateStorage.nextEntryID = ownNext
  }

  /// Step 5, after: the ids this step issued are the session's; a pending navigation whose
  /// redirect screen went is dropped.
  @inlinable
  mutating func returnIDs() {
    guard pendingNavigation != nil || ledger != nil else { return }
    returnSessionIDs()
  }

  @usableFromInline
  mutating func returnSessionIDs() {
    stateStorage.dropPendingItCannotKeep(&pendingNavigation)
    ledger?.advance(to: state.nextEntryID)
  }
}

extension NavigationAction {
  /// Whether the action may be a resolver's answer (``NavigationAction/resolved(token:_:)``, with
  /// or without options): a check small enough to stay in every push.
  @inlinable
  var mayAnswerLookup: Bool {
    switch self {
    case .resolved, .with: true
    default: false
    }
  }

  /// Whether the action only pushes or pops the visible stack, so that no selection can change.
  @inlinable
  var isStackOnly: Bool {
    switch self {
    case .push, .pop, .popToRoot: true
    // An action with options takes the general path, which keeps this check small enough to
    // stay inlined into every push.
    default: false
    }
  }

  /// Whether the action changes the visible stack or the modals only, so that, unguarded, the
  /// selection cannot change and nothing the layout draws is involved.
  @inlinable
  var keepsSelection: Bool {
    switch self {
    case .push, .pop, .popTo, .popToRoot, .present, .dismiss, .dismissTo, .dismissAll, .finish, .remove, .replaceTop,
      .popToOrPush, .setStack, .mark, .returnTo, .setSearchQuery:
      true
    default: false
    }
  }

  /// Whether the action sets the search field's text.
  @inlinable
  var isSearchQuery: Bool {
    if case .setSearchQuery = self { true } else { false }
  }
}
