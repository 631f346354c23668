import Waypoint
import WaypointExamples

/// Small structures with deliberate mistakes, shared by the validation and action tests.
enum Fixtures {
  /// A structure whose origins loop: infinity -> circle -> infinity (SNAP-20).
  static let cyclicShapes = AppStructure<ShapesDestination> {
    AppTab("triangle", .triangle)
  } origin: { destination in
    switch destination {
    case .triangle: .root
    case .circle: .pushed(from: .infinity)
    default: .pushed(from: .circle)
    }
  }

  /// A structure whose circle items each come from the next level, so the chain never ends.
  static func endlessShapes(limits: NavigationLimits) -> AppStructure<ShapesDestination> {
    AppStructure(limits: limits) {
      AppTab("triangle", .triangle)
    } origin: { destination in
      if case let .circleItem(level) = destination { return .pushed(from: .circleItem(level: level + 1)) }
      return .root
    }
  }
}
