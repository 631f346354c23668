#if canImport(SwiftUI) && !os(watchOS)
  import AppIntents
  import SwiftUI
  import Waypoint
  import WaypointExamples
  import WaypointUI

  /// Opens Social's notifications from Shortcuts, Siri or Spotlight: through the app's routes, so
  /// the sign-in guard decides as it does for any link.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct OpenNotificationsIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Notifications"

    init() {}

    func perform() async throws -> some IntentResult & OpensIntent {
      // Notifications always has a route; an intent for a screen without one has nothing to open.
      guard let intent = OpenURLIntent(showing: .notifications, routes: Social.routes) else { throw CancellationError() }
      return .result(opensIntent: intent)
    }
  }
#endif
