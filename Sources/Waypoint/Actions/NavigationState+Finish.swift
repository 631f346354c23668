extension NavigationState {
  /// Ends the top screen (its top entry, else the top modal) for the reason `.finished`, and
  /// delivers `outcome` to the screen that asked for it.
  @usableFromInline
  mutating func finish(returning outcome: D.Outcome?, events: inout [NavigationEvent<D>]) throws(NavigationError<D>) {
    let level = modals.count - 1
    let stack = visibleStack
    let finished: EntryID
    let recipient: Screen?
    if let entry = stack.last {
      finished = entry.id
      let below: Screen =
        stack.count > 1 ? .entry(stack[stack.count - 2].id) : (level < 0 ? .root(selection) : .entry(modals[level].id))
      truncateVisibleStack(to: stack.count - 1, events: &events, cause: .finished)
      recipient = self.recipient(for: entry.caller, below: below, tab: level < 0 ? selection : nil)
    } else if level >= 0 {
      let modal = modals[level]
      finished = modal.id
      let below = topScreen(ofLevel: level - 1)
      dismiss(from: level, events: &events, cause: .finished)
      recipient = self.recipient(for: modal.caller, below: below, tab: selection)
    } else {
      throw .nothingToFinish(selection)
    }
    if let outcome { events.append(.delivered(outcome, to: recipient, from: .entry(finished))) }
  }

  /// Where an outcome goes, once the finished screen left: the screen below it, the recorded
  /// entry while it is still in the state, its tab's root (`tab`, when it has one), or nobody.
  func recipient(for caller: Caller, below: Screen, tab: D?) -> Screen? {
    switch caller {
    case .screenBelow: below
    case .nobody: nil
    case let .entry(id): holds(.entry(id)) ? .entry(id) : nil
    case .tabRoot: tab.map { .root($0) }
    }
  }
}

extension NavigationState {
  /// Reports every screen of this state that `next` no longer holds, each once: the modals
  /// that left (with their stacks), then the entries that left the stacks and modals that stay.
  func reportLeaving(for next: NavigationState, cause: NavigationAction<D>.Cause, events: inout [NavigationEvent<D>]) {
    let kept = Set(next.allIDs)
    let dismissed = modals.filter { !kept.contains($0.id) }
    var popped: [Entry<D>] = []
    for key in orderedStackKeys { popped.append(contentsOf: stacks[key, default: []].filter { !kept.contains($0.id) }) }
    for modal in modals where kept.contains(modal.id) { popped.append(contentsOf: modal.stack.filter { !kept.contains($0.id) }) }
    if !dismissed.isEmpty { events.append(.dismissed(dismissed, cause: cause)) }
    if !popped.isEmpty { events.append(.popped(popped, cause: cause)) }
  }
}

extension NavigationState {
  /// After the action of an alert's `button`: its outcome, if any, goes to `screen`, the screen
  /// the alert was over, while it is still in the state.
  @usableFromInline
  func deliverAnswer(of button: AlertState<D>.Button, over screen: Screen, events: inout [NavigationEvent<D>]) {
    guard let outcome = button.outcome else { return }
    events.append(.delivered(outcome, to: holds(screen) ? screen : nil, from: screen))
  }
}
