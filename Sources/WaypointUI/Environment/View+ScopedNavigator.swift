#if canImport(SwiftUI) && !os(watchOS)
  public import SwiftUI
  public import Waypoint

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// Puts a feature module's navigator in the environment, so the module's views read it typed
    /// with their own destination type: `@Environment(ScopedNavigator<FeatureDestination>.self)`.
    ///
    /// The feature's destinations embed into the app's type with a function fixed at compile
    /// time, usually an enum case, so no action can be dropped on the way.
    ///
    /// ```swift
    /// FeatureRootView()
    ///   .scopedNavigator(navigator, embed: AppDestination.feature)
    ///
    /// struct FeatureRootView: View {
    ///   @Environment(ScopedNavigator<FeatureDestination>.self) private var feature
    ///   var body: some View { Button("Hexagon") { feature.push(.hexagon) } }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: the app's navigator.
    ///   - embed: turns a feature destination into an app destination.
    /// - Returns: the view with the scoped navigator in its environment.
    public func scopedNavigator<D: Destination, Local: Hashable & Sendable>(
      _ navigator: Navigator<D>,
      embed: @escaping @Sendable (Local) -> D
    ) -> some View {
      environment(navigator.scoped(embed))
    }
  }
#endif
