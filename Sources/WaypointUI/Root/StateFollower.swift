#if canImport(SwiftUI) && !os(watchOS)
  import Foundation
  import SwiftUI
  import Waypoint

  /// Moves the stager toward every new state of the navigator, and advertises the screen on top
  /// for Handoff. A view of its own, drawn behind the root, so that only it is evaluated again on
  /// each change: the root reads no more of the navigator than it draws (the settings), and a
  /// push re-evaluates the stack that shows it and this view, not the root.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct StateFollower<D: Destination>: View {
    let navigator: Navigator<D>
    let stager: PresentationStager<D>
    /// The Handoff activity type, if the app asked for Handoff.
    let handoffActivityType: String?
    /// Opens a URL that arrived through Handoff.
    let open: @MainActor (URL) -> Void

    var body: some View {
      Color.clear
        .accessibilityHidden(true)
        .onChange(of: navigator.stateRevision) { _, _ in stager.follow(navigator) }
        // The accessory's showing is app context, not state: it is followed on its own.
        .onChange(of: navigator.isBottomAccessoryShown) { _, _ in stager.follow(navigator) }
        .handoff(handoffActivityType, of: navigator, open: open)
    }
  }
#endif
