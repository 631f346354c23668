#if canImport(SwiftUI) && !os(watchOS)
  public import AppIntents
  public import Waypoint

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension OpenURLIntent {
    /// An intent that opens a screen of the app through its routes: return it from an App
    /// Intent's `perform()` and the system opens the screen's URL in the app, where
    /// `NavigatorScene` gives it to the navigator as any link: through the routes and the guard,
    /// after restoration when it launched the app. `nil` when no route writes the destination.
    ///
    /// ```swift
    /// struct OpenNotificationsIntent: AppIntent {
    ///   static let title: LocalizedStringResource = "Open Notifications"
    ///
    ///   func perform() async throws -> some IntentResult & OpensIntent {
    ///     guard let intent = OpenURLIntent(showing: .notifications, routes: Social.routes) else { throw CancellationError() }
    ///     return .result(opensIntent: intent)
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - destination: the screen to open.
    ///   - routes: the app's routes.
    public init?<D: Destination>(showing destination: D, routes: RouteTable<D>) {
      guard let url = routes.url(for: destination) else { return nil }
      self.init(url)
    }
  }
#endif
