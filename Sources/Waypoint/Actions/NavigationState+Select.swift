extension NavigationState {
  /// Chooses a tab: intercepting tabs run their action, re-choosing follows the tab's re-select
  /// policy, anything else selects. Presented modals are dismissed first.
  @inlinable
  mutating func select(
    _ destination: D,
    in structure: AppStructure<D>,
    events: inout [NavigationEvent<D>],
    depth: Int
  ) throws(NavigationError<D>) {
    var reselectPolicy = AppTab<D>.ReselectPolicy.popToRoot
    if let tab = try structure.availableTab(for: destination) {
      reselectPolicy = tab.reselectPolicy
      if case let .intercept(action) = tab.behavior {
        guard depth < 4 else { throw .interceptLoop(destination) }
        var copy = self
        var caused: [NavigationEvent<D>] = [.intercepted(destination)]
        try copy.reduce(action, in: structure, events: &caused, depth: depth + 1)
        self = copy
        events.append(contentsOf: caused)
        return
      }
    } else if structure.section(landing: destination) == nil {
      throw .notATab(destination)
    }
    dismiss(from: 0, events: &events, reportNothing: false)
    if destination == selection {
      events.append(.reselected(destination))
      try reselect(destination, following: reselectPolicy, in: structure, events: &events, depth: depth)
    } else {
      let previous = selection
      previousSelection = previous
      selection = destination
      events.append(.selected(destination, previous: previous))
      resetLeftTab(previous, in: structure, events: &events)
    }
  }

  /// Chooses the selected tab again, as its policy says: pops to the root or one screen (at the
  /// root, asks to scroll to top), nothing, or an action.
  @inlinable
  mutating func reselect(
    _ tab: D, following policy: AppTab<D>.ReselectPolicy, in structure: AppStructure<D>, events: inout [NavigationEvent<D>],
    depth: Int
  ) throws(NavigationError<D>) {
    switch policy {
    case .popToRoot, .popOne:
      guard let stack = stacks[tab], let last = stack.last else {
        events.append(.scrollToTop(tab))
        return
      }
      if policy == .popToRoot || stack.count == 1 {
        stacks[tab] = nil
        events.append(.popped(stack))
      } else {
        stacks[tab]?.removeLast()
        events.append(.popped([last]))
      }
    case .nothing:
      return
    case let .perform(action):
      guard depth < 4 else { throw .interceptLoop(tab) }
      var copy = self
      var caused: [NavigationEvent<D>] = []
      try copy.reduce(action, in: structure, events: &caused, depth: depth + 1)
      self = copy
      events.append(contentsOf: caused)
    }
  }

  /// Empties the stack of `tab`, just left, when it resets on leave; a search tab that resets
  /// forgets its query too.
  @inlinable
  mutating func resetLeftTab(_ tab: D, in structure: AppStructure<D>, events: inout [NavigationEvent<D>]) {
    let stack = stacks[tab] ?? []
    let hasQuery = !(extras?.searchQuery.isEmpty ?? true)
    guard !stack.isEmpty || hasQuery, let left = structure.tab(for: tab), left.leavePolicy == .reset else { return }
    if hasQuery, left.role == .search { searchQuery = "" }
    guard !stack.isEmpty else { return }
    stacks[tab] = nil
    events.append(.popped(stack, cause: .leftTab))
  }

  /// Leaves search by re-selecting the previous tab, or the first selectable one.
  @usableFromInline
  mutating func dismissSearch(
    in structure: AppStructure<D>,
    events: inout [NavigationEvent<D>],
    depth: Int
  ) throws(NavigationError<D>) {
    guard structure.tab(for: selection)?.role == .search else { throw .notSearching }
    let target =
      previousSelection.flatMap { structure.isSelectable($0) && $0 != selection ? $0 : nil }
      ?? structure.allTabs.first { $0.destination != selection && structure.isSelectable($0.destination) }?.destination
    guard let target else { throw .notSearching }
    try select(target, in: structure, events: &events, depth: depth)
  }
}

extension AppStructure {
  /// The tab for `destination` if people can choose it; `nil` when it is not a tab.
  ///
  /// - Throws: ``NavigationError/tabDisabled(_:)`` or ``NavigationError/tabHidden(_:)``.
  @inlinable
  func availableTab(for destination: D) throws(NavigationError<D>) -> AppTab<D>? {
    guard let tab = tab(for: destination) else { return nil }
    guard tab.isEnabled else { throw .tabDisabled(destination) }
    guard !tab.isHidden else { throw .tabHidden(destination) }
    return tab
  }
}
