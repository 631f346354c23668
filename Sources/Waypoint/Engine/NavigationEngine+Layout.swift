extension NavigationEngine {
  /// Shows the state in a new environment: lays it out there without losing anything, then
  /// repairs the selection if the new layout cannot draw it.
  ///
  /// Sidebar ↔ tab bar ↔ single and compact ↔ regular come back to an equal state whenever the
  /// selection is drawn in both layouts; no id is issued.
  ///
  /// ```swift
  /// engine.setEnvironment(LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .pad))
  /// ```
  ///
  /// - Parameter environment: the new environment.
  /// - Returns: the events: `.repaired(from:to:)` (after dismissing what was presented over the
  ///   old tab) when the selection had to move.
  @discardableResult
  public mutating func setEnvironment(_ environment: LayoutEnvironment) -> [NavigationEvent<D>] {
    if inputLog != nil, let recorded = recorded(.environment(environment), { $0.setEnvironment(environment) }, kinds: NavigationEvent.kinds)
    {
      return recorded
    }
    let old = self.environment
    self.environment = environment
    tabulateRoots()
    layOut(state.adapted(from: old, to: environment, in: structure))
    var events: [NavigationEvent<D>] = []
    _ = repairSelection(events: &events)
    return events
  }

  /// Applies a person's customization, or refuses it with the reason. A change that would leave
  /// the layout nothing to select is refused too. If the selected tab is no longer drawn, the
  /// selection is repaired.
  ///
  /// ```swift
  /// if case let .failure(error) = engine.customize(.hide("watch-now", in: .sidebar)) {
  ///   print(error)  // "the tab 'watch-now' is fixed and cannot be removed or hidden"
  /// }
  /// ```
  ///
  /// - Parameter operation: the change.
  /// - Returns: the events (a `.repaired(from:to:)` at most), or why the change was refused.
  @discardableResult
  public mutating func customize(_ operation: TabCustomization.Operation) -> Result<[NavigationEvent<D>], CustomizationError> {
    customize([operation])
  }

  /// Applies customization operations all or nothing: when one is refused, nothing changes.
  /// The operations change the customization one after another; the layout is checked once, on
  /// the result (a reading of the system's customization sends one per moved tab, so checking
  /// each would cost the square of a section's size).
  ///
  /// ```swift
  /// engine.customize([.show("downloads", in: .tabBar), .hide("watch-now", in: .tabBar)])  // .failure(.notRemovable(…))
  /// ```
  ///
  /// - Parameter operations: the changes, in order.
  /// - Returns: the events, or the first refusal.
  @discardableResult
  package mutating func customize(_ operations: [TabCustomization.Operation]) -> Result<[NavigationEvent<D>], CustomizationError> {
    if inputLog != nil, let recorded = recorded(.customize(operations), { $0.customize(operations) }, kinds: NavigationEvent.kinds) {
      return recorded
    }
    guard let last = operations.last else { return .success([]) }
    var changed = customization
    do {
      try changed.apply(operations, in: structure, sectionPolicy: environment.sectionPolicy)
    } catch {
      return .failure(error)
    }
    var next = self
    next.customization = changed
    next.tabulateRoots()
    var events: [NavigationEvent<D>] = []
    guard next.drawsATabInEveryLayout, next.repairSelection(events: &events) else {
      return .failure(.nothingLeftToSelect(last.tabID))
    }
    self = next
    return .success(events)
  }

  /// Puts a stored customization in place, fitted to the structure, and repairs the selection.
  /// A stored customization that leaves nothing to select is not used (and reported).
  ///
  /// ```swift
  /// let outcome = engine.restoreCustomization(stored)
  /// outcome.adjustments  // e.g. [.unknownIDDropped("list-9")]
  /// ```
  ///
  /// - Parameter stored: the decoded customization.
  /// - Returns: the customization in use and every adjustment made to it.
  @discardableResult
  public mutating func restoreCustomization(_ stored: TabCustomization) -> TabCustomization.Outcome {
    var events: [NavigationEvent<D>] = []
    return restoreCustomization(stored, events: &events)
  }

  /// Puts a stored customization in place (see ``restoreCustomization(_:)``), appending what
  /// the repair of the selection caused.
  package mutating func restoreCustomization(_ stored: TabCustomization, events: inout [NavigationEvent<D>]) -> TabCustomization.Outcome {
    if inputLog != nil,
      let (outcome, caused) = recorded(
        .restoreCustomization(stored),
        { engine in
          var caused: [NavigationEvent<D>] = []
          return (engine.restoreCustomization(stored, events: &caused), caused)
        }, kinds: { NavigationEvent.kinds($0.1) })
    {
      events.append(contentsOf: caused)
      return outcome
    }
    let outcome = stored.validated(against: structure)
    var next = self
    next.customization = outcome.customization
    next.tabulateRoots()
    var caused: [NavigationEvent<D>] = []
    guard next.drawsATabInEveryLayout, next.repairSelection(events: &caused) else {
      return TabCustomization.Outcome(customization: customization, adjustments: outcome.adjustments + [.leavesNothingToSelect])
    }
    self = next
    events.append(contentsOf: caused)
    return outcome
  }

  /// Replaces the structure (new data, a tab disabled or removed): fits the customization to it,
  /// drops the stacks of tabs that are gone, cuts what the new limits or roots no longer allow
  /// (a stack deeper than its limit, a screen that is now a tab, as `popped` and `dismissed`)
  /// and repairs the selection.
  ///
  /// ```swift
  /// let newLists = [SocialList(id: 1, title: "Swift"), SocialList(id: 3, title: "Travel")]
  /// engine.updateStructure(Social.structure(lists: newLists))
  /// ```
  ///
  /// - Parameter structure: the new structure.
  /// - Returns: the events, or ``NavigationError/noAvailableTab`` when the new structure leaves
  ///   nothing to select in the current layout (the engine is then unchanged).
  @discardableResult
  public mutating func updateStructure(_ structure: AppStructure<D>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    if inputLog != nil,
      let recorded = recorded(
        .structure(StateDigest.fingerprint(of: structure)), { $0.updateStructure(structure) }, kinds: NavigationEvent.kinds)
    {
      return recorded
    }
    var next = self
    next.structure = structure
    next.customization = customization.validated(against: structure).customization
    next.tabulateRoots()
    next.state.stacks = state.stacks.filter { structure.isRoot($0.key) }
    if let previous = next.state.previousSelection, !structure.isRoot(previous) { next.state.previousSelection = nil }
    var events: [NavigationEvent<D>] = []
    next.state.fit(to: structure, events: &events)
    guard next.drawsATabInEveryLayout, next.repairSelection(events: &events) else { return .failure(.noAvailableTab) }
    // A question whose screen the new structure cut went with it.
    next.dropUnansweredQuestion()
    self = next
    return .success(events)
  }

  /// Tells the engine that the person dismissed search: where selecting the search tab
  /// activates search, the previous tab is selected again; otherwise nothing changes.
  ///
  /// ```swift
  /// engine.searchDismissed()
  /// ```
  ///
  /// - Returns: the events, or the error.
  @discardableResult
  public mutating func searchDismissed() -> Result<[NavigationEvent<D>], NavigationError<D>> {
    if inputLog != nil, let recorded = recorded(.searchDismissed, { $0.searchDismissed() }, kinds: NavigationEvent.kinds) {
      return recorded
    }
    guard environment.activatesSearchOnSelection(hasSearchTab: true), structure.tab(for: state.selection)?.role == .search
    else { return .success([]) }
    return send(.dismissSearch)
  }
}
