public import Waypoint

extension Media {
  /// The Media app's routes, scheme `waypoint-media` with an empty host: `/watch-now`,
  /// `/library`, `/search`, `/downloads` (the optional tab), `/settings` (the sidebar-only tab),
  /// `/collections` and `/animations` (the sections' landing screens), `/collections/<id>`,
  /// `/animations/<id>`, `/video/<id>`, `/player/<id>` and `/add-to-collection/<id>` (the video to add).
  ///
  /// ```swift
  /// Media.routes.destination(forPath: "/player/7") // .success(.player(id: 7))
  /// ```
  public static let routes = RouteTable<MediaDestination>(scheme: "waypoint-media") {
    Route("/watch-now", .watchNow)
    Route("/library", .library)
    Route("/search", .search)
    Route("/downloads", .downloads)
    Route("/settings", .settings)
    Route("/collections", .collections)
    Route("/animations", .animations)
    Route("/collections/{id}", build: { .collection(id: $0) }) {
      if case let .collection(id) = $0 { id } else { nil }
    }
    Route("/animations/{id}", build: { .animation(id: $0) }) {
      if case let .animation(id) = $0 { id } else { nil }
    }
    Route("/video/{id}", build: { .video(id: $0) }) {
      if case let .video(id) = $0 { id } else { nil }
    }
    Route("/player/{id}", build: { .player(id: $0) }) {
      if case let .player(id) = $0 { id } else { nil }
    }
    Route("/add-to-collection/{id}", build: { .collectionPicker(videoID: $0) }) {
      if case let .collectionPicker(id) = $0 { id } else { nil }
    }
  }
}
