#if canImport(SwiftUI) && !os(watchOS)
  public import SwiftUI
  public import Waypoint

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// Runs `action` with each outcome a screen this one pushed or presented finishes with,
    /// oldest first: as soon as it is delivered, or when this screen appears again if it was
    /// covered then.
    ///
    /// ```swift
    /// struct TimelineView: View {
    ///   @Environment(Navigator<SocialDestination>.ScreenNavigator.self) private var screen
    ///
    ///   var body: some View {
    ///     Button { screen.present(.compose) } label: { Text("New Post") }
    ///       .onOutcome(SocialDestination.self) { outcome in
    ///         if case let .posted(statusID) = outcome { screen.push(.status(id: statusID)) }
    ///       }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - destination: the app's destination type, whose `Outcome` the handler takes.
    ///   - action: runs with each outcome delivered to this screen.
    /// - Returns: the view, handling its screen's outcomes.
    public func onOutcome<D: Destination>(_ destination: D.Type, perform action: @escaping (D.Outcome) -> Void) -> some View {
      OutcomeHandler<D, Self>(content: self, action: action)
    }
  }

  /// Takes the outcomes delivered to the screen it is drawn in, whenever its inbox changes and
  /// when it appears: the core keeps them until then.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct OutcomeHandler<D: Destination, Content: View>: View {
    @Environment(Navigator<D>.ScreenNavigator.self) private var screen: Navigator<D>.ScreenNavigator?
    let content: Content
    let action: (D.Outcome) -> Void

    var body: some View {
      content.onChange(of: screen?.outcomes ?? [], initial: true) { _, _ in
        for outcome in screen?.takeOutcomes() ?? [] { action(outcome) }
      }
    }
  }
#endif
