extension NavigationEngine.Recording {
  /// The recording with every destination passed through `destination` and every URL or path
  /// through `url`: what to attach to a bug report when destinations carry what identifies a
  /// person (an account, a search). URLs and paths are kept unless `url` replaces them, and a
  /// link names the same screens a destination does (`/profile/3`): redact both. Outcomes,
  /// alert texts, mark names, a lookup's reasons and guard contexts are kept as they are. What
  /// the person typed in the search field never is: each query becomes as many `x`s.
  ///
  /// A redacted recording keeps each state's shape (its ids, depths, styles and the selected
  /// tab's position) but not its digest, so its replay compares shapes.
  ///
  /// ```swift
  /// let shared = recording.redacted { destination in
  ///   if case .user = destination { return .user(id: 0) }
  ///   return destination
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - destination: the replacement for each destination; tabs are best left as they are.
  ///   - url: the replacement for each URL or path opened; unchanged by default.
  /// - Returns: the redacted recording.
  public func redacted(_ destination: (D) -> D, url: (String) -> String = { $0 }) -> Self {
    var copy = self
    copy.start.state = start.state.redacted(destination)
    copy.start.held = start.held.map { $0.redacted(destination) }
    copy.start.closedAlert = start.closedAlert.map { $0.redacted(destination) }
    copy.start.digest = nil
    copy.steps = steps.map { step in
      var step = step
      step.input = step.input.redacted(destination, url: url)
      step.digest = nil
      step.screenChange = step.screenChange.map {
        NavigationEngine.ScreenChange(from: destination($0.from), to: destination($0.to), cause: $0.cause)
      }
      return step
    }
    return copy
  }
}

extension NavigationEngine.Recording.Input {
  func redacted(_ destination: (D) -> D, url: (String) -> String) -> Self {
    switch self {
    case let .action(action): .action(action.redacted(destination))
    case let .openURL(text): .openURL(url(text))
    case let .openPath(text): .openPath(url(text))
    case .alertButtonOnScreen, .searchDismissed, .environment, .customize, .restoreCustomization, .structure, .guardContext,
      .bottomAccessory:
      self
    }
  }
}

extension NavigationState {
  func redacted(_ transform: (D) -> D) -> Self {
    var copy = self
    copy.selection = transform(selection)
    copy.previousSelection = previousSelection.map(transform)
    copy.stacks = Dictionary(stacks.map { (transform($0.key), $0.value.map { $0.redacted(transform) }) }) { first, _ in first }
    copy.modals = modals.map { $0.redacted(transform) }
    copy.alert = alert?.redacted(transform)
    copy.marks = Dictionary(marks.map { ($0.key.redacted(transform), $0.value) }) { first, _ in first }
    copy.searchQuery = String(repeating: "x", count: searchQuery.count)
    return copy
  }
}

extension NavigationState.Screen {
  func redacted(_ transform: (D) -> D) -> Self {
    switch self {
    case let .root(root): .root(transform(root))
    case .entry: self
    }
  }
}

extension Entry {
  func redacted(_ transform: (D) -> D) -> Self {
    var copy = self
    copy.destination = transform(destination)
    return copy
  }
}

extension Modal {
  func redacted(_ transform: (D) -> D) -> Self {
    var copy = self
    copy.destination = transform(destination)
    copy.stack = stack.map { $0.redacted(transform) }
    return copy
  }
}

extension AlertState {
  func redacted(_ transform: (D) -> D) -> Self {
    var copy = self
    copy.buttons = buttons.map { button in
      var button = button
      button.action = button.action?.redacted(transform)
      return button
    }
    return copy
  }
}

extension PendingNavigation {
  func redacted(_ transform: (D) -> D) -> Self {
    var copy = self
    copy.hold =
      switch hold {
      case let .redirect(from, to, screen): .redirect(from: transform(from), to: transform(to), screen: screen)
      case let .confirmation(alert): .confirmation(alert.redacted(transform))
      case let .resolution(destination, token): .resolution(transform(destination), token: token)
      }
    copy.actions = actions.map { $0.redacted(transform) }
    copy.lookedUp = lookedUp.map(transform)
    return copy
  }
}

extension NavigationAction {
  func redacted(_ transform: (D) -> D) -> Self {
    switch self {
    case let .select(tab): .select(transform(tab))
    case let .push(destination): .push(transform(destination))
    case let .popTo(target): .popTo(target.redacted(transform))
    case let .present(destination, style): .present(transform(destination), style: style)
    case let .show(destination): .show(transform(destination))
    case let .replace(state): .replace(state.redacted(transform))
    case let .presentAlert(alert): .presentAlert(alert.redacted(transform))
    case let .closeAlert(alert): .closeAlert(alert.redacted(transform))
    case let .replaceTop(destination): .replaceTop(transform(destination))
    case let .popToOrPush(destination): .popToOrPush(transform(destination))
    case let .setStack(destinations, tab): .setStack(destinations.map(transform), tab: transform(tab))
    case let .mark(mark, screen): .mark(mark, on: screen.redacted(transform))
    case let .returnTo(target, outcome): .returnTo(target.redacted(transform), outcome: outcome)
    case let .with(options, action):
      .with(
        NavigationAction.Options(
          sender: options.sender?.redacted(transform), cause: options.cause, mark: options.mark, motion: options.motion,
          zoomSource: options.zoomSource),
        action.redacted(transform))
    case let .resolved(token, .rewrite(destination)): .resolved(token: token, .rewrite(transform(destination)))
    // What the person typed stays on the device; its length stays, so that a query the engine
    // refused for its length is refused again.
    case let .setSearchQuery(query): .setSearchQuery(String(repeating: "x", count: query.count))
    case .pop, .popToRoot, .dismiss, .dismissTo, .dismissAll, .chooseAlertButton, .dismissSearch, .finish, .remove, .resolved,
      .setDetent:
      self
    }
  }
}

extension NavigationAction.PopTarget {
  func redacted(_ transform: (D) -> D) -> Self {
    switch self {
    case let .destination(destination): .destination(transform(destination))
    case .entry, .marked, .caller: self
    }
  }
}
