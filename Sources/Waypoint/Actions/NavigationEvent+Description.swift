extension NavigationEvent: CustomStringConvertible {
  /// A sentence that says what happened, naming each screen by its title.
  ///
  /// ```swift
  /// for event in try navigator.push(.rectangleItem(level: 1)).get() {
  ///   print(event) // "pushed Rectangle 1 (#0)"
  /// }
  /// ```
  public var description: String { description(naming: \.title) }

  /// A sentence that says what happened, naming each screen with `name`, such as its route's path.
  ///
  /// ```swift
  /// let event = NavigationEvent.pushed(Entry(id: 0, destination: ShapesDestination.rectangleItem(level: 1)))
  /// event.description { Shapes.routes.path(for: $0) ?? $0.title } // "pushed /rectangle/item/1 (#0)"
  /// ```
  ///
  /// - Parameter name: the name of a screen.
  /// - Returns: the sentence.
  public func description(naming name: (D) -> String) -> String {
    switch self {
    case let .selected(tab, previous): "selected \(name(tab)) (was \(name(previous)))"
    case let .reselected(tab): "re-selected \(name(tab))"
    case let .intercepted(tab): "\(name(tab)) intercepted the tap (the selection stays)"
    case let .scrollToTop(tab): "scroll \(name(tab)) to the top"
    case let .pushed(entry): "pushed \(entry.description(naming: name))"
    case let .popped(entries, cause): "popped \(entries.map { name($0.destination) }.joined(separator: ", "))\(cause.suffix)"
    case let .presented(modal): "presented \(name(modal.destination)) as a \(modal.style.name) (\(modal.id))"
    case let .dismissed(modals, cause): "dismissed \(modals.map { name($0.destination) }.joined(separator: ", "))\(cause.suffix)"
    case let .alertPresented(alert): "alert '\(alert.title)' presented"
    case .alertDismissed: "alert dismissed"
    case .nothingToDismiss: "nothing to dismiss (the state is unchanged)"
    case .alreadyAtRoot: "already at the root"
    case let .alreadyOnTop(destination): "\(name(destination)) is already on top; nothing changed"
    case let .alreadyPresented(modal): "\(name(modal.destination)) is already presented (\(modal.id)); nothing changed"
    case .replaced: "state replaced"
    case let .repaired(from, to): "selection repaired: \(name(from)) → \(name(to))"
    case let .rejected(error): "rejected: \(error.description)"
    case let .redirected(from, to): "redirected \(name(from)) to \(name(to))"
    case let .resumed(destination): "resumed \(name(destination))"
    case let .resolving(destination, token): "looking \(name(destination)) up first (lookup \(token))"
    case let .detentChanged(elevation, detent): "the sheet at elevation \(elevation) rests at \(detent)"
    case let .delivered(outcome, to, from): "\(from) finished with \(outcome) for \(to.map { "\($0)" } ?? "nobody")"
    case let .ignoredStale(action):
      action.name == "resolved"
        ? "ignored a late answer: the lookup it answers is no longer pending (nothing changed)"
        : "ignored \(action.name): its screen is no longer on top (nothing changed)"
    }
  }
}

extension NavigationAction.Cause {
  /// How a description names the cause: nothing for the app's own call.
  var suffix: String {
    switch self {
    case .app: ""
    case .person: " by the person"
    case .finished: " (finished)"
    case .deepLink: " by a deep link"
    case .replaced: " (replaced)"
    case .removed: " (removed)"
    case .guarded: " by the guard"
    case .restructured: " (the structure changed)"
    case .restored: " (restored)"
    case .leftTab: " (its tab was left)"
    }
  }
}
