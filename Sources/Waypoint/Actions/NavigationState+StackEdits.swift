extension NavigationState {
  /// Removes the pushed entry `id` from whichever stack holds it. The entry above it loses its
  /// caller (the screen below it left), as does a modal presented from it.
  @usableFromInline
  mutating func remove(_ id: EntryID, events: inout [NavigationEvent<D>]) throws(NavigationError<D>) {
    guard !id.isReserved else { throw .notRemovable(id) }
    guard !modals.contains(where: { $0.id == id }) else { throw .notRemovable(id) }
    let before = self
    var removed: Entry<D>?
    for level in modals.indices {
      guard let index = modals[level].stack.firstIndex(where: { $0.id == id }) else { continue }
      removed = modals[level].stack.remove(at: index)
      Self.forget(callerAt: index, in: &modals[level].stack)
      break
    }
    if removed == nil {
      // Ids are unique in the window: at most one stack holds it.
      if let (key, index) = stacks.lazy.compactMap({ key, stack in stack.firstIndex { $0.id == id }.map { (key, $0) } }).first {
        removed = stacks[key]?.remove(at: index)
        if stacks[key]?.isEmpty == true { stacks[key] = nil } else { Self.forget(callerAt: index, in: &stacks[key, default: []]) }
      }
    }
    guard let removed else { throw .entryNotFound(id) }
    keepModalCallers(from: before)
    events.append(.popped([removed], cause: .removed))
  }

  /// The entry now at `index` lost the screen below it, which asked for it: its outcome now
  /// reaches nobody.
  static func forget(callerAt index: Int, in stack: inout [Entry<D>]) {
    guard index < stack.count, stack[index].caller == .screenBelow else { return }
    stack[index].caller = .nobody
  }

  /// Replaces the top entry of the visible stack with a new entry showing `destination`.
  @usableFromInline
  mutating func replaceTop(with destination: D, limits: NavigationLimits, events: inout [NavigationEvent<D>]) throws(NavigationError<D>) {
    let count = visibleStack.count
    guard count > 0 else { throw .popPastRoot(requested: 1, available: 0) }
    guard nextEntryID.isIssuable else { throw .entryIDsExhausted }
    truncateVisibleStack(to: count - 1, events: &events, cause: .replaced)
    try push(destination, limits: limits, events: &events)
  }

  /// Pops back to the top-most `destination` on the visible stack or its root, or pushes it.
  @usableFromInline
  mutating func popToOrPush(_ destination: D, in structure: AppStructure<D>, events: inout [NavigationEvent<D>]) throws(NavigationError<D>)
  {
    let stack = visibleStack
    let rootDestination = modals.last?.destination ?? selection
    if stack.last?.destination == destination || (stack.isEmpty && rootDestination == destination) {
      events.append(.alreadyOnTop(destination))
    } else if let index = stack.lastIndex(where: { $0.destination == destination }) {
      truncateVisibleStack(to: index + 1, events: &events)
    } else if rootDestination == destination {
      truncateVisibleStack(to: 0, events: &events)
    } else {
      try requirePushable(destination, in: structure)
      try push(destination, limits: structure.limits, events: &events)
    }
  }

  /// Sets the stack of `tab`: the entries that show the same screens at the same places keep
  /// their ids; the rest of the old stack leaves (replaced), the rest of the new one comes as
  /// pushes, each asked for by the screen below it.
  @usableFromInline
  mutating func setStack(_ destinations: [D], tab: D, in structure: AppStructure<D>, events: inout [NavigationEvent<D>])
    throws(NavigationError<D>)
  {
    guard structure.isRoot(tab) else { throw .notATab(tab) }
    guard destinations.count <= structure.limits.maxStackDepth else {
      throw .stackDepthExceeded(limit: structure.limits.maxStackDepth)
    }
    for destination in destinations where structure.isRoot(destination) { throw .rootAsEntry(destination) }
    let old = stack(for: tab)
    var kept = 0
    while kept < old.count, kept < destinations.count, old[kept].destination == destinations[kept], !old[kept].id.isReserved {
      kept += 1
    }
    var next = nextEntryID
    var added: [Entry<D>] = []
    for destination in destinations[kept...] {
      guard next.isIssuable else { throw .entryIDsExhausted }
      added.append(Entry(id: next, destination: destination))
      next = next.next
    }
    let before = self
    let newStack = Array(old[..<kept]) + added
    stacks[tab] = newStack.isEmpty ? nil : newStack
    advanceEntryIDs(to: next)
    if kept < old.count { events.append(.popped(Array(old[kept...]), cause: .replaced)) }
    for entry in added { events.append(.pushed(entry)) }
    if tab == selection { keepModalCallers(from: before) }
  }

  /// After the stacks under the modals changed: a modal whose caller was the screen under it,
  /// and whose screen under it is now another, keeps the old one as its caller while it is in
  /// the state (by id, or its tab's root), and is asked for by nobody once it left.
  mutating func keepModalCallers(from before: NavigationState) {
    for level in modals.indices where modals[level].caller == .screenBelow && level < before.modals.count {
      let was = before.topScreen(ofLevel: level - 1)
      guard was != topScreen(ofLevel: level - 1) else { continue }
      switch was {
      case .root: modals[level].caller = .tabRoot
      case let .entry(id): modals[level].caller = holds(.entry(id)) ? .entry(id) : .nobody
      }
    }
  }
}
