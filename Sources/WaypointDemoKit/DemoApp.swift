internal import WaypointExamples
package import WaypointPlayground

/// The example apps the demo runs (`--app shapes|social|media`): three playgrounds.
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

  /// The app's playground, as a session maker.
  package var playground: any PlaygroundSessionMaking {
    switch self {
    case .shapes: Playground.shapes
    case .social: Playground.social
    case .media: Playground.media
    }
  }

  /// A new session of the app, on its initial tab.
  ///
  /// - Returns: the session.
  @MainActor
  package func makeSession() -> any PlaygroundSessionProtocol {
    playground.makeSession()
  }

  /// Every example app, in the order `--app` lists them.
  package static var playgrounds: [any PlaygroundSessionMaking] { allCases.map(\.playground) }
}
