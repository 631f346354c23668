internal import WaypointExamples

/// The example apps the demo can run (`--app shapes|social|media`).
///
/// ```swift
/// let session = DemoApp.media.makeSession()
/// session.screen.selection // "/watch-now"
/// ```
package enum DemoApp: String, Hashable, Sendable, CaseIterable {
  /// Shapes (SnapNavigation's demo), the default.
  case shapes
  /// Social (the AppTab pattern).
  case social
  /// Media (Apple's tab sample).
  case media

  /// A new session of the app, on its initial tab.
  ///
  /// - Returns: the session.
  @MainActor
  package func makeSession() -> any DemoSessionProtocol {
    switch self {
    case .shapes: DemoSession<ShapesDestination>(example: .shapes)
    case .social: DemoSession<SocialDestination>(example: .social)
    case .media: DemoSession<MediaDestination>(example: .media)
    }
  }
}
