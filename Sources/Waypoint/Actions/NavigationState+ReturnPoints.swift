extension NavigationState {
  /// Returns to `target`: everything above it ends as finished, and `outcome` goes to it from
  /// the screen that was on top.
  @usableFromInline
  mutating func returnTo(
    _ target: NavigationAction<D>.PopTarget, outcome: D.Outcome?, events: inout [NavigationEvent<D>]
  ) throws(NavigationError<D>) {
    let top = topScreen
    let mark = events.count
    let reached = try pop(to: target, events: &events, cause: .finished)
    guard events.count > mark else {
      events.append(.alreadyOnTop(topDestination))
      return
    }
    if let outcome { events.append(.delivered(outcome, to: reached, from: top)) }
  }

  /// Marks `screen` with `name`, or removes its mark.
  @usableFromInline
  mutating func mark(_ name: String?, on screen: Screen, in structure: AppStructure<D>) throws(NavigationError<D>) {
    switch screen {
    case let .root(destination): guard structure.isRoot(destination) else { throw .notATab(destination) }
    case let .entry(id): guard holds(screen) else { throw .entryNotFound(id) }
    }
    marks[screen] = name
  }

  /// The screen that pushed or presented the entry or modal `id`, while it is in the state.
  func caller(of id: EntryID) -> Screen? {
    for level in modals.indices.reversed() {
      if modals[level].id == id {
        return recipient(for: modals[level].caller, below: topScreen(ofLevel: level - 1), tab: selection)
      }
      if let index = modals[level].stack.firstIndex(where: { $0.id == id }) {
        let below: Screen = index == 0 ? .entry(modals[level].id) : .entry(modals[level].stack[index - 1].id)
        return recipient(for: modals[level].stack[index].caller, below: below, tab: nil)
      }
    }
    for (tab, stack) in stacks {
      guard let index = stack.firstIndex(where: { $0.id == id }) else { continue }
      let below: Screen = index == 0 ? .root(tab) : .entry(stack[index - 1].id)
      return recipient(for: stack[index].caller, below: below, tab: tab)
    }
    return nil
  }

  /// Drops the marks of screens that left the state.
  @usableFromInline
  mutating func dropMarksOfScreensThatLeft() {
    marks = marks.filter { holds($0.key) }
  }

  /// After an action with a mark: marks the screen it pushed or presented (the last one), or the
  /// modal it found already presented.
  mutating func markNewScreen(_ name: String, events: ArraySlice<NavigationEvent<D>>) {
    for event in events.reversed() {
      switch event {
      case let .pushed(entry):
        marks[.entry(entry.id)] = name
        return
      case let .presented(modal), let .alreadyPresented(modal):
        marks[.entry(modal.id)] = name
        return
      default:
        continue
      }
    }
  }
}
