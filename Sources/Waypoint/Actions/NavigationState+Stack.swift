extension NavigationState {
  @inlinable
  mutating func push(
    _ destination: D,
    limits: NavigationLimits,
    events: inout [NavigationEvent<D>]
  ) throws(NavigationError<D>) {
    guard visibleStack.count < limits.maxStackDepth else {
      throw .stackDepthExceeded(limit: limits.maxStackDepth)
    }
    guard nextEntryID.isIssuable else { throw .entryIDsExhausted }
    let entry = Entry(id: issueEntryID(), destination: destination)
    if modals.isEmpty {
      // Appended in place through the stack's index: one hash of the selection, and the stack is
      // not copied (`stacks[selection, default: []]` costs two allocations per push, and moving
      // the stack out and back hashed twice; Benchmarks/instructions).
      if let index = stacks.index(forKey: selection) {
        stacks.values[index].append(entry)
      } else {
        stacks[selection] = [entry]
      }
    } else {
      modals[modals.count - 1].stack.append(entry)
    }
    events.append(.pushed(entry))
  }

  @inlinable
  mutating func pop(_ count: Int, events: inout [NavigationEvent<D>]) throws(NavigationError<D>) {
    guard count > 0 else { throw .invalidCount(count) }
    let available = visibleStack.count
    guard count <= available else { throw .popPastRoot(requested: count, available: available) }
    truncateVisibleStack(to: available - count, events: &events)
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
  /// level below it; modals above the match are dismissed.
  @usableFromInline
  mutating func pop(to target: NavigationAction<D>.PopTarget, events: inout [NavigationEvent<D>]) throws(NavigationError<D>) {
    for level in stride(from: modals.count - 1, through: -1, by: -1) {
      let root: (id: EntryID?, destination: D) =
        level < 0 ? (nil, selection) : (modals[level].id, modals[level].destination)
      let stack = level < 0 ? selectedStack : modals[level].stack
      let keep: Int?
      switch target {
      case let .destination(destination):
        if let index = stack.lastIndex(where: { $0.destination == destination }) {
          keep = index + 1
        } else {
          keep = root.destination == destination ? 0 : nil
        }
      case let .entry(id):
        if let index = stack.lastIndex(where: { $0.id == id }) {
          keep = index + 1
        } else {
          keep = root.id == id ? 0 : nil
        }
      }
      guard let keep else { continue }
      dismiss(from: level + 1, events: &events, reportNothing: false)
      if keep < stack.count { truncateVisibleStack(to: keep, events: &events) }
      return
    }
    throw .popTargetNotFound(target)
  }

  /// Removes the visible stack's entries from index `count` on.
  @inlinable
  mutating func truncateVisibleStack(
    to count: Int, events: inout [NavigationEvent<D>], cause: NavigationAction<D>.Cause = .app
  ) {
    let removed: [Entry<D>]
    if !modals.isEmpty {
      removed = Self.removeEntries(from: &modals[modals.count - 1].stack, keeping: count)
    } else if count == 0 {
      removed = stacks.removeValue(forKey: selection) ?? []
    } else {
      var stack: [Entry<D>] = []
      if let existing = stacks.removeValue(forKey: selection) { stack = existing }
      removed = Self.removeEntries(from: &stack, keeping: count)
      stacks[selection] = stack
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
