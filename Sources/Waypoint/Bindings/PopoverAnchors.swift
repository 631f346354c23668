/// The views the app marked as popover anchors on the screens drawn now, and the screen each
/// popover on screen is presented from.
///
/// A popover points at a view of the screen under it. Whether that view is there is known only
/// when the popover comes up, so that is when it is settled: the popover is anchored there if the
/// screen under it shows its anchor, and presented as a sheet otherwise, and it stays what it
/// came up as until it leaves, whatever its anchor view reports meanwhile (a cover above the
/// popover hides the anchor's screen, and the popover must not be presented anew for it). Only
/// when the app replaces the screen under it is the popover a sheet from then on: its anchor is
/// no longer there to point at.
///
/// ```swift
/// var anchors = PopoverAnchors<ShapesDestination>()
/// anchors.setAnchor("share", shown: true, on: .root(.circle))
/// anchors.settle(state, on: .pad)       // as each state comes on screen
/// anchors.hosts                         // [id of the popover: .root(.circle)]
/// ```
package struct PopoverAnchors<D: Destination>: Hashable, Sendable {
  /// The anchors each screen shows now.
  private var shown: [NavigationState<D>.Screen: Set<String>] = [:]
  /// For each popover that names an anchor and came on screen: the screen it is anchored on, or
  /// `nil` when it came up as a sheet.
  private var settled: [EntryID: NavigationState<D>.Screen?] = [:]

  package init() {}

  /// Notes that `screen` shows, or no longer shows, the view marked `anchor`.
  ///
  /// - Parameters:
  ///   - anchor: the anchor's id.
  ///   - shown: whether the view is on screen.
  ///   - screen: the screen it is on.
  package mutating func setAnchor(_ anchor: String, shown isShown: Bool, on screen: NavigationState<D>.Screen) {
    if isShown {
      shown[screen, default: []].insert(anchor)
    } else if var anchors = shown[screen] {
      anchors.remove(anchor)
      shown[screen] = anchors.isEmpty ? nil : anchors
    }
  }

  /// Whether `screen` shows the view marked `anchor`.
  package func shows(_ anchor: String, on screen: NavigationState<D>.Screen) -> Bool {
    shown[screen]?.contains(anchor) ?? false
  }

  /// Settles each popover of `state` that names an anchor and is not settled yet, as the device
  /// draws it now, and forgets those no longer presented.
  ///
  /// - Parameters:
  ///   - state: the state coming on screen.
  ///   - idiom: the device.
  package mutating func settle(_ state: NavigationState<D>, on idiom: LayoutEnvironment.Idiom) {
    if !settled.isEmpty {
      settled = settled.filter { id, _ in state.modals.contains { $0.id == id } }
    }
    for (elevation, modal) in state.modals.enumerated() {
      guard let anchor = modal.style.popoverAnchor else { continue }
      let under = state.topScreen(ofLevel: elevation - 1)
      if let host = settled[modal.id] {
        // The app changed what is under it (a stack set under the popover): its anchor's view
        // is no longer on screen, and it is a sheet from now on.
        if let host, host != under { settled[modal.id] = .some(nil) }
      } else {
        settled[modal.id] = .some(idiom.presentsPopovers && shows(anchor, on: under) ? under : nil)
      }
    }
  }

  /// The screen each popover on screen is anchored on, by the popover's id.
  package var hosts: [EntryID: NavigationState<D>.Screen] {
    settled.compactMapValues { $0 }
  }
}
