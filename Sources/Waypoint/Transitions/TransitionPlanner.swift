/// Computes the steps of a ``TransitionPlan``: back to the common ancestor, then forward to the
/// target, one presentation per step.
struct TransitionPlanner<D: Destination> {
  let start: NavigationState<D>
  let target: NavigationState<D>
  /// The limits every state on the way stays within (a stack drawn one screen deeper, below).
  var limits = NavigationLimits()
  /// The app's structure, when known: every state on the way is then valid in it.
  var structure: AppStructure<D>? = nil

  /// Where the visible chains of two states with the same selection part: the lowest level
  /// whose stack differs, or below which the next modal differs. Level -1 is the selected tab.
  struct Divergence: Equatable {
    var level: Int
    var stackDiffers: Bool
  }

  func steps(motion: NavigationAction<D>.Motion) -> [TransitionPlan<D>.Step] {
    var changes: [TransitionPlan<D>.Step.Change] = []
    var carrier = 0
    let hidden: [D: [Entry<D>]]
    if start.selection != target.selection {
      if !start.modals.isEmpty || start.alert != nil { changes.append(.dismiss(to: 0)) }
      carrier = changes.count
      changes.append(.select(target.selection))
      hidden = changedStacks(except: nil)
      changes.append(contentsOf: presentations(above: -1))
    } else {
      hidden = changedStacks(except: start.selection)
      changes = sameTabChanges()
    }
    let keepsTheScreen = changes.isEmpty
    if keepsTheScreen {
      let bookkeeping =
        !hidden.isEmpty || start.previousSelection != target.previousSelection
        || start.nextEntryID != target.nextEntryID || start.marks != target.marks
        || start.searchQuery != target.searchQuery
      guard bookkeeping else { return [] }
      // Nothing on screen changes: one step that keeps the selection carries the rest.
      changes = [.select(target.selection)]
    }
    // A change under the top screen shows nothing: it never animates, and it is not the last
    // step a link animates (D23).
    let underTop = changes.map(isUnderTheTop)
    let visible = underTop.filter { !$0 }.count
    var drawn: [(change: TransitionPlan<D>.Step.Change, isAnimated: Bool)] = []
    var visibleIndex = 0
    for (change, isUnderTop) in zip(changes, underTop) {
      let isAnimated = !isUnderTop && motion.animates(stepAt: visibleIndex, of: visible)
      if !isUnderTop { visibleIndex += 1 }
      // An animated replacement of the top screen is drawn as a navigation controller draws
      // it: the new screen pushed over the old one, then the old one taken from under it.
      if isAnimated, let push = pushForm(of: change) {
        drawn.append((push, true))
        drawn.append((change, false))
      } else {
        drawn.append((change, isAnimated))
      }
    }
    // Ids handed out stay below the next id in every state on the way (D4, I2).
    let passing = Swift.max(start.nextEntryID, target.nextEntryID)
    let last = drawn.count - 1
    return drawn.enumerated().map { index, step in
      TransitionPlan.Step(
        step.change,
        hiddenStacks: index == carrier ? hidden : [:],
        previousSelection: target.previousSelection,
        nextEntryID: index == last ? target.nextEntryID : passing,
        marks: target.marks,
        searchQuery: target.searchQuery,
        keepsTheScreen: keepsTheScreen,
        isAnimated: step.isAnimated
      )
    }
  }

  /// The stack a path change replaces, as it is before the change (dismissals before it leave
  /// it as the start has it).
  private func stackBefore(_ change: TransitionPlan<D>.Step.Change) -> [Entry<D>]? {
    switch change {
    case let .setPath(tab, _): start.stack(for: tab)
    case let .setModalPath(elevation, _): start.modals.indices.contains(elevation) ? start.modals[elevation].stack : nil
    default: nil
    }
  }

  /// Whether `change` changes only what is under the top screen of a stack: the screen on top
  /// stays.
  private func isUnderTheTop(_ change: TransitionPlan<D>.Step.Change) -> Bool {
    guard let before = stackBefore(change), let top = before.last else { return false }
    switch change {
    case let .setPath(_, entries), let .setModalPath(_, entries): return entries.last?.id == top.id
    default: return false
    }
  }

