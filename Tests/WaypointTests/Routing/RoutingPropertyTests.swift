import Foundation
import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// I6 over generated destinations of the three example apps, and a bounded fuzz run of URL
/// parsing over random bytes and random strings (fixed seeds; `WAYPOINT_SEED` tries others).
@Suite struct RoutingPropertyTests {
  static let count = 1_250
}

extension RoutingPropertyTests {
  @Test func shapesURLsRoundTrip() {  // I6
    roundTrip(Shapes.routes, seed: 0x16_5A, generate: RoutingGenerators.shapes)
  }

  @Test func socialURLsRoundTrip() {  // I6
    roundTrip(Social.routes, seed: 0x16_50, generate: RoutingGenerators.social)
  }

  @Test func mediaURLsRoundTrip() {  // I6
    roundTrip(Media.routes, seed: 0x16_3E, generate: RoutingGenerators.media)
  }

  @Test func explicitPathsRoundTrip() {  // I6 for FlowStacks-style paths
    let failure = PropertyCheck.run(
      count: 250,
      seed: PropertyCheck.seed(default: 0x16_77),
      generate: { rng in (0..<Int.random(in: 1...5, using: &rng)).map { _ in RoutingGenerators.social(&rng) } },
      shrink: PropertyCheck.shrinkArray,
      property: { path in
        guard let text = Social.routes.path(for: path) else { return "no path for \(path)" }
        let parsed = Social.routes.destinations(forPath: text)
        return parsed == .success(path) ? nil : "\(path) -> \(text) -> \(parsed)"
      }
    )
    if let failure { Issue.record("seed \(failure.seed), case \(failure.caseIndex): \(failure.message)") }
  }

  @Test func parsingRandomBytesNeverCrashes() {  // fuzz: D3, D14 — a typed result for any input
    let failure = PropertyCheck.run(
      count: 5_000,
      seed: PropertyCheck.seed(default: 0xF0_22),
      generate: { rng in (0..<Int.random(in: 0...80, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) } },
      shrink: PropertyCheck.shrinkArray,
      property: { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        return Self.checkParse(text)
      }
    )
    if let failure { Issue.record("seed \(failure.seed), case \(failure.caseIndex), bytes \(failure.input): \(failure.message)") }
  }

  @Test func parsingRandomURLLikeStringsNeverCrashes() {  // fuzz: strings built from URL pieces
    let pieces = [
      "waypoint-social:", "waypoint-shapes://", "https://", "/", "//", "?", "#", "&", "=", "%", "%2F", "%zz", "%C3%A9",
      "then", "then=", "tags", "status", "profile", "7", "-1", "99999999999999999999", "é", " ", "{id}", "..", "sign-in",
    ]
    let failure = PropertyCheck.run(
      count: 5_000,
      seed: PropertyCheck.seed(default: 0xF0_23),
      generate: { rng in (0..<Int.random(in: 0...16, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "/" } },
      shrink: PropertyCheck.shrinkArray,
      property: { parts in Self.checkParse(parts.joined()) }
    )
    if let failure { Issue.record("seed \(failure.seed), case \(failure.caseIndex), input \(failure.input.joined()): \(failure.message)") }
  }

  /// Parses `text` with every table; a success must format back to a path that parses to the
  /// same destinations (I6 from the other side).
  private static func checkParse(_ text: String) -> String? {
    check(Shapes.routes, text) ?? check(Social.routes, text) ?? check(Media.routes, text)
  }

  private static func check<D>(_ routes: RouteTable<D>, _ text: String) -> String? {
    guard case let .success(destinations) = routes.destinations(forPath: text) else { return nil }
    guard let path = routes.path(for: destinations) else { return "\(text) parsed to \(destinations), which has no path" }
    let again = routes.destinations(forPath: path)
    return again == .success(destinations) ? nil : "\(text) -> \(destinations) -> \(path) -> \(again)"
  }

  private func roundTrip<D>(_ routes: RouteTable<D>, seed: UInt64, generate: @escaping (inout SeededGenerator) -> D) {
    let failure = PropertyCheck.run(
      count: Self.count,
      seed: PropertyCheck.seed(default: seed),
      generate: generate,
      shrink: { _ in [] },
      property: { destination in
        guard let url = routes.url(for: destination) else { return "no URL for \(destination)" }
        let parsed = routes.destination(for: url)
        return parsed == .success(destination) ? nil : "\(destination) -> \(url) -> \(parsed)"
      }
    )
    if let failure { Issue.record("seed \(failure.seed), case \(failure.caseIndex): \(failure.message)") }
  }
}

/// Random routable destinations of the example apps.
enum RoutingGenerators {
  static func int(_ rng: inout SeededGenerator) -> Int {
    Bool.random(using: &rng) ? Int.random(in: -5...50, using: &rng) : Int.random(in: Int.min...Int.max, using: &rng)
  }

  static func text(_ rng: inout SeededGenerator) -> String {
    let alphabet = Array("abcXYZ019 -_.~/?#&=%+éü日本😀")
    let length = Int.random(in: 1...12, using: &rng)
    return String((0..<length).map { _ in alphabet.randomElement(using: &rng) ?? "a" })
  }

  static func shapes(_ rng: inout SeededGenerator) -> ShapesDestination {
    switch Int.random(in: 0..<8, using: &rng) {
    case 0: .triangle
    case 1: .rectangle
    case 2: .rectangleItem(level: int(&rng))
    case 3: .circle
    case 4: .circleItem(level: int(&rng))
    case 5: .infinity
    case 6: .settings
    default: .feature(ShapesFeatureDestination.allCases.randomElement(using: &rng) ?? .hexagon)
    }
  }

  static func social(_ rng: inout SeededGenerator) -> SocialDestination {
    switch Int.random(in: 0..<11, using: &rng) {
    case 0: .timeline
    case 1: .notifications
    case 2: .explore
    case 3: .post
    case 4: .compose
    case 5: .profile
    case 6: .user(id: int(&rng))
    case 7: .status(id: int(&rng))
    case 8: .list(id: int(&rng))
    case 9: .tag(text(&rng))
    default: .signIn
    }
  }

  static func media(_ rng: inout SeededGenerator) -> MediaDestination {
    switch Int.random(in: 0..<11, using: &rng) {
    case 0: .watchNow
    case 1: .library
    case 2: .search
    case 3: .downloads
    case 4: .settings
    case 5: .collections
    case 6: .animations
    case 7: .collection(id: int(&rng))
    case 8: .animation(id: int(&rng))
    case 9: .video(id: int(&rng))
    default: .player(id: int(&rng))
    }
  }
}
