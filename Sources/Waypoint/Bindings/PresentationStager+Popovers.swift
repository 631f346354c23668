extension PresentationStager {
  /// Reports that the view marked as the popover anchor `anchor` appeared on `screen`: a popover
  /// that names it and comes up over that screen points at it.
  ///
  /// ```swift
  /// stager.popoverAnchorDidAppear("share", on: .root(.circle))  // from the anchor's onAppear
  /// ```
  ///
  /// - Parameters:
  ///   - anchor: the anchor's id.
  ///   - screen: the screen the view is on.
  package func popoverAnchorDidAppear(_ anchor: String, on screen: NavigationState<D>.Screen) {
    popoverAnchors.setAnchor(anchor, shown: true, on: screen)
  }

  /// Reports that the view marked as the popover anchor `anchor` left `screen`. A popover
  /// already anchored there stays so until it leaves.
  ///
  /// - Parameters:
  ///   - anchor: the anchor's id.
  ///   - screen: the screen the view was on.
  package func popoverAnchorDidDisappear(_ anchor: String, on screen: NavigationState<D>.Screen) {
    popoverAnchors.setAnchor(anchor, shown: false, on: screen)
  }

  /// Reports that the content of the popover `id` disappeared. SwiftUI's popover reports no end
  /// of its dismissal, and this stands for it: the stager dismisses a popover only once nothing
  /// is above it, so its content leaves as it is dismissed and at no other time (a full-screen
  /// cover above it, which may hide it for a while, is dismissed before it).
  ///
  /// ```swift
  /// stager.popoverContentDidDisappear(0)  // from the popover content's onDisappear
  /// ```
  ///
  /// - Parameter id: the popover's id.
  package func popoverContentDidDisappear(_ id: EntryID) {
    guard case .dismissal? = awaiting, dismissing == id else { return }
    endWaiting()
  }

  /// The step toward the target, with a dismissal that would take a popover together with the
  /// modals above it split: those above go first, each in a step that is waited for, then the
  /// popover on its own. A popover's content reports its dismissal only by leaving, and it may
  /// have left already under a full-screen cover above it. What the person swiped away, the
  /// system took away whole: that dismissal is not split.
  func dismissingPopoversAlone(_ step: TransitionPlan<D>.Step) -> TransitionPlan<D>.Step {
    // What the person swiped away the system took away whole.
    guard case let .dismiss(to: elevation) = step.change, !dismissedBySystem.contains(max(0, elevation)) else { return step }
    // The popovers it takes that have a modal above them (an alert only, at the top, has none).
    let (lowest, top) = (max(0, elevation), displayed.modals.count - 1)
    guard lowest < top,
      let popover = (lowest..<top).last(where: { level in
        projection.modals.contains { $0.id == displayed.modals[level].id && $0.kind == .popover }
      })
    else { return step }
    // Only what is above the popover changes: the rest is displayed as it is.
    return TransitionPlan.Step(
      .dismiss(to: popover + 1), previousSelection: displayed.previousSelection, nextEntryID: displayed.nextEntryID,
      marks: displayed.marks, searchQuery: displayed.searchQuery, isAnimated: step.isAnimated)
  }
}
