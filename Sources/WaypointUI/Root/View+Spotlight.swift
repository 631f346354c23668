#if canImport(SwiftUI) && !os(watchOS)
  import Foundation
  import SwiftUI
  import Waypoint
  #if canImport(CoreSpotlight)
    import CoreSpotlight
  #endif

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// Opens the Spotlight results the app indexed with a screen's route URL
    /// (``Waypoint/RouteTable/spotlightIdentifier(for:)``): gives `open` the URL, which then goes
    /// through the routes and the guard as a link does. A result indexed another way is left to
    /// the app. Where there is no Core Spotlight (tvOS), nothing.
    @ViewBuilder
    func spotlightResults<D: Destination>(opening routes: RouteTable<D>, open: @escaping @MainActor (URL) -> Void) -> some View {
      #if canImport(CoreSpotlight)
        onContinueUserActivity(CSSearchableItemActionType) { activity in
          if let url = routes.spotlightURL(userInfo: activity.userInfo, identifierKey: CSSearchableItemActivityIdentifier) { open(url) }
        }
      #else
        self
      #endif
    }
  }
#endif
