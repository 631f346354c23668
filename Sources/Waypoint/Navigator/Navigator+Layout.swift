extension Navigator {
  /// Shows the state in a new environment: lays it out there without losing anything, then
  /// repairs the selection if the new layout cannot draw it (see
  /// ``NavigationEngine/setEnvironment(_:)``).
  ///
  /// ```swift
  /// navigator.setEnvironment(LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .pad))
  /// ```
  ///
  /// - Parameter environment: the new environment.
  /// - Returns: the events: a `.repaired(from:to:)` when the selection had to move.
  @discardableResult
  public func setEnvironment(_ environment: LayoutEnvironment) -> [NavigationEvent<D>] {
    update(.selectionAndStacks) { engine, events in events.append(contentsOf: engine.setEnvironment(environment)) }
    return lastEvents
  }

  /// Applies a person's customization, or refuses it with the reason. If the selected tab is no
  /// longer shown, the selection is repaired. In a ``SessionNavigator`` the customization is
  /// shared: every window gets it.
  ///
  /// ```swift
  /// if case let .failure(error) = navigator.customize(.hide("watch-now", in: .sidebar)) {
  ///   print(error) // "the tab 'watch-now' is fixed and cannot be removed or hidden"
  /// }
  /// ```
  ///
  /// - Parameter operation: the change.
  /// - Returns: the events (a `.repaired(from:to:)` at most), or why the change was refused.
  @discardableResult
  public func customize(_ operation: TabCustomization.Operation) -> Result<[NavigationEvent<D>], CustomizationError> {
    customize([operation])
  }

  /// Applies customization operations all or nothing: the engine decides on all of them first,
  /// so a refused one changes nothing (in a session, every window then gets the result).
  ///
  /// ```swift
  /// let system = SystemTabCustomization(sidebarVisibility: ["tag-ios": .hidden])  // read from SwiftUI
  /// navigator.customize(navigator.customization.operations(toMatch: system, in: navigator.structure))
  /// ```
  ///
  /// - Parameter operations: the changes, in order.
  /// - Returns: the events, or the first refusal.
  @discardableResult
  package func customize(_ operations: [TabCustomization.Operation]) -> Result<[NavigationEvent<D>], CustomizationError> {
    if let session { return session.customize(operations, from: self) }
    return customizeHere(operations)
  }

  /// Applies customization operations to this window only (the session calls it for each window).
  func customizeHere(_ operations: [TabCustomization.Operation]) -> Result<[NavigationEvent<D>], CustomizationError> {
    var result: Result<[NavigationEvent<D>], CustomizationError> = .success([])
    update(.selectionAndStacks) { engine, events in
      result = engine.customize(operations)
      if case let .success(caused) = result { events.append(contentsOf: caused) }
    }
    return result
  }

  /// Puts stored customization in place, fitted to the current structure, and repairs the
  /// selection if needed.
  ///
  /// ```swift
  /// let stored = try JSONDecoder().decode(TabCustomization.self, from: data)
  /// let outcome = navigator.restoreCustomization(stored)
  /// outcome.adjustments // e.g. [.unknownIDDropped("list-9"), .appended("list-3", section: "lists")]
  /// ```
  ///
  /// - Parameter stored: the decoded customization.
  /// - Returns: the customization in use and every adjustment made to it.
  @discardableResult
  public func restoreCustomization(_ stored: TabCustomization) -> TabCustomization.Outcome {
    if let session { return session.restoreCustomization(stored, from: self) }
    return restoreCustomizationHere(stored)
  }

  /// Puts a stored customization in place in this window only (the session calls it for each).
  func restoreCustomizationHere(_ stored: TabCustomization) -> TabCustomization.Outcome {
    var outcome = TabCustomization.Outcome(customization: stored, adjustments: [])
    update(.selectionAndStacks) { engine, events in outcome = engine.restoreCustomization(stored, events: &events) }
    return outcome
  }

  /// Replaces the structure (new data, a tab disabled or removed), fits the customization to it
  /// and repairs the selection if the layout can no longer show it. Stacks of tabs that still
  /// exist are kept; stacks of removed tabs go. In a ``SessionNavigator`` every window gets it
  /// (see ``SessionNavigator/updateStructure(_:)``).
  ///
  /// ```swift
  /// let newLists = [SocialList(id: 1, title: "Swift"), SocialList(id: 3, title: "Travel")]
  /// navigator.updateStructure(Social.structure(lists: newLists))
  /// ```
  ///
  /// - Parameter structure: the new structure.
  /// - Returns: the events, or ``NavigationError/noAvailableTab`` when the new structure leaves
  ///   nothing to select (the navigator is then unchanged).
  @discardableResult
  public func updateStructure(_ structure: AppStructure<D>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    if let session { return session.updateStructure(structure, from: self) }
    return updateStructureHere(structure)
  }

  /// Replaces the structure of this window only (the session calls it for each window).
  func updateStructureHere(_ structure: AppStructure<D>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    lastEvents.removeAll(keepingCapacity: true)
    switch engine.updateStructure(structure) {
    case let .success(events):
      lastEvents = events
      notifyObservers(.everyStack)
      publish()
      return .success(events)
    case let .failure(error):
      return .failure(error)
    }
  }

  /// Tells the navigator that the person dismissed search: where selecting the search tab
  /// activates search, the previous tab is selected again; otherwise nothing changes.
  ///
  /// ```swift
  /// navigator.searchDismissed()
  /// ```
  ///
  /// - Returns: the events, or the error from re-selecting.
  @discardableResult
  public func searchDismissed() -> Result<[NavigationEvent<D>], NavigationError<D>> {
    change(.selectionAndStacks) { engine, events throws(NavigationError<D>) in
      events.append(contentsOf: try engine.searchDismissed().get())
    }
  }
}
