#if canImport(SwiftUI) && !os(watchOS)
  public import SwiftUI
  import Waypoint
  import WaypointExamples
  import WaypointUI

  /// The scenes of the Waypoint example app: Shapes, Social and Media, each in its own window
  /// group, and a Settings window on macOS. The first is the one an iPhone shows.
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
      ShapesScene()
      SocialScene()
      MediaScene()
      #if os(macOS)
        Settings {
          ExampleSettings()
        }
      #endif
    }
  }

  /// The Shapes example: two tabs, sections, deep stacks and sheets.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  public struct ShapesScene: Scene {
    /// The Shapes scene.
    public init() {}

    public var body: some Scene {
      NavigatorScene("Shapes", structure: Shapes.structure, selection: .triangle, routes: Shapes.routes) { destination in
        ExampleScreen(destination: destination, samples: Shapes.sampleDestinations)
      }
    }
  }

  /// The Social example. Notifications, the profile and posting need an account: the guard,
  /// installed before any window restores, shows sign-in instead until the person signs in.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  public struct SocialScene: Scene {
    /// The Social scene.
    public init() {}

    public var body: some Scene {
      NavigatorScene(
        "Social", structure: Social.structure(), selection: .timeline, routes: Social.routes,
        prepare: { session in session.setGuard(Social.signInGuard, context: .signedOut) }
      ) { destination in
        if destination == .signIn {
          SocialSignInScreen()
        } else if destination == .compose {
          SocialComposeScreen()
        } else if destination == .profile {
          ExampleScreen(destination: destination, samples: Social.sampleDestinations, extra: SocialSignOutButton())
        } else {
          ExampleScreen(destination: destination, samples: Social.sampleDestinations)
        }
      }
    }
  }

  /// The Media example: a sidebar of sections the person can hide and reorder, a search tab.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  public struct MediaScene: Scene {
    /// The Media scene.
    public init() {}

    public var body: some Scene {
      // Something is playing from the start: the tab bar carries a mini player, which opens the
      // player when tapped.
      NavigatorScene(
        "Media", structure: Media.structure(), selection: .watchNow, routes: Media.routes,
        prepare: { session in session.setBottomAccessory(shown: true) }
      ) { destination in
        ExampleScreen(destination: destination, samples: Media.sampleDestinations)
      }
      .bottomAccessory {
        Label("Now Playing", systemImage: "play.fill")
      }
    }
  }
#endif
