extension NavigationState {
  /// Applies an action in place, appending what it caused to `events`.
  ///
  /// On error the state and `events` are left exactly as they were. This is the form the
  /// navigator uses: it changes the state in place, so a push costs O(1) amortized.
  ///
  /// ```swift
  /// var events: [NavigationEvent<ShapesDestination>] = []
  /// try state.apply(.push(.infinity), in: structure, events: &events)
  /// ```
  ///
  /// - Parameters:
  ///   - action: the action.
  ///   - structure: the app's structure.
  ///   - events: where the caused events are appended.
  /// - Throws: ``NavigationError`` when the action makes no sense on this state.
  @inlinable
  package mutating func apply(
    _ action: NavigationAction<D>,
    in structure: AppStructure<D>,
    events: inout [NavigationEvent<D>],
    resolved: Hierarchy<D>? = nil
  ) throws(NavigationError<D>) {
    let mark = events.count
    // Only an alert that was up before the action can be dismissed by a change of the top
    // screen; without one, skip the snapshot (an allocation per action in unspecialized code).
    let topBefore = alert == nil ? nil : topIdentity
    do {
      try reduce(action, in: structure, events: &events, depth: 0, resolved: resolved)
    } catch {
      events.removeSubrange(mark...)
      throw error
    }
    if alert != nil, let topBefore, topIdentity != topBefore {
      alert = nil
      events.append(.alertDismissed(buttonID: nil))
    }
    if !marks.isEmpty { dropMarksOfScreensThatLeft() }
  }

  /// Applies an action in place and returns what it caused.
  ///
  /// ```swift
  /// let events = try state.apply(.show(.rectangleItem(level: 3)), in: structure)
  /// ```
  ///
  /// - Parameters:
  ///   - action: the action.
  ///   - structure: the app's structure.
  /// - Returns: the events, in order.
  /// - Throws: ``NavigationError``; the state is then unchanged.
  @discardableResult
  package mutating func apply(
    _ action: NavigationAction<D>,
    in structure: AppStructure<D>
  ) throws(NavigationError<D>) -> [NavigationEvent<D>] {
    var events: [NavigationEvent<D>] = []
    try apply(action, in: structure, events: &events)
    return events
  }

  /// Returns the outcome of an action without changing this state: the pure function
  /// `(state, structure) -> outcome` of DESIGN.md.
  ///
  /// ```swift
  /// let outcome = try state.applying(.dismissAll, in: structure).get()
  /// ```
  ///
  /// - Parameters:
  ///   - action: the action.
  ///   - structure: the app's structure.
  /// - Returns: the new state and its events, or the error.
  package func applying(
    _ action: NavigationAction<D>,
    in structure: AppStructure<D>
  ) -> Result<NavigationOutcome<D>, NavigationError<D>> {
    var copy = self
    do {
      let events = try copy.apply(action, in: structure)
      return .success(NavigationOutcome(state: copy, events: events))
    } catch {
      return .failure(error)
    }
  }

  /// What the alert sits on: the selected tab, the top modal and the top entry. When it changes,
  /// the alert goes with it.
  @inlinable
  var topIdentity: TopIdentity {
    TopIdentity(selection: selection, modal: modals.indices.last.map { modals[$0].id }, entry: visibleStack.last?.id)
  }

  @usableFromInline
  struct TopIdentity: Equatable {
    @usableFromInline var selection: D
    @usableFromInline var modal: EntryID?
    @usableFromInline var entry: EntryID?

    @inlinable
    init(selection: D, modal: EntryID?, entry: EntryID?) {
      self.selection = selection
      self.modal = modal
      self.entry = entry
    }
  }

  @inlinable
  mutating func reduce(
    _ action: NavigationAction<D>,
    in structure: AppStructure<D>,
    events: inout [NavigationEvent<D>],
    depth: Int,
    resolved: Hierarchy<D>? = nil
  ) throws(NavigationError<D>) {
    switch action {
    case let .select(destination):
      try select(destination, in: structure, events: &events, depth: depth)
    case let .push(destination):
      try requirePushable(destination, in: structure)
      if let policy = structure.storage.pushPolicy {
        try push(destination, following: policy(destination), in: structure, events: &events)
      } else {
        try push(destination, limits: structure.limits, events: &events)
      }
    case let .pop(count):
      try pop(count, events: &events)
    case let .popTo(target):
      try pop(to: target, events: &events)
    case .popToRoot:
      popToRoot(events: &events)
    case let .present(destination, style):
      guard !structure.isRoot(destination) else { throw .rootAsEntry(destination) }
      try present(destination, style: style ?? structure.declaredStyle(of: destination), limits: structure.limits, events: &events)
    case .dismiss:
      dismiss(from: modals.count - 1, events: &events)
    case let .dismissTo(elevation):
      guard elevation >= 0 else { throw .invalidElevation(elevation) }
      dismiss(from: elevation, events: &events)
    case .dismissAll:
      if modals.isEmpty && alert == nil {
        events.append(.nothingToDismiss)
      } else {
        if alert != nil {
          alert = nil
          events.append(.alertDismissed(buttonID: nil))
        }
        dismiss(from: 0, events: &events)
      }
    case let .show(destination):
      try show(destination, in: structure, events: &events, depth: depth, resolved: resolved)
    case let .replace(state):
      try replace(with: state, in: structure, events: &events)
    case let .presentAlert(alert):
      let problems = alert.problems
      guard problems.isEmpty else { throw .invalidAlert(problems) }
      self.alert = alert
      events.append(.alertPresented(alert))
    case let .chooseAlertButton(id):
      try chooseAlertButton(id, in: structure, events: &events, depth: depth)
    case let .closeAlert(closed):
      // A close for an alert that is no longer up is the late echo of one a button already
      // dismissed; it must not close the alert that button presented.
      guard alert == closed else {
        events.append(.nothingToDismiss)
        return
      }
      alert = nil
      events.append(.alertDismissed(buttonID: nil))
    case .dismissSearch:
      try dismissSearch(in: structure, events: &events, depth: depth)
    case let .finish(outcome):
      try finish(returning: outcome, events: &events)
    case let .remove(id):
      try remove(id, events: &events)
    case let .replaceTop(destination):
      try requirePushable(destination, in: structure)
      try replaceTop(with: destination, limits: structure.limits, events: &events)
    case let .popToOrPush(destination):
      try popToOrPush(destination, in: structure, events: &events)
    case let .setStack(destinations, tab):
      try setStack(destinations, tab: tab, in: structure, events: &events)
    case let .mark(name, screen):
      try mark(name, on: screen, in: structure)
    case let .returnTo(target, outcome):
      try returnTo(target, outcome: outcome, events: &events)
    case let .setDetent(detent, elevation):
      try setDetent(detent, elevation: elevation, events: &events)
    case let .setSearchQuery(query):
      try setSearchQuery(query, in: structure)
    case let .with(options, inner):
      try reduce(inner, with: options, in: structure, events: &events, depth: depth, resolved: resolved)
    case .resolved:
      // The engine answers a pending lookup before this; an answer that reaches the reducer
      // names no pending lookup.
      events.append(.ignoredStale(action))
    }
  }
}

extension AppStructure {
  /// The modal style a destination declares through its origin; a sheet when it declares none.
  ///
  /// - Parameter destination: a destination.
  /// - Returns: the declared style.
  @inlinable
  public func declaredStyle(of destination: D) -> ModalStyle {
    switch origin(destination) {
    case let .presented(_, style), let .anywhere(.present(style)): style
    case .root, .pushed, .anywhere(.push): .sheet
    }
  }
}
