extension NavigationState {
  /// The address of one screen of a window: a tab's (or a section's) root, or a pushed entry or
  /// a modal's root by its id.
  ///
  /// Senders, callers and the recipients of outcomes all use it.
  ///
  /// ```swift
  /// navigator.send(.push(.rectangleItem(level: 1)).from(.root(.rectangle)))
  /// ```
  public enum Screen: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A tab's root screen, or a section's landing screen.
    case root(D)
    /// A pushed entry, or a modal's root screen (a modal's id is its root's).
    case entry(EntryID)

    /// The screen as text: the root's destination, or the id.
    public var description: String {
      switch self {
      case let .root(destination): "\(destination)"
      case let .entry(id): "\(id)"
      }
    }
  }

  /// Which screen asked for a pushed entry or a modal, so that the outcome it finishes with
  /// reaches that screen.
  ///
  /// ```swift
  /// let modal = Modal(id: 4, destination: AppDestination.compose, style: .sheet, caller: .nobody)
  /// ```
  // No case holds a destination: the caller is a field of every entry and modal, and a
  // destination in it made copying a modal go through its value witnesses (Benchmarks/: +290
  // instructions per present and dismiss).
  public enum Caller: Hashable, Sendable {
    /// The screen it was pushed or presented over: the entry below it in its stack (or the
    /// stack's root), or, for a modal, the top screen of the level under it. What a push or a
    /// presentation records.
    case screenBelow
    /// No screen asked for it: a deep link, a replaced state or restored data built it. Its
    /// outcome reaches nobody.
    case nobody
    /// The entry or modal with this id asked for it; its outcome reaches nobody once that
    /// screen is gone.
    case entry(EntryID)
    /// The root of its tab asked for it (for a modal, the selected tab's root), whatever is
    /// pushed on that tab since.
    case tabRoot
  }

  /// The screen at the top of the window, which the person can interact with: the top modal's
  /// top entry or root, else the selected tab's top entry or root.
  @inlinable
  public var topScreen: Screen {
    if let top = modals.indices.last { return .entry(modals[top].stack.last?.id ?? modals[top].id) }
    if let entry = selectedStack.last { return .entry(entry.id) }
    return .root(selection)
  }

  /// Whether `screen` is still in the state: a root always is (tabs do not leave a window's
  /// state), an entry or a modal while its id is held.
  package func holds(_ screen: Screen) -> Bool {
    switch screen {
    case .root:
      return true
    case let .entry(id):
      if modals.contains(where: { $0.id == id || $0.stack.contains { $0.id == id } }) { return true }
      return stacks.values.contains { $0.contains { $0.id == id } }
    }
  }

  /// The screen under the top of the modal level `level` (`-1` for the selected tab): its top
  /// entry, else its root.
  package func topScreen(ofLevel level: Int) -> Screen {
    if level < 0 {
      if let entry = selectedStack.last { return .entry(entry.id) }
      return .root(selection)
    }
    let modal = modals[level]
    return .entry(modal.stack.last?.id ?? modal.id)
  }
}

extension NavigationState {
  /// The top-most screen on the way down from the top that shows a destination `matches` takes:
  /// the visible stack first, then its root, then each level below, as a pop to it searches.
  ///
  /// ```swift
  /// let state = NavigationState(selection: ShapesDestination.rectangle)
  /// let item = state.topMostScreen { if case .rectangleItem = $0 { true } else { false } }
  /// ```
  ///
  /// - Parameter matches: whether a destination is the one looked for.
  /// - Returns: the screen, or `nil` when none on the way down matches.
  public func topMostScreen(where matches: (D) -> Bool) -> Screen? {
    for level in stride(from: modals.count - 1, through: -1, by: -1) {
      let stack = level < 0 ? selectedStack : modals[level].stack
      if let entry = stack.last(where: { matches($0.destination) }) { return .entry(entry.id) }
      if level < 0 {
        if matches(selection) { return .root(selection) }
      } else if matches(modals[level].destination) {
        return .entry(modals[level].id)
      }
    }
    return nil
  }
}
