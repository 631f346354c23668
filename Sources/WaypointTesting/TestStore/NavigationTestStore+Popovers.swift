public import Waypoint

extension NavigationTestStore {
  /// Shows the view marked as a popover anchor on a screen: what `popoverAnchor(_:)` of the
  /// SwiftUI layer reports as the view appears.
  ///
  /// What the navigator presented before is on screen first, as the SwiftUI layer presents it
  /// before the views it shows can report: an anchor that appears later changes no popover that
  /// is already up.
  ///
  /// ```swift
  /// let store = NavigationTestStore(
  ///   structure: Shapes.structure, selection: .circle,
  ///   environment: LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad))
  /// store.showPopoverAnchor("settings", on: .root(.circle))
  /// store.send(.present(.settings, style: .popover(anchor: "settings"))) {
  ///   $0.modals = [Modal(id: 0, destination: .settings, style: .popover(anchor: "settings"))]
  /// }
  /// store.receive(.presented(Modal(id: 0, destination: .settings, style: .popover(anchor: "settings"))))
  /// store.expectPopover(at: 0, anchoredTo: "settings")
  /// ```
  ///
  /// - Parameters:
  ///   - anchor: the anchor's id.
  ///   - screen: the screen the view is on.
  public func showPopoverAnchor(_ anchor: String, on screen: NavigationState<D>.Screen) {
    self.screen.settle(on: navigator)
    self.screen.popoverAnchorDidAppear(anchor, on: screen)
  }

  /// Takes away the view marked as a popover anchor on a screen, as the view disappears: a
  /// popover presented over that screen from now on is a sheet. One already up stays what it
  /// came up as.
  ///
  /// ```swift
  /// store.hidePopoverAnchor("settings", on: .root(.circle))
  /// store.send(.present(.settings, style: .popover(anchor: "settings"))) {
  ///   $0.modals = [Modal(id: 0, destination: .settings, style: .popover(anchor: "settings"))]
  /// }
  /// store.receive(.presented(Modal(id: 0, destination: .settings, style: .popover(anchor: "settings"))))
  /// store.expectPopover(at: 0, anchoredTo: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - anchor: the anchor's id.
  ///   - screen: the screen the view was on.
  public func hidePopoverAnchor(_ anchor: String, on screen: NavigationState<D>.Screen) {
    self.screen.settle(on: navigator)
    self.screen.popoverAnchorDidDisappear(anchor, on: screen)
  }

  /// Asserts how the modal at `elevation` is presented: as a popover pointing at the view marked
  /// `anchor`, or, for `nil`, not as a popover (a sheet or a cover). A popover is anchored where
  /// the screen under it showed its anchor as it came up (``showPopoverAnchor(_:on:)``), on a
  /// device with popovers.
  ///
  /// The check is on the screen, which shows the navigator's state with every presentation
  /// finished; where the screen is narrow the system shows an anchored popover as a sheet, and
  /// it still counts as anchored here.
  ///
  /// ```swift
  /// store.expectPopover(at: 0, anchoredTo: nil)  // a sheet: no view was marked "settings"
  /// ```
  ///
  /// - Parameters:
  ///   - elevation: the modal's elevation, 0 for the first.
  ///   - anchor: the anchor it points at; `nil` when it must not be a popover.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func expectPopover(
    at elevation: Int,
    anchoredTo anchor: String?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    screen.settle(on: navigator)
    let modals = screen.projection.modals
    guard modals.indices.contains(elevation) else {
      location.fail("Expected a modal at elevation \(elevation), but \(modals.count) \(modals.count == 1 ? "is" : "are") presented.")
      return
    }
    let actual = modals[elevation].popover?.anchor
    guard actual != anchor else { return }
    let drawn = actual.map { "a popover pointing at \"\($0)\"" } ?? "not a popover"
    let expected = anchor.map { "a popover pointing at \"\($0)\"" } ?? "not a popover"
    location.fail("Expected the modal at elevation \(elevation) to be \(expected), but it is \(drawn).")
  }
}