  /// The first step of a replaced top screen drawn as a push: the stack with the new top screen
  /// over the old one, when the stack keeps everything below its top, and one more screen fits.
  private func pushForm(of change: TransitionPlan<D>.Step.Change) -> TransitionPlan<D>.Step.Change? {
    guard let before = stackBefore(change), let oldTop = before.last, before.count < limits.maxStackDepth else { return nil }
    let entries: [Entry<D>]
    switch change {
    case let .setPath(_, after), let .setModalPath(_, after): entries = after
    default: return nil
    }
    guard let newTop = entries.last, entries.count == before.count, newTop.id != oldTop.id,
      entries.dropLast().elementsEqual(before.dropLast()), !before.contains(where: { $0.id == newTop.id })
    else { return nil }
    switch change {
    case let .setPath(tab, _):
      // A section's tab may be only the first screen of its landing's stack: not one place up.
      if let structure, !structure.may(newTop.destination, id: newTop.id, standAt: before.count, onStackOf: tab) { return nil }
      return .setPath(tab: tab, before + [newTop])
    case let .setModalPath(elevation, _): return .setModalPath(elevation: elevation, before + [newTop])
    default: return nil
    }
  }

  /// The steps when the selection stays: dismiss down to the common ancestor, set its stack,
  /// then present the target's modals and alert one at a time.
  private func sameTabChanges() -> [TransitionPlan<D>.Step.Change] {
    var changes: [TransitionPlan<D>.Step.Change] = []
    guard let divergence = divergence() else {
      let detents = detentChanges(below: target.modals.count)
      guard start.alert != target.alert else { return detents }
      if start.alert != nil { changes.append(.dismiss(to: start.modals.count)) }
      changes.append(contentsOf: detents)
      if let alert = target.alert { changes.append(.presentAlert(alert)) }
      return changes
    }
    let level = divergence.level
    if start.modals.count > level + 1 || start.alert != nil {
      changes.append(.dismiss(to: level + 1))
    }
    changes.append(contentsOf: detentChanges(below: level + 1))
    if divergence.stackDiffers {
      if level < 0 {
        changes.append(.setPath(tab: target.selection, target.selectedStack))
      } else {
        changes.append(.setModalPath(elevation: level, target.modals[level].stack))
      }
    }
    changes.append(contentsOf: presentations(above: level))
    return changes
  }

  /// A sheet that stays on screen (below elevation `count`) and rests at another detent in the
  /// target: one step each.
  private func detentChanges(below count: Int) -> [TransitionPlan<D>.Step.Change] {
    (0..<min(count, start.modals.count, target.modals.count)).compactMap { elevation in
      let detent = target.modals[elevation].selectedDetent
      return start.modals[elevation].selectedDetent == detent ? nil : .setDetent(elevation: elevation, detent)
    }
  }

  /// The target's modals above `level`, one step each, then its alert.
  private func presentations(above level: Int) -> [TransitionPlan<D>.Step.Change] {
    var changes: [TransitionPlan<D>.Step.Change] = target.modals.dropFirst(level + 1).map { .present($0) }
    if let alert = target.alert { changes.append(.presentAlert(alert)) }
    return changes
  }

  /// Where the visible chains part, or `nil` when they are the same (the alert aside).
  func divergence() -> Divergence? {
    var level = -1
    while true {
      let startStack = level < 0 ? start.selectedStack : start.modals[level].stack
      let targetStack = level < 0 ? target.selectedStack : target.modals[level].stack
      if startStack != targetStack { return Divergence(level: level, stackDiffers: true) }
      let next = level + 1
      let startModal = start.modals.indices.contains(next) ? start.modals[next] : nil
      let targetModal = target.modals.indices.contains(next) ? target.modals[next] : nil
      switch (startModal, targetModal) {
      case (nil, nil):
        return nil
      case let (old?, new?) where old.id == new.id && old.destination == new.destination && old.style == new.style:
        level = next
      default:
        return Divergence(level: level, stackDiffers: false)
      }
    }
  }

  /// The target's stacks that differ from the start's, for every tab but `excluded`.
  private func changedStacks(except excluded: D?) -> [D: [Entry<D>]] {
    var changed: [D: [Entry<D>]] = [:]
    for tab in Set(start.stacks.keys).union(target.stacks.keys) where tab != excluded {
      let entries = target.stack(for: tab)
      if start.stack(for: tab) != entries { changed[tab] = entries }
    }
    return changed
  }
}
