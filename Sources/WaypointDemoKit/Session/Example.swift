internal import Foundation
package import Waypoint
package import WaypointExamples

/// Everything the demo needs to know about one example app: its name, structure, routes, a
/// sample of its screens (for the graph) and the paths `help` uses in its examples.
///
/// ```swift
/// let example = Example<ShapesDestination>.shapes
/// example.structure.allTabs.count // 3
/// ```
package struct Example<D: Destination>: Sendable {
  /// The app's name, as the screen header shows it (`Shapes`).
  package var name: String
  /// The app's structure.
  package var structure: AppStructure<D>
  /// The app's routes.
  package var routes: DemoRoutes<D>
  /// Screens of every kind, from which the graph walks the origins.
  package var sampleDestinations: [D]
  /// The screen the app starts on.
  package var initialSelection: D
  /// The sign-in guard, with whether the user is signed in as its context; `nil` for apps without one.
  package var signInGuard: NavigationGuard<D, Bool>? = nil
  /// Values for the placeholders of ``CommandSpec/examples``: `tab`, `push`, `present`, `deep`, `url`.
  package var helpExamples: [String: String]
  /// The app's route patterns, as `help` lists them (`/rectangle/item/{level}`).
  package var routePatterns: [String] { routes.table.routes.map(\.pattern) }

  /// Fills a help example's placeholders with this app's paths.
  ///
  /// - Parameter example: an example with `{tab}`-style placeholders.
  /// - Returns: the example with the placeholders replaced.
  package func filling(_ example: String) -> String {
    var result = example
    for (key, value) in helpExamples.sorted(by: { $0.key < $1.key }) {
      result = result.replacingOccurrences(of: "{\(key)}", with: value)
    }
    return result
  }
}

extension Example where D == ShapesDestination {
  /// The Shapes example (SnapNavigation's demo).
  package static let shapes = Example(
    name: "Shapes",
    structure: Shapes.structure,
    routes: DemoRoutes(table: Shapes.routes),
    sampleDestinations: Shapes.sampleDestinations,
    initialSelection: .triangle,
    helpExamples: [
      "tab": "/rectangle", "push": "/rectangle/item/1", "present": "/settings",
      "deep": "/rectangle/item/8", "url": "waypoint-shapes:///circle/item/3",
    ]
  )
}

extension Example where D == SocialDestination {
  /// The Social example (the AppTab pattern).
  package static let social = Example(
    name: "Social",
    structure: Social.structure(),
    routes: DemoRoutes(table: socialRoutes),
    sampleDestinations: Social.sampleDestinations,
    initialSelection: .timeline,
    signInGuard: NavigationGuard { destination, state, signedIn in
      Social.signInGuard.decide(destination, state, SocialAccount(isSignedIn: signedIn))
    },
    helpExamples: [
      "tab": "/notifications", "push": "/status/42", "present": "/compose",
      "deep": "/profile/7", "url": "waypoint-social:///status/42",
    ]
  )

  /// Social's routes, plus the landing screens of its two sections (`/lists`, `/tags`), which
  /// the demo can select when the sections are collapsed or shown in the sidebar.
  private static let socialRoutes = RouteTable(
    hosts: Social.routes.hosts, limits: Social.routes.limits,
    routes: Social.routes.routes + [Route("/lists", .lists), Route("/tags", .tags)])
}

extension Example where D == MediaDestination {
  /// The Media example (Apple's tab sample).
  package static let media = Example(
    name: "Media",
    structure: Media.structure(),
    routes: DemoRoutes(table: Media.routes),
    sampleDestinations: Media.sampleDestinations,
    initialSelection: .watchNow,
    helpExamples: [
      "tab": "/library", "push": "/video/7", "present": "/player/7",
      "deep": "/player/7", "url": "waypoint-media:///video/7",
    ]
  )
}
