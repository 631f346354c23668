/// The views the app marked as popover anchors on the screens drawn now, and the screen each
/// popover on screen is presented from.
///
/// A popover points at a view of the screen under it. Whether that view is there is known only
/// when the popover comes up, so that is when it is settled: the popover is anchored there if the
/// screen under it shows its anchor, and presented as a sheet otherwise. It stays what it came up
/// as until it leaves, whatever its anchor's view reports meanwhile (a full-screen cover above the
/// popover hides the anchor's screen, and the popover must not be presented anew for it). Only
/// when the screen under it is no longer its anchor's (the app set the stack under it) is it a
/// sheet from then on.
///
/// ```swift
/// var anchors = PopoverAnchors<ShapesDestination>()
/// anchors.setAnchor("share", shown: true, on: .root(.circle))
/// anchors.settle(state, on: .pad)       // as each state comes on screen
/// anchors.hosts                         // [id of the popover: .root(.circle)]
/// ```
package struct PopoverAnchors<D: Destination>: Hashable, Sendable {
  /// The anchors each screen shows now, with how many views show each (two views may share an
  /// id for a moment, as one replaces the other).
  private var shown: [NavigationState<D>.Screen: [String: Int]] = [:]
  /// For each popover that names an anchor and came on screen: the screen it is anchored on, or
  /// `nil` when it is a sheet.
  private var settled: [EntryID: NavigationState<D>.Screen?] = [:]

  package init() {}

  /// Notes that `screen` shows, or no longer shows, a view marked `anchor`.
  ///
  /// - Parameters:
  ///   - anchor: the anchor's id.
  ///   - shown: whether the view is on screen.
  ///   - screen: the screen it is on.
  package mutating func setAnchor(_ anchor: String, shown isShown: Bool, on screen: NavigationState<D>.Screen) {
    var anchors = shown[screen] ?? [:]
    let count = (anchors[anchor] ?? 0) + (isShown ? 1 : -1)
    anchors[anchor] = count > 0 ? count : nil
    shown[screen] = anchors.isEmpty ? nil : anchors
  }

  /// Whether `screen` shows a view marked `anchor`.
  package func shows(_ anchor: String, on screen: NavigationState<D>.Screen) -> Bool {
    shown[screen]?[anchor] != nil
  }

  /// Settles each popover of `state` that names an anchor and is not settled yet, as the device
  /// draws it now; turns into a sheet each anchored one whose screen under it changed; forgets
  /// those no longer presented.
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
      guard let host = settled[modal.id] else {
        settled[modal.id] = .some(idiom.presentsPopovers && shows(anchor, on: under) ? under : nil)
        continue
      }
      // The app changed what is under it (a stack set under the popover): its anchor's view is
      // no longer on screen, and it is a sheet from now on.
      if let host, host != under { settled[modal.id] = .some(nil) }
    }
  }

  /// The screen each popover on screen is anchored on, by the popover's id.
  package var hosts: [EntryID: NavigationState<D>.Screen] {
    settled.compactMapValues { $0 }
  }
}
