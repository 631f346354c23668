extension NavigationState {
  /// Cuts what a new structure no longer allows, so the state is valid for it: a stack deeper
  /// than its limit, or at a screen that is now a tab or a section's landing, is cut there; a
  /// modal past the limit, or that is now a root, is dismissed with every modal above it; each
  /// modal's stack likewise. The alert goes if the screen it sat on went, and the search query
  /// if the structure has no search tab any more.
  ///
  /// - Parameters:
  ///   - structure: the new structure.
  ///   - events: what was cut (`popped`, `dismissed`), appended to.
  mutating func fit(to structure: AppStructure<D>, events: inout [NavigationEvent<D>]) {
    let top = topIdentity
    let depth = Swift.max(structure.limits.maxStackDepth, 0)
    // In declared order, so that the events come in the same order every time.
    for key in structure.allTabs.map(\.destination) + structure.sections.compactMap(\.landing) {
      guard let stack = stacks[key] else { continue }
      let keep = stack.indices.first {
        $0 >= depth || !structure.may(stack[$0].destination, id: stack[$0].id, standAt: $0, onStackOf: key)
      }
      guard let keep else { continue }
      events.append(.popped(Array(stack[keep...]), cause: .restructured))
      stacks[key] = keep == 0 ? nil : Array(stack[..<keep])
    }
    let modalDepth = Swift.max(structure.limits.maxModalDepth, 0)
    if let cut = modals.indices.first(where: { $0 >= modalDepth || structure.isRoot(modals[$0].destination) }) {
      dismiss(from: cut, events: &events, cause: .restructured)
    }
    for index in modals.indices {
      let stack = modals[index].stack
      guard let keep = stack.indices.first(where: { $0 >= depth || structure.isRoot(stack[$0].destination) }) else { continue }
      events.append(.popped(Array(stack[keep...]), cause: .restructured))
      modals[index].stack = Array(stack[..<keep])
    }
    if alert != nil, topIdentity != top {
      alert = nil
      events.append(.alertDismissed(buttonID: nil))
    }
    if !marks.isEmpty { dropMarksOfScreensThatLeft() }
    if structure.searchTab == nil, !searchQuery.isEmpty { searchQuery = "" }
  }
}
