extension AppStructure {
  /// The actions that put a parsed list of destinations on screen, after checking it against
  /// the hierarchy.
  ///
  /// One destination is shown as a deep link. An explicit path (several destinations) is
  /// shown FlowStacks-style: the first one's hierarchy is rebuilt, then each following
  /// destination is pushed or presented on the one before it, as its origin says; a
  /// destination whose origin names another parent, or a root in the middle, is refused.
  ///
  /// ```swift
  /// let actions = try structure.actions(showing: [.timeline, .status(id: 1), .user(id: 7)]).get()
  /// // [.show(.timeline), .push(.status(id: 1)), .push(.user(id: 7))]
  /// ```
  ///
  /// - Parameter destinations: one destination, or an explicit path.
  /// - Returns: the actions, or why the hierarchy does not allow them.
  // Inlinable, so that an app's `open` follows the hierarchy specialized for its destinations.
  @inlinable
  public func actions(showing destinations: [D]) -> Result<[NavigationAction<D>], RoutingError<D>> {
    guard let first = destinations.first else { return .failure(.unexpectedPath(count: 0)) }
    switch hierarchy(of: first) {
    case .success: break
    case .failure(.rootNotATab): return .failure(.notFound(first))
    case let .failure(error): return .failure(.notAllowed(first, error))
    }
    var actions: [NavigationAction<D>] = [.show(first)]
    var previous = first
    for destination in destinations.dropFirst() {
      switch origin(destination) {
      case .root:
        return .failure(.stepNotAllowed(destination, after: previous))
      case let .pushed(parent):
        guard parent == previous else { return .failure(.stepNotAllowed(destination, after: previous)) }
        actions.append(.push(destination))
      case let .presented(parent, style):
        guard parent == previous else { return .failure(.stepNotAllowed(destination, after: previous)) }
        actions.append(.present(destination, style: style))
      case .anywhere(.push):
        actions.append(.push(destination))
      case let .anywhere(.present(style)):
        actions.append(.present(destination, style: style))
      }
      previous = destination
    }
    return .success(actions)
  }
}
