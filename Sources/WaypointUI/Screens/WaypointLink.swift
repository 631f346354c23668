#if canImport(SwiftUI) && !os(watchOS)
  public import SwiftUI
  public import Waypoint

  /// A button that pushes a screen from the screen it is drawn in: a second tap before the new
  /// screen appears is ignored, since its screen is no longer on top.
  ///
  /// ```swift
  /// struct TimelineView: View {
  ///   var body: some View {
  ///     WaypointLink(SocialDestination.status(id: 7)) { Text("Status 7") }
  ///   }
  /// }
  /// ```
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  public struct WaypointLink<D: Destination, Label: View>: View {
    @Environment(Navigator<D>.ScreenNavigator.self) private var screen: Navigator<D>.ScreenNavigator?
    @Environment(Navigator<D>.self) private var navigator: Navigator<D>?
    private let destination: D
    private let label: Label

    /// Creates a link.
    ///
    /// - Parameters:
    ///   - destination: the screen to push.
    ///   - label: what the button shows.
    public init(_ destination: D, @ViewBuilder label: () -> Label) {
      self.destination = destination
      self.label = label()
    }

    /// The button.
    public var body: some View {
      Button {
        // Outside a screen the navigator draws, it pushes unstamped.
        if let screen { screen.push(destination) } else { navigator?.push(destination) }
      } label: {
        label
      }
    }
  }
#endif
