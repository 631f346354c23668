package import WaypointExamples

/// The example apps' routes, written in the demo until the routing module's route tables land.
///
/// The paths are those of the routing issue (`/rectangle/item/<level>`, `/status/<id>`,
/// `/collections/<id>`); ``DemoRoutes`` is the only place that uses them, so the route tables
/// replace this file without touching the rest of the demo.
///
/// ```swift
/// let routes = ProvisionalRoutes.shapes
/// try routes.destination(forPath: "/feature/hexagon") // .feature(.hexagon)
/// ```
package enum ProvisionalRoutes {
  /// Shapes: `/triangle`, `/rectangle`, `/rectangle/item/<level>`, `/circle`, `/circle/item/<level>`,
  /// `/infinity`, `/settings`, `/feature/hexagon`, `/feature/pentagon`.
  package static let shapes = DemoRoutes<ShapesDestination>(
    scheme: "waypoint-shapes",
    path: { destination in
      switch destination {
      case .triangle: "/triangle"
      case .rectangle: "/rectangle"
      case let .rectangleItem(level): "/rectangle/item/\(level)"
      case .circle: "/circle"
      case let .circleItem(level): "/circle/item/\(level)"
      case .infinity: "/infinity"
      case .settings: "/settings"
      case let .feature(feature): "/feature/\(feature.rawValue)"
      }
    },
    destination: { segments in
      let fixed: [String: ShapesDestination] = [
        "triangle": .triangle, "rectangle": .rectangle, "circle": .circle, "infinity": .infinity, "settings": .settings,
      ]
      return switch (segments.count, segments.first) {
      case (1, let name?): fixed[name]
      case (2, "feature"): ShapesFeatureDestination(rawValue: segments[1]).map { .feature($0) }
      case (3, "rectangle") where segments[1] == "item": positive(segments[2]).map { .rectangleItem(level: $0) }
      case (3, "circle") where segments[1] == "item": positive(segments[2]).map { .circleItem(level: $0) }
      default: nil
      }
    }
  )

  /// Social: `/timeline`, `/notifications`, `/explore`, `/post`, `/compose`, `/profile`,
  /// `/profile/<id>`, `/status/<id>`, `/lists`, `/lists/<id>`, `/tags`, `/tags/<name>`, `/sign-in`.
  package static let social = DemoRoutes<SocialDestination>(
    scheme: "waypoint-social",
    path: { destination in
      switch destination {
      case .timeline: "/timeline"
      case .notifications: "/notifications"
      case .explore: "/explore"
      case .post: "/post"
      case .profile: "/profile"
      case .lists: "/lists"
      case let .list(id): "/lists/\(id)"
      case .tags: "/tags"
      case let .tag(name): "/tags/\(name.addingPercentEncodingForPath)"
      case let .status(id): "/status/\(id)"
      case let .user(id): "/profile/\(id)"
      case .compose: "/compose"
      case .signIn: "/sign-in"
      }
    },
    destination: { segments in
      let fixed: [String: SocialDestination] = [
        "timeline": .timeline, "notifications": .notifications, "explore": .explore, "post": .post, "profile": .profile,
        "lists": .lists, "tags": .tags, "compose": .compose, "sign-in": .signIn,
      ]
      return switch (segments.count, segments.first) {
      case (1, let name?): fixed[name]
      case (2, "lists"): positive(segments[1]).map { .list(id: $0) }
      case (2, "tags"): segments[1].isEmpty ? nil : .tag(segments[1])
      case (2, "status"): positive(segments[1]).map { .status(id: $0) }
      case (2, "profile"): positive(segments[1]).map { .user(id: $0) }
      default: nil
      }
    }
  )

  /// Media: `/watch-now`, `/library`, `/search`, `/downloads`, `/settings`, `/collections`,
  /// `/collections/<id>`, `/animations`, `/animations/<id>`, `/video/<id>`, `/player/<id>`.
  package static let media = DemoRoutes<MediaDestination>(
    scheme: "waypoint-media",
    path: { destination in
      switch destination {
      case .watchNow: "/watch-now"
      case .library: "/library"
      case .search: "/search"
      case .downloads: "/downloads"
      case .settings: "/settings"
      case .collections: "/collections"
      case let .collection(id): "/collections/\(id)"
      case .animations: "/animations"
      case let .animation(id): "/animations/\(id)"
      case let .video(id): "/video/\(id)"
      case let .player(id): "/player/\(id)"
      }
    },
    destination: { segments in
      let fixed: [String: MediaDestination] = [
        "watch-now": .watchNow, "library": .library, "search": .search, "downloads": .downloads, "settings": .settings,
        "collections": .collections, "animations": .animations,
      ]
      return switch (segments.count, segments.first) {
      case (1, let name?): fixed[name]
      case (2, "collections"): positive(segments[1]).map { .collection(id: $0) }
      case (2, "animations"): positive(segments[1]).map { .animation(id: $0) }
      case (2, "video"): positive(segments[1]).map { .video(id: $0) }
      case (2, "player"): positive(segments[1]).map { .player(id: $0) }
      default: nil
      }
    }
  )

  private static func positive(_ text: String) -> Int? {
    guard let value = Int(text), value > 0 else { return nil }
    return value
  }
}

extension String {
  /// The string with everything but unreserved URL characters percent-encoded.
  fileprivate var addingPercentEncodingForPath: String {
    var result = ""
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
