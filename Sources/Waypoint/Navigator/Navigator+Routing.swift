public import Foundation

extension Navigator {
  /// Opens a URL: resolves it with ``routes`` and shows what it names, as a deep link under the
  /// current guard (see ``NavigationEngine/open(_:motion:)``).
  ///
  /// ```swift
  /// navigator.routes = Shapes.routes
  /// navigator.open(URL(string: "waypoint-shapes:///rectangle/item/8")!)
  /// ```
  ///
  /// A link that leads several steps away (a sheet to dismiss, a tab to select, screens to
  /// push) comes on screen at once except for its last step, by default; pass another `motion`
  /// to animate every step, or none.
  ///
  /// ```swift
  /// navigator.open(URL(string: "waypoint-shapes:///circle/item/2")!, motion: .instant)
  /// ```
  ///
  /// - Parameters:
  ///   - url: the URL.
  ///   - motion: how the screen moves there; by default only the last step animates.
  /// - Returns: the events, or the error: ``NavigationError/routing(_:)`` for a URL that does not
  ///   resolve, a guard's ``NavigationError/denied(_:reason:)``, or why it cannot be shown. The
  ///   state is then unchanged.
  @inlinable
  @discardableResult
  public func open(
    _ url: URL, motion: NavigationAction<D>.Motion = .lastStepAnimated
  ) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    change(.selectionAndStacks) { engine, events throws(NavigationError<D>) in
      events.append(contentsOf: try engine.open(url, motion: motion).get())
    }
  }

  /// Opens a route path such as `/rectangle/item/8`, as ``open(_:motion:)`` opens a URL.
  ///
  /// ```swift
  /// navigator.open(path: "/circle/item/2")
  /// ```
  ///
  /// - Parameters:
  ///   - path: the path, with an optional query.
  ///   - motion: how the screen moves there; by default only the last step animates.
  /// - Returns: the events, or the error; the state is then unchanged.
  @inlinable
  @discardableResult
  public func open(
    path: String, motion: NavigationAction<D>.Motion = .lastStepAnimated
  ) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    change(.selectionAndStacks) { engine, events throws(NavigationError<D>) in
      events.append(contentsOf: try engine.open(path: path, motion: motion).get())
    }
  }

  /// The motion of the changes since the last call, combined (see ``NavigationAction/Motion``);
  /// the next changes start afresh. The SwiftUI layer takes it with every new state it draws.
  ///
  /// - Returns: how the screen moves to the navigator's state.
  package func takeMotion() -> NavigationAction<D>.Motion { engine.takeMotion() }

  /// The view each pushed or presented screen zooms out of, by its id
  /// (``NavigationAction/zoom(from:)``).
  package var zoomSources: [EntryID: String] { engine.zoomSources }

  /// The route path of the screen on top, for sharing or handoff; `nil` when it has no route.
  ///
  /// ```swift
  /// navigator.show(.circleItem(level: 2))
  /// navigator.currentPath // "/circle/item/2"
  /// ```
  public var currentPath: String? { engine.routes.path(for: state.topDestination) }

  /// The URL of the screen on top, in the routes' first scheme and host, for sharing or
  /// Handoff; `nil` when it has no route. Opening it with ``open(_:motion:)`` shows the same screen.
  ///
  /// ```swift
  /// navigator.show(.circleItem(level: 2))
  /// navigator.currentURL // waypoint-shapes:///circle/item/2
  /// ```
  public var currentURL: URL? { engine.routes.url(for: state.topDestination) }
}
