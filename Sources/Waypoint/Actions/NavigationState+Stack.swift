extension NavigationState {
  @inlinable
  mutating func push(
    _ destination: D,
    limits: NavigationLimits,
    events: inout [NavigationEvent<D>]
  ) throws(NavigationError<D>) {
    // The stack is found once and appended to in place: one hash of the selection, and the
    // stack is neither copied nor read through `visibleStack` (`stacks[selection, default: []]`
    // costs two allocations per push, and moving the stack out and back hashed twice;
    // Benchmarks/instructions).
    let top = modals.count - 1
    let index = top < 0 ? stacks.index(forKey: selection) : nil
    let count = top >= 0 ? modals[top].stack.count : index.map { stacks.values[$0].count } ?? 0
    guard count < limits.maxStackDepth else { throw .stackDepthExceeded(limit: limits.maxStackDepth) }
    guard nextEntryID.isIssuable else { throw .entryIDsExhausted }
    let entry = Entry(id: issueEntryID(), destination: destination)
    if top >= 0 {
      modals[top].stack.append(entry)
    } else if let index {
      stacks.values[index].append(entry)
    } else {
      stacks[selection] = [entry]
    }
    events.append(.pushed(entry))
  }

  @inlinable
  mutating func pop(_ count: Int, events: inout [NavigationEvent<D>]) throws(NavigationError<D>) {
    guard count > 0 else { throw .invalidCount(count) }
    // The stack is found once (one hash of the selection), as for a push.
    let top = modals.count - 1
    let index = top < 0 ? stacks.index(forKey: selection) : nil
    let available = top >= 0 ? modals[top].stack.count : index.map { stacks.values[$0].count } ?? 0
    guard count <= available else { throw .popPastRoot(requested: count, available: available) }
    truncateStack(to: available - count, modal: top, tabIndex: index, events: &events, cause: .app)
  }

  @inlinable
  mutating func popToRoot(events: inout [NavigationEvent<D>]) {
    if visibleStack.isEmpty {
      events.append(.alreadyAtRoot)
    } else {
      truncateVisibleStack(to: 0, events: &events)
    }
  }

  /// Pops to the top-most screen matching `target`, searching the visible stack first, then each
  /// level below it; modals above the match are dismissed. Returns the screen popped to.
  @usableFromInline
  @discardableResult
  mutating func pop(
    to target: NavigationAction<D>.PopTarget,
    events: inout [NavigationEvent<D>],
    cause: NavigationAction<D>.Cause = .app
  ) throws(NavigationError<D>) -> Screen {
    let matches: (Screen, D) -> Bool
    switch target {
    case let .destination(destination): matches = { $1 == destination }
    case let .entry(id): matches = { screen, _ in screen == .entry(id) }
    case let .marked(name):
      let marks = marks
      matches = { screen, _ in marks[screen] == name }
    case let .caller(id):
      guard let caller = caller(of: id) else { throw .popTargetNotFound(target) }
      matches = { screen, _ in screen == caller }
    }
    for level in stride(from: modals.count - 1, through: -1, by: -1) {
      let root: (screen: Screen, destination: D) =
        level < 0 ? (.root(selection), selection) : (.entry(modals[level].id), modals[level].destination)
      let stack = level < 0 ? selectedStack : modals[level].stack
      let keep: Int
      let screen: Screen
      if let index = stack.lastIndex(where: { matches(.entry($0.id), $0.destination) }) {
        (keep, screen) = (index + 1, .entry(stack[index].id))
      } else if matches(root.screen, root.destination) {
        (keep, screen) = (0, root.screen)
      } else {
        continue
      }
      dismiss(from: level + 1, events: &events, reportNothing: false, cause: cause)
      if keep < stack.count { truncateVisibleStack(to: keep, events: &events, cause: cause) }
      return screen
    }
    throw .popTargetNotFound(target)
  }

  /// Removes the visible stack's entries from index `count` on.
  @inlinable
  mutating func truncateVisibleStack(
    to count: Int, events: inout [NavigationEvent<D>], cause: NavigationAction<D>.Cause = .app
  ) {
    let top = modals.count - 1
    truncateStack(to: count, modal: top, tabIndex: top < 0 ? stacks.index(forKey: selection) : nil, events: &events, cause: cause)
  }

  /// Removes the entries from index `count` on of the top modal's stack (`modal`, its
  /// elevation), or with no modal (`modal` < 0), of the selected tab's stack at `tabIndex`.
  @inlinable
  mutating func truncateStack(
    to count: Int,
    modal: Int,
    tabIndex: [D: [Entry<D>]].Index?,
    events: inout [NavigationEvent<D>],
    cause: NavigationAction<D>.Cause
  ) {
    let removed: [Entry<D>]
    if modal >= 0 {
      removed = Self.removeEntries(from: &modals[modal].stack, keeping: count)
    } else if let tabIndex {
      // In place through the index; an emptied stack goes, so that it equals a missing one.
      if count == 0 {
        removed = stacks.remove(at: tabIndex).value
      } else {
        removed = Self.removeEntries(from: &stacks.values[tabIndex], keeping: count)
      }
    } else {
      removed = []
    }
    events.append(.popped(removed, cause: cause))
  }

  /// Removes and returns the entries of `stack` from index `count` on, in place: the stack keeps
  /// its storage, so a pop copies nothing but the popped entries. (`removeSubrange(count...)`
  /// through an optional chain cost 11 allocations per pop in unspecialized code; Benchmarks/.)
  @inlinable
  static func removeEntries(from stack: inout [Entry<D>], keeping count: Int) -> [Entry<D>] {
    let removed = Array(stack[count..<stack.count])
    stack.removeLast(stack.count - count)
    return removed
  }
}
