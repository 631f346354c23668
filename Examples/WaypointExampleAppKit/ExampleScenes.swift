#if canImport(SwiftUI) && !os(watchOS)
  public import SwiftUI
  import Waypoint
  import WaypointExamples
  import WaypointUI

  /// The scenes of the Waypoint example app: Shapes, Social and Media, each in its own window
  /// group, and a Settings window on macOS.
  ///
  /// A library, so every platform builds it (an executable builds only for macOS); an app target
  /// shows it from its `App`:
  ///
  /// ```swift
  /// @main
  /// struct MyExampleApp: App {
  ///   var body: some Scene { ExampleScenes() }
  /// }
  /// ```
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  public struct ExampleScenes: Scene {
    /// The example app's scenes.
    public init() {}

    public var body: some Scene {
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
#endif
