extension NavigationState {
  /// Removes what the policy no longer allows and keeps the rest: the pure re-check that runs on
  /// sign-out, after restoration and when a window opens.
  ///
  /// A stack is cut at its first refused entry; the modal chain is cut at its first refused
  /// modal, or above a modal whose stack was cut; a refused selection is repaired by the engine's
  /// one rule (drawn in `environment` and allowed), and every modal goes with it. Redirects count
  /// as refusals here.
  ///
  /// ```swift
  /// let outcome = try restored.removingRefused(by: policy, in: structure).get()
  /// ```
  ///
  /// - Parameters:
  ///   - policy: the guard bound to the current context.
  ///   - structure: the app's structure.
  ///   - environment: the layout the selection must be drawn in; a sidebar, which draws every
  ///     tab the person has not hidden, by default.
  /// - Returns: the allowed state with events for what was removed, or
  ///   ``NavigationError/denied(_:reason:)`` when no tab at all is allowed.
  package func removingRefused(
    by policy: GuardPolicy<D>,
    in structure: AppStructure<D>,
    environment: LayoutEnvironment = LayoutEnvironment(style: .sidebar)
  ) -> Result<NavigationOutcome<D>, NavigationError<D>> {
    var engine = NavigationEngine(unchecked: self, structure: structure, environment: environment)
    return engine.setPolicy(policy).map { NavigationOutcome(state: engine.state, events: $0) }
  }

  /// What the policy no longer allows, removed: each stack cut at its first refused entry, the
  /// modal chain cut at its first refused modal (every modal when the selection is refused).
  /// A refused selection stays: the engine repairs it with its one rule for the selection.
  func cuttingRefused(by policy: GuardPolicy<D>) -> NavigationOutcome<D> {
    var state = self
    var events: [NavigationEvent<D>] = []
    let allowed = { (destination: D) in policy.allows(destination, self) }
    var dropAllModals = false
    if !allowed(selection) { dropAllModals = true }
    if let previous = state.previousSelection, !allowed(previous) { state.previousSelection = nil }
    var popped: [Entry<D>] = []
    for key in orderedStackKeys {
      let stack = stacks[key, default: []]
      let cut = allowed(key) ? stack.firstIndex { !allowed($0.destination) } : 0
      guard let cut else { continue }
      popped.append(contentsOf: stack[cut...])
      state.stacks[key] = cut == 0 ? nil : Array(stack[..<cut])
      if key == state.selection { dropAllModals = true }
    }
    var keptModals: [Modal<D>] = []
    if !dropAllModals {
      for modal in modals {
        guard allowed(modal.destination) else { break }
        var kept = modal
        if let cut = modal.stack.firstIndex(where: { !allowed($0.destination) }) {
          popped.append(contentsOf: modal.stack[cut...])
          kept.stack = Array(modal.stack[..<cut])
          keptModals.append(kept)
          break
        }
        keptModals.append(kept)
      }
    }
    let dismissed = Array(modals.dropFirst(keptModals.count))
    state.modals = keptModals
    if !dismissed.isEmpty { events.append(.dismissed(dismissed, cause: .guarded)) }
    if !popped.isEmpty { events.append(.popped(popped, cause: .guarded)) }
    if state.alert != nil, !events.isEmpty {
      state.alert = nil
      events.append(.alertDismissed(buttonID: nil))
    }
    if !state.marks.isEmpty { state.dropMarksOfScreensThatLeft() }
    return NavigationOutcome(state: state, events: events)
  }

  /// Every destination the state holds: the selection, each stack's tab and entries (stacks in
  /// the order of their tabs' names), and each modal with its stack. A guard must allow every
  /// one of them.
  ///
  /// ```swift
  /// let refused = state.heldDestinations.filter { !policy.allows($0, state) } // always empty
  /// ```
  public var heldDestinations: [D] {
    var result = [selection]
    // In a stable order: the first destination a guard refuses decides where it redirects.
    for key in orderedStackKeys {
      guard let stack = stacks[key], !stack.isEmpty else { continue }
      result.append(key)
      result.append(contentsOf: stack.map { $0.destination })
    }
    for modal in modals {
      result.append(modal.destination)
      result.append(contentsOf: modal.stack.map { $0.destination })
    }
    return result
  }
}
