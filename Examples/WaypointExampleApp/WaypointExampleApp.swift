#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint
  import WaypointExamples
  import WaypointUI

  /// The Waypoint example app: Shapes, Social and Media, each in its own window group.
  ///
  /// `swift run WaypointExampleApp` on a Mac opens the Shapes window; File › New offers a Social
  /// and a Media window too, every screen can open itself in a new window, and `waypoint-shapes:`,
  /// `waypoint-social:` and `waypoint-media:` URLs open through the examples' routes. The same
  /// sources can be added to an iOS app target.
  @main
  struct WaypointExampleApp: App {
    var body: some Scene {
      NavigatorScene(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes) { destination in
        ExampleScreen(destination: destination, samples: Shapes.sampleDestinations)
      }
      NavigatorScene(structure: Social.structure(), selection: .timeline, routes: Social.routes) { destination in
        ExampleScreen(destination: destination, samples: Social.sampleDestinations)
      }
      NavigatorScene(structure: Media.structure(), selection: .watchNow, routes: Media.routes) { destination in
        ExampleScreen(destination: destination, samples: Media.sampleDestinations)
      }
      #if os(macOS)
        Settings {
          ExampleSettings()
        }
      #endif
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
