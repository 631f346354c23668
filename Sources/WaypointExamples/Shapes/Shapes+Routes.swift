public import Waypoint

extension Shapes {
  /// The Shapes app's routes, scheme `waypoint-shapes` with an empty host:
  /// `/triangle`, `/rectangle`, `/rectangle/item/<level>`, `/circle`, `/circle/item/<level>`,
  /// `/infinity`, `/settings`, `/feature/hexagon` and `/feature/pentagon`.
  ///
  /// ```swift
  /// Shapes.routes.destination(forPath: "/rectangle/item/8") // .success(.rectangleItem(level: 8))
  /// Shapes.routes.url(for: .circle)                         // waypoint-shapes:///circle
  /// ```
  public static let routes = RouteTable<ShapesDestination>(scheme: "waypoint-shapes") {
    Route("/triangle", .triangle)
    Route("/rectangle", .rectangle)
    Route("/rectangle/item/{level}", build: { .rectangleItem(level: $0) }) {
      if case let .rectangleItem(level) = $0 { level } else { nil }
    }
    Route("/circle", .circle)
    Route("/circle/item/{level}", build: { .circleItem(level: $0) }) {
      if case let .circleItem(level) = $0 { level } else { nil }
    }
    Route("/infinity", .infinity)
    Route("/settings", .settings)
    Route("/feature/{feature}", build: { .feature($0) }) { (destination: ShapesDestination) -> ShapesFeatureDestination? in
      if case let .feature(feature) = destination { feature } else { nil }
    }
  }
}

extension ShapesFeatureDestination: RouteParameter {}
