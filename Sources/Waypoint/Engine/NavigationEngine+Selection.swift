extension NavigationEngine {
  /// Whether the current layout draws `tab` as something a person can select: an enabled tab
  /// the app and the person have not hidden, in the tab bar (or under More) or the sidebar the
  /// layout shows, or a section's landing screen where sections are drawn.
  @inlinable
  func isDrawn(_ tab: D) -> Bool {
    if let rootTable { return rootTable.answers[tab]?.isDrawn ?? false }
    return structure.isAvailable(tab, customization: customization, environment: environment)
  }

  /// The one rule for the selection: drawn in the current layout and allowed by the guard.
  @inlinable
  func canSelect(_ tab: D) -> Bool {
    isDrawn(tab) && policy.allows(tab, state)
  }

  /// Where a selection that can no longer be selected goes: a landing's default or first tab,
  /// the previous selection, else the first tab the layout draws, in bar order; each must pass
  /// ``canSelect(_:)``.
  @usableFromInline
  func fallbackSelection(for old: D) -> D? {
    if let section = structure.section(landing: old), let child = child(of: section, where: canSelect) {
      return child
    }
    if let previous = state.previousSelection, previous != old, canSelect(previous) { return previous }
    return structure.availableRoots(customization: customization, environment: environment)
      .first { $0 != old && canSelect($0) }
  }

  /// Step 4: moves a selection that cannot be selected any more (``canSelect(_:)``). Modals
  /// and an alert presented over the old tab are dismissed with it; every stack is kept.
  /// Returns `false`, changing nothing, when no tab can be selected.
  @inlinable
  mutating func repairSelection(events: inout [NavigationEvent<D>]) -> Bool {
    let old = stateStorage.selection
    guard !canSelect(old) else {
      selectionIsChecked = true
      return true
    }
    guard let target = fallbackSelection(for: old) else {
      selectionIsChecked = false
      return false
    }
    if stateStorage.alert != nil {
      stateStorage.alert = nil
      events.append(.alertDismissed(buttonID: nil))
      closedAlert = nil
      dropUnansweredQuestion()
    }
    if !stateStorage.modals.isEmpty {
      events.append(.dismissed(stateStorage.modals, cause: .restructured))
      stateStorage.modals = []
      if !stateStorage.marks.isEmpty { stateStorage.dropMarksOfScreensThatLeft() }
    }
    stateStorage.previousSelection = nil
    stateStorage.selection = target
    events.append(.repaired(from: old, to: target))
    stateStorage.dropPendingItCannotKeep(&pendingNavigation)
    selectionIsChecked = true
    return true
  }

  /// Lays the state out for the environment (without losing anything), then repairs the
  /// selection: what a new engine and a change of environment do.
  @discardableResult
  mutating func settle(events: inout [NavigationEvent<D>]) -> Bool {
    layOut(state.normalized(for: environment, in: structure))
    return repairSelection(events: &events)
  }

  /// Takes `laidOut`, the state in the form the environment shows, unless that form selects a
  /// screen the guard refuses (a section's landing screen, where sections collapse): the state
  /// then stays as it was, and the selection repair moves a selection the layout does not draw.
  @usableFromInline
  mutating func layOut(_ laidOut: NavigationState<D>) {
    guard laidOut.selection == state.selection || policy.allows(laidOut.selection, laidOut) else { return }
    state = laidOut
    sectionMoves &+= 1
  }

  /// Whether the structure, the customization and the guard leave a tab to select in the current
  /// layout, in a tab bar and in a sidebar: a change of size class or of style cannot be
  /// refused, so a customization, a structure or a guard that would leave one of them empty is.
  var drawsATabInEveryLayout: Bool {
    let layouts = [environment, LayoutEnvironment(style: .tabBar), LayoutEnvironment(style: .sidebar)]
    return layouts.allSatisfy { layout in
      structure.availableRoots(customization: customization, environment: layout).contains { policy.allows($0, state) }
    }
  }
}
