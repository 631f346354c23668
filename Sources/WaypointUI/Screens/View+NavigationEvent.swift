#if canImport(SwiftUI) && !os(watchOS)
  public import SwiftUI
  public import Waypoint

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// Runs `action` with each event of the navigator in the environment while this view is on
    /// screen, in the order the navigator reported them: the place to scroll a list to the top
    /// when its tab is chosen again, or to log screens for analytics.
    ///
    /// ```swift
    /// struct TriangleScreen: View {
    ///   @State private var scrollsToTop = 0
    ///
    ///   var body: some View {
    ///     Text("Scrolled to the top \(scrollsToTop) times")
    ///       .onNavigationEvent(ShapesDestination.self) { event in
    ///         if case .scrollToTop(.triangle) = event { scrollsToTop += 1 }
    ///         if case let .pushed(entry) = event { print("shown", entry.destination) }
    ///       }
    ///   }
    /// }
    /// ```
    ///
    /// Events that happen while the view is not on screen are not delivered to it; read
    /// `Navigator.events()` where every event must be seen.
    ///
    /// - Parameters:
    ///   - destination: the app's destination type, whose navigator's events the handler takes.
    ///   - action: runs with each event.
    /// - Returns: the view, following its navigator's events.
    public func onNavigationEvent<D: Destination>(
      _ destination: D.Type,
      perform action: @escaping @MainActor (NavigationEvent<D>) -> Void
    ) -> some View {
      NavigationEventFollower<D, Self>(content: self, action: action)
    }
  }

  /// Reads the events of the navigator in the environment for as long as it is on screen; a
  /// new navigator in the environment starts a new reading.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct NavigationEventFollower<D: Destination, Content: View>: View {
    @Environment(Navigator<D>.self) private var navigator: Navigator<D>?
    let content: Content
    let action: @MainActor (NavigationEvent<D>) -> Void

    var body: some View {
      content.task(id: navigator.map(ObjectIdentifier.init)) { @MainActor in
        guard let navigator else { return }
        for await event in navigator.events() { action(event) }
      }
    }
  }
#endif
