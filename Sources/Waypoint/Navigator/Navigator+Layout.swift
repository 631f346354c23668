extension Navigator {
  /// What each container shows now: the projection of the state, the structure, the
  /// customization and the environment.
  ///
  /// ```swift
  /// let layout = navigator.layout
  /// layout.tabBar?.items.map(\.title)
  /// ```
  public var layout: Layout<D> {
    Layout(state: state, structure: structure, customization: customization, environment: environment)
  }

  /// Creates a navigator that shows its state in `environment` with `customization`.
  ///
  /// The customization is fitted to the structure (``TabCustomization/validated(against:)``),
  /// the state is normalized for the environment and its selection repaired if the layout
  /// cannot show it (D8).
  ///
  /// ```swift
  /// let navigator = Navigator(
  ///   structure: Media.structure(),
  ///   state: NavigationState(selection: .watchNow),
  ///   environment: LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad),
  ///   customization: stored
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - structure: the app's structure.
  ///   - state: the starting state.
  ///   - environment: the starting environment.
  ///   - customization: the stored customization.
  public convenience init(
    structure: AppStructure<D>,
    state: NavigationState<D>,
    environment: LayoutEnvironment,
    customization: TabCustomization = TabCustomization()
  ) {
    self.init(structure: structure, state: state)
    self.environment = environment
    self.customization = customization.validated(against: structure).customization
    let normalized = state.normalized(for: environment, in: structure)
    storedState =
      normalized.repairingSelection(in: structure, customization: self.customization, environment: environment).state
  }

  /// Shows the state in a new environment: adapts it without losing anything (D7, I4), then
  /// repairs the selection if the new layout cannot show it (D8), and publishes what changed.
  ///
  /// Sidebar ↔ tab bar ↔ single and compact ↔ regular round-trip to an equal state whenever the
  /// selection is available in both layouts; a tab only one layout shows (a sidebar-only tab on
  /// a phone) is replaced by the previous or first available tab, and its stack is kept. No id is
  /// issued: a landing entry made for collapsing a section has a reserved id
  /// (``EntryID/isReserved``) and is dropped again when the section expands.
  ///
  /// ```swift
  /// navigator.setEnvironment(LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .pad))
  /// ```
  ///
  /// - Parameter environment: the new environment.
  /// - Returns: the events: a `.repaired(from:to:)` when the selection had to move.
  @discardableResult
  public func setEnvironment(_ environment: LayoutEnvironment) -> [NavigationEvent<D>] {
    let old = self.environment
    lastEvents.removeAll(keepingCapacity: true)
    self.environment = environment
    withMutation(keyPath: \.state) {
      storedState = storedState.adapted(from: old, to: environment, in: structure)
    }
    repairSelection()
    publish()
    return lastEvents
  }

  /// Applies a person's customization (R39, R41, R90), or refuses it with the reason (D10, I8).
  /// If the selected tab is no longer shown, the selection is repaired (D8).
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
  public func customize(_ operation: CustomizationOperation) -> Result<[NavigationEvent<D>], CustomizationError> {
    lastEvents.removeAll(keepingCapacity: true)
    switch customization.applying(operation, in: structure, sectionPolicy: environment.sectionPolicy) {
    case let .failure(error):
      return .failure(error)
    case let .success(changed):
      customization = changed
      repairSelection()
      publish()
      return .success(lastEvents)
    }
  }

  /// Puts stored customization in place, fitted to the current structure (R59, OQ6), and repairs
  /// the selection if needed (D8).
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
  public func restoreCustomization(_ stored: TabCustomization) -> CustomizationOutcome {
    lastEvents.removeAll(keepingCapacity: true)
    let outcome = stored.validated(against: structure)
    customization = outcome.customization
    repairSelection()
    publish()
    return outcome
  }

  /// Tells the navigator that the person dismissed search. Under
  /// ``SearchActivation/searchTabSelection`` with the search tab selected, the previous tab is
  /// re-selected (R47, R69, S4); otherwise nothing changes (R47's `automatic`).
  ///
  /// ```swift
  /// navigator.searchDismissed()
  /// ```
  ///
  /// - Returns: the events, or the error from re-selecting.
  @discardableResult
  public func searchDismissed() -> Result<[NavigationEvent<D>], NavigationError<D>> {
    guard environment.searchActivation == .searchTabSelection, structure.tab(for: state.selection)?.role == .search
    else {
      lastEvents.removeAll(keepingCapacity: true)
      return .success([])
    }
    let result = send(.dismissSearch)
    guard case .success = result else { return result }
    let mark = lastEvents.count
    repairSelection()
    publish(lastEvents[mark...])
    return .success(lastEvents)
  }

  /// Repairs the selection for the current layout and records the event (D8), then re-checks the
  /// guard, since a repaired selection must be allowed too (I9).
  func repairSelection() {
    let outcome = storedState.repairingSelection(in: structure, customization: customization, environment: environment)
    if !outcome.events.isEmpty {
      withMutation(keyPath: \.state) { storedState = outcome.state }
      lastEvents.append(contentsOf: outcome.events)
    }
    guard !policy.allowsEverything, case let .success(checked) = storedState.removingRefused(by: policy, in: structure),
      checked.state != storedState
    else { return }
    withMutation(keyPath: \.state) { storedState = checked.state }
    lastEvents.append(contentsOf: checked.events)
  }
}
