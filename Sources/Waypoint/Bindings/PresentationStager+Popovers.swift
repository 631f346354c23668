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
  /// anchored on it went with it, and is presented as a sheet from now on; unless a full-screen
  /// cover above the popover hides the anchor's screen, which does not count.
  ///
  /// - Parameters:
  ///   - anchor: the anchor's id.
  ///   - screen: the screen the view was on.
  package func popoverAnchorDidDisappear(_ anchor: String, on screen: NavigationState<D>.Screen) {
    popoverAnchors.setAnchor(anchor, shown: false, on: screen)
    if popoverAnchors.anchorsPopover(on: screen) { project() }
  }

  /// Reports that the content of the popover `id` appeared: it came up, or a cover above it left.
  ///
  /// - Parameter id: the popover's id.
  package func popoverContentDidAppear(_ id: EntryID) {
    hiddenPopovers.remove(id)
  }

  /// Reports that the content of the popover `id` disappeared. SwiftUI's popover reports no end
  /// of its dismissal, and this stands for it; while the popover is still displayed, a cover
  /// above it hides it, and its dismissal later will not be waited for.
  ///
  /// ```swift
  /// stager.popoverContentDidDisappear(id, at: 0)  // from the popover content's onDisappear
  /// ```
  ///
  /// - Parameters:
  ///   - id: the popover's id.
  ///   - elevation: its elevation.
  package func popoverContentDidDisappear(_ id: EntryID, at elevation: Int) {
    if displayed.modals.contains(where: { $0.id == id }) {
      hiddenPopovers.insert(id)
    } else {
      dismissalDidFinish(at: elevation)
    }
  }
}
