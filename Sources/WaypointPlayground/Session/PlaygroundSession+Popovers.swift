internal import Waypoint

extension PlaygroundSession {
  /// Presents `destination` as the person does, with a button of the screen on top: a popover
  /// that names an anchor points at that button, which stays on the screen it was on.
  func present(_ destination: D, style: ModalStyle?) throws(PlaygroundError) -> Effect {
    let from = navigator.state.topScreen
    let presented = Set(navigator.state.modals.map(\.id))
    let effect = try apply(.present(destination, style: style))
    if let modal = navigator.state.modals.last, !presented.contains(modal.id), let anchor = modal.style.popoverAnchor,
      !(popoverAnchors[currentWindow]?.shows(anchor, on: from) ?? false)
    {
      popoverAnchors[currentWindow, default: PopoverAnchors()].setAnchor(anchor, shown: true, on: from)
    }
    return effect
  }

  /// Settles the popovers the current window's last command brought on screen, as the SwiftUI
  /// layer does when it draws them: a popover no button presented (a link, a restored state)
  /// has no anchor on the screen under it, and is a sheet.
  func settlePopovers() {
    var anchors = popoverAnchors[currentWindow] ?? PopoverAnchors()
    anchors.settle(navigator.state, on: navigator.environment.idiom)
    popoverAnchors[currentWindow] = anchors
    popoverAnchors = popoverAnchors.filter { windows.windowIDs.contains($0.key) }
  }

  /// The screen each popover of the current window is anchored on, by its id.
  var popoverHosts: [EntryID: NavigationState<D>.Screen] { popoverAnchors[currentWindow]?.hosts ?? [:] }
}
