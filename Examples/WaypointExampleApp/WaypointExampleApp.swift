#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import WaypointExampleAppKit

  /// The Waypoint example app: Shapes, Social and Media, each in its own window group.
  ///
  /// `swift run WaypointExampleApp` on a Mac opens the Shapes window; File › New offers a Social
  /// and a Media window too, every screen can open itself in a new window, and `waypoint-shapes:`,
  /// `waypoint-social:` and `waypoint-media:` URLs open through the examples' routes. An iOS,
  /// tvOS or visionOS app target shows the same scenes with `ExampleScenes()`.
  @main
  struct WaypointExampleApp: App {
    var body: some Scene {
      ExampleScenes()
    }
  }
#else
  /// The Waypoint example app needs SwiftUI; on this platform it only says so.
  @main
  enum WaypointExampleApp {
    static func main() {
      print("WaypointExampleApp needs SwiftUI (macOS, iOS, tvOS or visionOS). Try `swift run waypoint-demo` here.")
    }
  }
#endif
