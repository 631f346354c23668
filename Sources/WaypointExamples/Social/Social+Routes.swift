public import Waypoint

extension Social {
  /// The Social app's routes, scheme `waypoint-social` with an empty host: `/timeline`,
  /// `/notifications`, `/explore`, `/post` (the intercepting tab), `/compose`, `/profile`,
  /// `/profile/<id>` (another user), `/status/<id>`, `/lists` and `/tags` (the sections'
  /// landing screens), `/lists/<id>`, `/tags/<name>` and `/sign-in`.
  ///
  /// ```swift
  /// Social.routes.destination(forPath: "/profile/7") // .success(.user(id: 7))
  /// ```
  public static let routes = RouteTable<SocialDestination>(scheme: "waypoint-social") {
    Route("/timeline", .timeline)
    Route("/notifications", .notifications)
    Route("/explore", .explore)
    Route("/post", .post)
    Route("/compose", .compose)
    Route("/profile", .profile)
    Route("/profile/{id}", build: { .user(id: $0) }) {
      if case let .user(id) = $0 { id } else { nil }
    }
    Route("/status/{id}", build: { .status(id: $0) }) {
      if case let .status(id) = $0 { id } else { nil }
    }
    Route("/lists", .lists)
    Route("/lists/{id}", build: { .list(id: $0) }) {
      if case let .list(id) = $0 { id } else { nil }
    }
    Route("/tags", .tags)
    Route("/tags/{name}", build: { .tag($0) }) { (destination: SocialDestination) -> String? in
      if case let .tag(name) = destination { name } else { nil }
    }
    Route("/sign-in", .signIn)
  }
}
