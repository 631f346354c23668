/// Builds a route table's routes with `if`, `for` and `switch`.
///
/// ```swift
/// RouteTable<ShapesDestination>(scheme: "shapes") {
///   Route("/triangle", .triangle)
///   for feature in ShapesFeatureDestination.allCases { Route("/feature/\(feature.rawValue)", .feature(feature)) }
/// }
/// ```
@resultBuilder
public enum RouteBuilder<D: Destination> {
  /// Collects routes.
  ///
  /// - Parameter components: the routes.
  /// - Returns: the routes, in order.
  public static func buildBlock(_ components: [Route<D>]...) -> [Route<D>] { components.flatMap { $0 } }
  /// One route.
  ///
  /// - Parameter expression: a route.
  /// - Returns: the route alone.
  public static func buildExpression(_ expression: Route<D>) -> [Route<D>] { [expression] }
  /// Routes from a loop.
  ///
  /// - Parameter components: each iteration's routes.
  /// - Returns: all of them, in order.
  public static func buildArray(_ components: [[Route<D>]]) -> [Route<D>] { components.flatMap { $0 } }
  /// Routes from an `if` without `else`.
  ///
  /// - Parameter component: the routes, when the condition holds.
  /// - Returns: the routes, or none.
  public static func buildOptional(_ component: [Route<D>]?) -> [Route<D>] { component ?? [] }
  /// Routes from the first branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter component: the branch's routes.
  /// - Returns: the routes.
  public static func buildEither(first component: [Route<D>]) -> [Route<D>] { component }
  /// Routes from the second branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter component: the branch's routes.
  /// - Returns: the routes.
  public static func buildEither(second component: [Route<D>]) -> [Route<D>] { component }
}
