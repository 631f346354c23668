#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  /// Moves the stager toward every new state of the navigator. A view of its own, drawn behind
  /// the root, so that only it is evaluated again on each change: the root reads no more of
  /// the navigator than it draws (the settings), and a push re-evaluates the stack that shows it
  /// and this view, not the root.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct StateFollower<D: Destination>: View {
    let navigator: Navigator<D>
    let stager: PresentationStager<D>

    var body: some View {
      Color.clear
        .accessibilityHidden(true)
        .onChange(of: navigator.stateRevision) { _, _ in stager.follow(navigator) }
    }
  }
#endif
