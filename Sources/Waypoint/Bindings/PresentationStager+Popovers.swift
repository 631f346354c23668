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
}
