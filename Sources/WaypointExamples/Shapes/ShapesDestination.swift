public import Waypoint

/// The screens of the Shapes example (SnapNavigation's demo): three shape tabs, rectangle items
/// of any level (every third one a sheet), circle items of any level, a repeatable infinity
/// screen, settings and a feature module.
///
/// ```swift
/// let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
/// navigator.show(.rectangleItem(level: 8))
/// ```
public enum ShapesDestination: Destination {
  /// The triangle tab.
  case triangle
  /// The rectangle tab.
  case rectangle
  /// A rectangle item; levels divisible by 3 are presented as sheets, the others pushed.
  case rectangleItem(level: Int)
  /// The circle tab.
  case circle
  /// A circle item; always pushed.
  case circleItem(level: Int)
  /// A screen that can be pushed from anywhere, again and again.
  case infinity
  /// Settings, presented as a sheet from anywhere.
  case settings
  /// A screen of the feature module, which has its own destination type.
  case feature(ShapesFeatureDestination)

  /// The screen's title.
  public var title: String {
    switch self {
    case .triangle: "Triangle"
    case .rectangle: "Rectangle"
    case let .rectangleItem(level): "Rectangle \(level)"
    case .circle: "Circle"
    case let .circleItem(level): "Circle \(level)"
    case .infinity: "Infinity"
    case .settings: "Settings"
    case let .feature(feature): feature.title
    }
  }

  /// The screen's outline symbol.
  public var symbolName: String {
    switch self {
    case .triangle: "triangle"
    case .rectangle, .rectangleItem: "rectangle"
    case .circle, .circleItem: "circle"
    case .infinity: "infinity"
    case .settings: "gear"
    case let .feature(feature): feature.rawValue
    }
  }
}

/// The feature module's own destinations, embedded into ``ShapesDestination/feature(_:)`` at
/// compile time through a scoped navigator.
///
/// ```swift
/// let feature = navigator.scoped(ShapesDestination.feature)
/// feature.push(.hexagon)
/// ```
public enum ShapesFeatureDestination: String, Hashable, Codable, Sendable, CaseIterable {
  /// A hexagon.
  case hexagon
  /// A pentagon.
  case pentagon

  /// The screen's title.
  public var title: String {
    switch self {
    case .hexagon: "Hexagon"
    case .pentagon: "Pentagon"
    }
  }
}
