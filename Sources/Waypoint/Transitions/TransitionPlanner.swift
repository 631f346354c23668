/// Computes the steps of a ``TransitionPlan``: back to the common ancestor, then forward to the
/// target, one presentation per step.
struct TransitionPlanner<D: Destination> {
  let start: NavigationState<D>
  let target: NavigationState<D>

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
      guard bookkeeping else { return [] }
      // Nothing on screen changes: one step that keeps the selection carries the rest.
      changes = [.select(target.selection)]
    }
    // Ids handed out stay below the next id in every state on the way (D4, I2).
    let passing = Swift.max(start.nextEntryID, target.nextEntryID)
    let last = changes.count - 1
    return changes.enumerated().map { index, change in
      TransitionPlan.Step(
        change,
        hiddenStacks: index == carrier ? hidden : [:],
        previousSelection: target.previousSelection,
        nextEntryID: index == last ? target.nextEntryID : passing,
        marks: target.marks,
        keepsTheScreen: keepsTheScreen,
        isAnimated: motion.animates(stepAt: index, of: changes.count)
      )
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
