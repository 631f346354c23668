internal import Waypoint
package import WaypointExamples
package import WaypointPlayground

extension Playground where D == ShapesDestination {
  /// The Shapes example (SnapNavigation's demo).
  package static var shapes: Playground<ShapesDestination> {
    var playground = Playground(
      "Shapes", structure: Shapes.structure, routes: Shapes.routes, selection: .triangle,
      samples: Shapes.sampleDestinations)
    playground.helpExamples = [
      "tab": "/rectangle", "push": "/rectangle/item/1", "present": "/settings",
      "deep": "/rectangle/item/8", "url": "waypoint-shapes:///circle/item/3",
    ]
    return playground
  }
}

extension Playground where D == SocialDestination {
  /// The Social example (the AppTab pattern), with its sign-in guard, compose asking before an
  /// unsaved draft is discarded, and profiles past the first hundred looked up first.
  package static var social: Playground<SocialDestination> {
    var playground = Playground(
      "Social", structure: Social.structure(), routes: socialRoutes, selection: .timeline,
      samples: Social.sampleDestinations,
      signInGuard: NavigationGuard { destination, state, signedIn in
        Social.signInGuard.decide(destination, state, SocialAccount(isSignedIn: signedIn))
      },
      leavingGuard: .onLeaving { departure, state, unsaved in
        Social.signInGuard.decideLeaving(departure, state, SocialAccount(isSignedIn: true, hasUnsavedDraft: unsaved))
      },
      // Profiles past the first hundred are not loaded: they are looked up before they show.
      lookUp: { destination in
        if case let .user(id) = destination { id > 99 } else { false }
      })
    playground.helpExamples = [
      "tab": "/notifications", "push": "/status/42", "present": "/compose",
      "deep": "/profile/7", "url": "waypoint-social:///status/42",
    ]
    return playground
  }

  /// Social's routes, plus the landing screens of its two sections (`/lists`, `/tags`), which
  /// the demo can select when the sections are collapsed or shown in the sidebar.
  private static var socialRoutes: RouteTable<SocialDestination> {
    RouteTable(
      hosts: Social.routes.hosts, limits: Social.routes.limits,
      routes: Social.routes.routes + [Route("/lists", .lists), Route("/tags", .tags)])
  }
}

extension Playground where D == MediaDestination {
  /// The Media example (Apple's tab sample).
  package static var media: Playground<MediaDestination> {
    var playground = Playground(
      "Media", structure: Media.structure(), routes: Media.routes, selection: .watchNow,
      samples: Media.sampleDestinations)
    playground.helpExamples = [
      "tab": "/library", "push": "/video/7", "present": "/player/7",
      "deep": "/player/7", "url": "waypoint-media:///video/7",
    ]
    return playground
  }
}
