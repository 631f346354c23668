#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import WaypointExampleAppKit

  /// The Waypoint example app: Shapes, Social and Media, each in its own window group.
  ///
  /// `swift run WaypointExampleApp` on a Mac opens the Shapes window; File › New offers a Social
  /// and a Media window too, every screen can open itself in a new window, and `waypoint-shapes:`,
  /// `waypoint-social:` and `waypoint-media:` URLs open through the examples' routes. An iOS,
  /// tvOS or visionOS app target shows the same scenes with `ExampleScenes()`.
  ///
  /// The package supports iOS 17 and macOS 14 for its core; the SwiftUI layer needs iOS 18 and
  /// macOS 15, so on an older system the app only says so.
  @main
  enum WaypointExampleApp {
    static func main() {
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *) {
        ExampleApp.main()
      } else {
        print("WaypointExampleApp needs macOS 15, iOS 18, tvOS 18 or visionOS 2.")
      }
    }
  }

  /// The app's scenes.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct ExampleApp: App {
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
