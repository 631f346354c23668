extension NavigationState {
  /// The deep link: selects the route's tab, sets its stack, presents the route's modals and
  /// dismisses every modal that is not on the route. Screens already on screen at the same place
  /// keep their ids, so the UI only changes what differs.
  @inlinable
  mutating func show(
    _ destination: D,
    in structure: AppStructure<D>,
    events: inout [NavigationEvent<D>],
    depth: Int
  ) throws(NavigationError<D>) {
    let hierarchy: Hierarchy<D>
    switch structure.hierarchy(of: destination) {
    case let .success(value): hierarchy = value
    case let .failure(error): throw error
    }
    guard case let .tab(root) = hierarchy.base else {
      var copy = self
      var caused: [NavigationEvent<D>] = []
      for step in hierarchy.steps {
        try copy.append(step, limits: structure.limits, events: &caused)
      }
      self = copy
      events.append(contentsOf: caused)
      return
    }
    if try structure.availableTab(for: root)?.isIntercepting == true {
      guard hierarchy.steps.isEmpty else { throw .notATab(root) }
      try select(root, in: structure, events: &events, depth: depth)
      return
    }
    try rebuild(root: root, steps: hierarchy.steps, limits: structure.limits, events: &events)
  }

  @inlinable
  mutating func append(
    _ step: Hierarchy<D>.Step,
    limits: NavigationLimits,
    events: inout [NavigationEvent<D>]
  ) throws(NavigationError<D>) {
    switch step.presentation {
    case .push: try push(step.destination, limits: limits, events: &events)
    case let .present(style): try present(step.destination, style: style, limits: limits, events: &events)
    }
  }

  /// Replaces the selected tab's stack and the modal chain with the route, keeping the ids of the
  /// common prefix.
  @inlinable
  mutating func rebuild(
    root: D,
    steps: [Hierarchy<D>.Step],
    limits: NavigationLimits,
    events: inout [NavigationEvent<D>]
  ) throws(NavigationError<D>) {
    let oldStack = stack(for: root)
    let oldModals = root == selection ? modals : []
    let old = Flattened(stack: oldStack, modals: oldModals)
    var newStack: [Entry<D>] = []
    var newModals: [Modal<D>] = []
    var next = nextEntryID
    var reusing = true
    for (index, step) in steps.enumerated() {
      var id = next
      if reusing, let reused = old.id(at: index, matching: step) {
        id = reused
      } else {
        reusing = false
        guard next.isIssuable else { throw .entryIDsExhausted }
        next = next.next
      }
      switch step.presentation {
      case .push:
        let entry = Entry(id: id, destination: step.destination)
        if newModals.isEmpty {
          guard newStack.count < limits.maxStackDepth else { throw .stackDepthExceeded(limit: limits.maxStackDepth) }
          newStack.append(entry)
        } else {
          guard newModals[newModals.count - 1].stack.count < limits.maxStackDepth else {
            throw .stackDepthExceeded(limit: limits.maxStackDepth)
          }
          newModals[newModals.count - 1].stack.append(entry)
        }
      case let .present(style):
        guard newModals.count < limits.maxModalDepth else { throw .modalDepthExceeded(limit: limits.maxModalDepth) }
        newModals.append(Modal(id: id, destination: step.destination, style: style))
      }
    }
    old.report(keeping: newStack, newModals, events: &events)
    if root != selection {
      if !modals.isEmpty { events.append(.dismissed(modals)) }
      previousSelection = selection
      events.append(.selected(root, previous: selection))
      selection = root
    }
    Flattened.reportAdded(oldStack: oldStack, oldModals: oldModals, newStack: newStack, newModals: newModals, events: &events)
    stacks[root] = newStack.isEmpty ? nil : newStack
    modals = newModals
    advanceEntryIDs(to: next)
  }
}

/// A state's levels as one sequence of pushes and presentations, for matching a route against
/// what is on screen.
@usableFromInline
struct Flattened<D: Destination> {
  @usableFromInline var items: [(id: EntryID, step: Hierarchy<D>.Step)] = []
  @usableFromInline let stack: [Entry<D>]
  @usableFromInline let modals: [Modal<D>]

  @inlinable
  init(stack: [Entry<D>], modals: [Modal<D>]) {
    self.stack = stack
    self.modals = modals
    items = stack.map { ($0.id, .init($0.destination, .push)) }
    for modal in modals {
      items.append((modal.id, .init(modal.destination, .present(modal.style))))
      items.append(contentsOf: modal.stack.map { ($0.id, .init($0.destination, .push)) })
    }
  }

  /// The id on screen at `index` if it shows the same step.
  @inlinable
  func id(at index: Int, matching step: Hierarchy<D>.Step) -> EntryID? {
    guard index < items.count, items[index].step == step else { return nil }
    return items[index].id
  }

  /// Reports what the old levels lose: dismissed modals first, then popped entries.
  @inlinable
  func report(keeping newStack: [Entry<D>], _ newModals: [Modal<D>], events: inout [NavigationEvent<D>]) {
    let keptModalIDs = Set(newModals.map { $0.id })
    let dismissed = modals.filter { !keptModalIDs.contains($0.id) }
    if !dismissed.isEmpty { events.append(.dismissed(dismissed)) }
    let keptIDs = Set(newStack.map { $0.id } + newModals.flatMap { $0.stack.map { $0.id } })
    let popped = (stack + modals.filter { keptModalIDs.contains($0.id) }.flatMap { $0.stack })
      .filter { !keptIDs.contains($0.id) }
    if !popped.isEmpty { events.append(.popped(popped)) }
  }

  /// Reports what the new levels add: pushes and presentations, bottom first.
  @inlinable
  static func reportAdded(
    oldStack: [Entry<D>],
    oldModals: [Modal<D>],
    newStack: [Entry<D>],
    newModals: [Modal<D>],
    events: inout [NavigationEvent<D>]
  ) {
    let oldIDs = Set(oldStack.map { $0.id } + oldModals.flatMap { [$0.id] + $0.stack.map { $0.id } })
    for entry in newStack where !oldIDs.contains(entry.id) { events.append(.pushed(entry)) }
    for modal in newModals {
      if !oldIDs.contains(modal.id) { events.append(.presented(Modal(id: modal.id, destination: modal.destination, style: modal.style))) }
      for entry in modal.stack where !oldIDs.contains(entry.id) { events.append(.pushed(entry)) }
    }
  }
}
