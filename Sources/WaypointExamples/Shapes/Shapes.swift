public import Waypoint

/// The Shapes example app's structure.
///
/// ```swift
/// let structure = Shapes.structure
/// ```
public enum Shapes {
  /// Tabs triangle, rectangle and circle; origins as in SnapNavigation's demo. Choosing the
  /// circle tab again goes back one circle at a time.
  public static let structure = AppStructure<ShapesDestination> {
    AppTab("triangle", .triangle)
    AppTab("rectangle", .rectangle)
    AppTab("circle", .circle).onReselect(.popOne)
  } origin: {
    origin(of: $0)
  }

  /// The origin of each Shapes screen.
  ///
  /// - Parameter destination: a Shapes screen.
  /// - Returns: where it comes from.
  @Sendable
  public static func origin(of destination: ShapesDestination) -> Origin<ShapesDestination> {
    switch destination {
    case .triangle, .rectangle, .circle:
      .root
    case let .rectangleItem(level):
      level % 3 == 0
        ? .presented(from: rectangleParent(level), style: .sheet)
        : .pushed(from: rectangleParent(level))
    case let .circleItem(level):
      .pushed(from: level <= 1 ? .circle : .circleItem(level: level - 1))
    case .infinity, .feature:
      .anywhere(.push)
    case .settings:
      .anywhere(.present(.sheet))
    }
  }

  private static func rectangleParent(_ level: Int) -> ShapesDestination {
    level <= 1 ? .rectangle : .rectangleItem(level: level - 1)
  }

  /// A sample of screens of every kind, for validation and random tests.
  public static let sampleDestinations: [ShapesDestination] =
    [.triangle, .rectangle, .circle, .infinity, .settings]
    + (1...9).map { .rectangleItem(level: $0) }
    + (1...6).map { .circleItem(level: $0) }
    + ShapesFeatureDestination.allCases.map { .feature($0) }
}
