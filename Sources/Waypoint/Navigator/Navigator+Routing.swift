public import Foundation

extension Navigator {
  /// Opens a URL: resolves it with ``routes`` and shows what it names, as a deep link under the
  /// current guard (see ``NavigationEngine/open(_:)``).
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
  @inlinable
  @discardableResult
  public func open(_ url: URL) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    change(.selectionAndStacks) { engine, events throws(NavigationError<D>) in
      events.append(contentsOf: try engine.open(url).get())
    }
  }

  /// Opens a route path such as `/rectangle/item/8`, as ``open(_:)`` opens a URL.
  ///
  /// ```swift
  /// navigator.open(path: "/circle/item/2")
  /// ```
  ///
  /// - Parameter path: the path, with an optional query.
  /// - Returns: the events, or the error; the state is then unchanged.
  @inlinable
  @discardableResult
  public func open(path: String) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    change(.selectionAndStacks) { engine, events throws(NavigationError<D>) in
      events.append(contentsOf: try engine.open(path: path).get())
    }
  }

  /// The route path of the screen on top, for sharing or handoff; `nil` when it has no route.
  ///
  /// ```swift
  /// navigator.show(.circleItem(level: 2))
  /// navigator.currentPath // "/circle/item/2"
  /// ```
  public var currentPath: String? { engine.routes.path(for: state.topDestination) }

  /// The URL of the screen on top, in the routes' first scheme and host, for sharing or
  /// Handoff; `nil` when it has no route. Opening it with ``open(_:)`` shows the same screen.
  ///
  /// ```swift
  /// navigator.show(.circleItem(level: 2))
  /// navigator.currentURL // waypoint-shapes:///circle/item/2
  /// ```
  public var currentURL: URL? { engine.routes.url(for: state.topDestination) }
}
