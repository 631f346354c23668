public import Foundation

extension NavigationEngine {
  /// Opens a URL: resolves it with ``routes`` and shows what it names, as a deep link under the
  /// guard. A URL with an explicit path shows each destination in order, after checking the
  /// path against the structure.
  ///
  /// ```swift
  /// engine.routes = Shapes.routes
  /// engine.open(URL(string: "waypoint-shapes:///rectangle/item/8")!)
  /// ```
  ///
  /// - Parameters:
  ///   - url: the URL.
  ///   - motion: how the screen moves there; by default only the last step animates, so a link
  ///     from a notification reveals where it leads without playing every step on the way.
  /// - Returns: the events, or the error: ``NavigationError/routing(_:)`` for a URL that does not
  ///   resolve, or why it cannot be shown. The engine is then unchanged.
  @inlinable
  @discardableResult
  public mutating func open(
    _ url: URL, motion: NavigationAction<D>.Motion = .lastStepAnimated
  ) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    let (before, heldBefore) = (stateStorage, pendingNavigation)
    defer { noteMotion(motion, since: before, heldBefore: heldBefore) }
    if inputLog != nil { return openRecorded(.openURL(url.absoluteString)) { $0.destinations(for: url) } }
    return open(resolved: routes.destinations(for: url))
  }

  /// Opens a route path such as `/rectangle/item/8`, as ``open(_:motion:)`` opens a URL.
  ///
  /// ```swift
  /// engine.open(path: "/circle/item/2")
  /// ```
  ///
  /// - Parameters:
  ///   - path: the path, with an optional query.
  ///   - motion: how the screen moves there; by default only the last step animates.
  /// - Returns: the events, or the error; the engine is then unchanged.
  @inlinable
  @discardableResult
  public mutating func open(
    path: String, motion: NavigationAction<D>.Motion = .lastStepAnimated
  ) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    let (before, heldBefore) = (stateStorage, pendingNavigation)
    defer { noteMotion(motion, since: before, heldBefore: heldBefore) }
    if inputLog != nil { return openRecorded(.openPath(path)) { $0.destinations(forPath: path) } }
    return open(resolved: routes.destinations(forPath: path))
  }

  @inlinable
  mutating func open(resolved: Result<[D], RoutingError<D>>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    var shown = resolved.flatMap(structure.actions(showing:))
    // A well-formed link to something not in the app shows the table's "not found" screen.
    if case .failure(.notFound) = shown, let fallback = routes.notFoundDestination {
      shown = structure.actions(showing: [fallback])
    }
    switch shown {
    case let .success(actions):
      var events: [NavigationEvent<D>] = []
      do throws(NavigationError<D>) {
        try applyLink(actions, events: &events)
        return .success(events)
      } catch {
        return .failure(error)
      }
    case let .failure(error):
      return .failure(.routing(error))
    }
  }
}

extension NavigationEngine {
  /// Opens what `resolve` finds in the routes, recording it as `input` while a recording runs.
  @usableFromInline
  mutating func openRecorded(
    _ input: Recording.Input, _ resolve: (RouteTable<D>) -> Result<[D], RoutingError<D>>
  ) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    recorded(input, { $0.open(resolved: resolve($0.routes)) }, kinds: NavigationEvent.kinds) ?? open(resolved: resolve(routes))
  }
}

extension NavigationEngine {
  /// Applies a link's actions as one action, with what ``apply(_:events:)`` does around any
  /// action: a question or a lookup the link does not answer is dropped once it can no longer
  /// be answered or is replaced, and the wait for a late alert choice or an alert's close ends.
  /// Inlinable, as ``apply(_:events:)`` is: the link's actions run the specialized pipeline.
  @inlinable
  mutating func applyLink(_ actions: [NavigationAction<D>], events: inout [NavigationEvent<D>]) throws(NavigationError<D>) {
    let lookup = pendingNavigation == nil ? nil : pendingLookup
    let owedEcho = owesAlertCloseEcho
    owesAlertCloseEcho = false
    do throws(NavigationError<D>) {
      try perform(actions, events: &events)
    } catch {
      owesAlertCloseEcho = owedEcho
      throw error
    }
    closedAlert = nil
    if pendingNavigation != nil { releaseHolds(supersededLookup: lookup) }
  }
}
