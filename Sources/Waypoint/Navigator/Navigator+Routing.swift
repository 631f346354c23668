public import Foundation

extension Navigator {
  /// Opens a URL: resolves it with ``routes`` and shows what it names (D1), under the current
  /// guard. A URL with an explicit path shows each destination in order after checking the path
  /// against the hierarchy.
  ///
  /// ```swift
  /// navigator.routes = Shapes.routes
  /// navigator.open(URL(string: "waypoint-shapes:///rectangle/item/8")!)
  /// ```
  ///
  /// - Parameter url: the URL.
  /// - Returns: the events, or the error: ``NavigationError/routing(_:)`` for a URL that does not
  ///   resolve, a guard's ``NavigationError/denied(_:reason:)``, or why it cannot be shown. The
  ///   state is then unchanged.
  @discardableResult
  public func open(_ url: URL) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    open(resolved: routes.destinations(for: url))
  }

  /// Opens a route path such as `/rectangle/item/8`, as ``open(_:)`` opens a URL.
  ///
  /// ```swift
  /// navigator.open(path: "/circle/item/2")
  /// ```
  ///
  /// - Parameter path: the path, with an optional query.
  /// - Returns: the events, or the error; the state is then unchanged.
  @discardableResult
  public func open(path: String) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    open(resolved: routes.destinations(forPath: path))
  }

  /// The route path of the screen on top, for sharing or handoff; `nil` when it has no route.
  ///
  /// ```swift
  /// navigator.show(.circleItem(level: 2))
  /// navigator.currentPath // "/circle/item/2"
  /// ```
  public var currentPath: String? { routes.path(for: state.topDestination) }

  private func open(resolved: Result<[D], RoutingError<D>>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    switch resolved.flatMap(structure.actions(showing:)) {
    case let .success(actions):
      return perform(actions)
    case let .failure(error):
      return transact { _, _, _ throws(NavigationError<D>) in throw .routing(error) }
    }
  }
}
