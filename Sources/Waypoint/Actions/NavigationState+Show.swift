extension NavigationState {
  /// The deep link: selects the route's tab, sets its stack, presents the route's modals and
  /// dismisses every modal that is not on the route. Screens already on screen at the same place
  /// keep their ids, so the UI only changes what differs. `resolved` is the destination's
  /// hierarchy when the caller already followed it.
  @inlinable
  mutating func show(
    _ destination: D,
    in structure: AppStructure<D>,
    events: inout [NavigationEvent<D>],
    depth: Int,
    resolved: Hierarchy<D>? = nil
  ) throws(NavigationError<D>) {
    let hierarchy: Hierarchy<D>
    if let resolved {
      hierarchy = resolved
    } else {
      switch structure.hierarchy(of: destination) {
      case let .success(value): hierarchy = value
      case let .failure(error): throw error
      }
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
    let left = selection
    try rebuild(root: root, steps: hierarchy.steps, limits: structure.limits, events: &events)
    if selection != left { resetLeftTab(left, in: structure, events: &events) }
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
    // Most links are pushes: the stack is made once, at its size.
    newStack.reserveCapacity(steps.count)
    var newModals: [Modal<D>] = []
    var next = nextEntryID
    var reusing = true
    var kept = 0
    for (index, step) in steps.enumerated() {
      var id = next
      // A screen the link builds was asked for by nobody; one already there keeps its caller.
      var caller = Caller.nobody
      if reusing, let reused = old.id(at: index, matching: step) {
        id = reused
        caller = old.items[index].caller
        kept += 1
      } else {
        reusing = false
        guard next.isIssuable else { throw .entryIDsExhausted }
        next = next.next
      }
      switch step.presentation {
      case .push:
        let entry = Entry(id: id, destination: step.destination, caller: caller)
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
        // A sheet kept on screen (its id reused, at the same elevation: the prefix matched level
        // by level) keeps the detent it rests at.
        let elevation = newModals.count
        let detent = oldModals.indices.contains(elevation) && oldModals[elevation].id == id ? oldModals[elevation].selectedDetent : nil
        newModals.append(Modal(id: id, destination: step.destination, style: style, caller: caller, selectedDetent: detent))
      }
    }
    old.reportRemoved(keepingFirst: kept, events: &events)
    if root != selection {
      if !modals.isEmpty { events.append(.dismissed(modals, cause: .deepLink)) }
      previousSelection = selection
      events.append(.selected(root, previous: selection))
      selection = root
    }
    Flattened.reportAdded(newStack: newStack, newModals: newModals, after: kept, events: &events)
    stacks[root] = newStack.isEmpty ? nil : newStack
    modals = newModals
    advanceEntryIDs(to: next)
  }
}

/// A state's levels as one sequence of pushes and presentations, for matching a route against
/// what is on screen.
@usableFromInline
struct Flattened<D: Destination> {
  @usableFromInline var items: [(id: EntryID, step: Hierarchy<D>.Step, caller: NavigationState<D>.Caller)] = []
  @usableFromInline let stack: [Entry<D>]
  @usableFromInline let modals: [Modal<D>]

  @inlinable
  init(stack: [Entry<D>], modals: [Modal<D>]) {
    self.stack = stack
    self.modals = modals
    items = stack.map { ($0.id, .init($0.destination, .push), $0.caller) }
    for modal in modals {
      items.append((modal.id, .init(modal.destination, .present(modal.style)), modal.caller))
      items.append(contentsOf: modal.stack.map { ($0.id, .init($0.destination, .push), $0.caller) })
    }
  }

  /// The id on screen at `index` if it shows the same step.
  @inlinable
  func id(at index: Int, matching step: Hierarchy<D>.Step) -> EntryID? {
    guard index < items.count, items[index].step == step else { return nil }
    return items[index].id
  }

  /// Reports what the old levels lose, given that the first `kept` levels stay (ids are reused
  /// only for a common prefix, so everything after it goes): dismissed modals first, then the
  /// entries popped from the stack and from the modals that stay.
  @inlinable
  func reportRemoved(keepingFirst kept: Int, events: inout [NavigationEvent<D>]) {
    var dismissed: [Modal<D>] = []
    var popped: [Entry<D>] = []
    var index = 0
    for entry in stack {
      if index >= kept { popped.append(entry) }
      index += 1
    }
    for modal in modals {
      let stays = index < kept
      if !stays { dismissed.append(modal) }
      index += 1
      for entry in modal.stack {
        if stays, index >= kept { popped.append(entry) }
        index += 1
      }
    }
    if !dismissed.isEmpty { events.append(.dismissed(dismissed, cause: .deepLink)) }
    if !popped.isEmpty { events.append(.popped(popped, cause: .deepLink)) }
  }

  /// Reports what the new levels add after the first `kept`, which were already on screen:
  /// pushes and presentations, bottom first.
  @inlinable
  static func reportAdded(
    newStack: [Entry<D>],
    newModals: [Modal<D>],
    after kept: Int,
    events: inout [NavigationEvent<D>]
  ) {
    events.reserveCapacity(events.count + newStack.count + newModals.count - Swift.min(kept, newStack.count))
    var index = 0
    for entry in newStack {
      if index >= kept { events.append(.pushed(entry)) }
      index += 1
    }
    for modal in newModals {
      if index >= kept {
        events.append(.presented(Modal(id: modal.id, destination: modal.destination, style: modal.style, caller: modal.caller)))
      }
      index += 1
      for entry in modal.stack {
        if index >= kept { events.append(.pushed(entry)) }
        index += 1
      }
    }
  }
}
