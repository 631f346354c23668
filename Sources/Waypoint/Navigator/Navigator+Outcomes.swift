import Observation

extension Navigator {
  /// What `action` would do, without doing it (see ``NavigationEngine/check(_:)``). Reading it
  /// in a view subscribes to every change of what the engine decides by: the state, the
  /// settings, the guard and a held navigation.
  ///
  /// ```swift
  /// if case let .failure(error) = navigator.check(.pop(2)) { print(error) }
  /// ```
  ///
  /// - Parameter action: the action.
  /// - Returns: the events it would cause, or the error it would be refused with.
  public func check(_ action: NavigationAction<D>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    accessDecisionInputs()
    return engine.check(action)
  }

  /// Whether `action` would be accepted now and do something (see ``NavigationEngine/can(_:)``):
  /// `can(.pop(1))` is "can go back", `can(.dismiss)` "is something presented". Reading it in a
  /// view subscribes to every change, so a button's state follows.
  ///
  /// ```swift
  /// let canGoBack = navigator.can(.pop(1))
  /// ```
  ///
  /// - Parameter action: the action.
  /// - Returns: `true` when it would be accepted and do something.
  public func can(_ action: NavigationAction<D>) -> Bool {
    accessDecisionInputs()
    return engine.can(action)
  }

  /// Ends the top screen, delivering `outcome` to the screen that pushed or presented it.
  ///
  /// ```swift
  /// navigator.finish(returning: nil)
  /// ```
  ///
  /// - Parameter outcome: what the screen finished with; none by default.
  /// - Returns: the events, or the error.
  @discardableResult
  public func finish(returning outcome: D.Outcome? = nil) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    send(.finish(returning: outcome))
  }

  /// Ends the screen `id`, which must be the top screen: a finish that arrives after the person
  /// already closed that screen changes nothing (``NavigationEvent/ignoredStale(_:)``).
  ///
  /// ```swift
  /// navigator.finish(4, returning: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - id: the finishing screen: a pushed entry's id or a modal's.
  ///   - outcome: what it finished with; none by default.
  /// - Returns: the events, or the error.
  @discardableResult
  public func finish(_ id: EntryID, returning outcome: D.Outcome? = nil) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    send(NavigationAction.finish(returning: outcome).from(.entry(id)))
  }

  /// Marks `screen` with `name`, a return point for ``returnTo(_:returning:)``; `nil` removes its
  /// mark.
  ///
  /// ```swift
  /// navigator.mark("start", on: .root(.triangle))
  /// ```
  ///
  /// - Parameters:
  ///   - name: the mark, or `nil`.
  ///   - screen: the screen.
  /// - Returns: the events, or the error.
  @discardableResult
  public func mark(_ name: String?, on screen: NavigationState<D>.Screen) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    send(.mark(name, on: screen))
  }

  /// Returns to the top-most screen marked `name`, across stacks and modals, delivering
  /// `outcome` to it.
  ///
  /// ```swift
  /// navigator.returnTo("start", returning: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - name: the mark.
  ///   - outcome: what the flow finished with; none by default.
  /// - Returns: the events, or the error.
  @discardableResult
  public func returnTo(_ name: String, returning outcome: D.Outcome? = nil) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    send(.returnTo(.marked(name), outcome: outcome))
  }

  /// Waits for the screen `id` to leave: returns the outcome it finished with, or `nil` when it
  /// left any other way (the person swiped it away, the app dismissed it, a link replaced it),
  /// when it is not on screen, or when the task is cancelled.
  ///
  /// ```swift
  /// let picked = await navigator.outcome(of: 4)
  /// ```
  ///
  /// - Parameter id: a pushed entry's id or a modal's.
  /// - Returns: the outcome, or `nil`.
  public func outcome(of id: EntryID) async -> D.Outcome? {
    guard engine.state.holds(.entry(id)) else { return nil }
    let token = Locked<Int?>(nil)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled {
          continuation.resume(returning: nil)
        } else {
          token.withLock { $0 = deliveries.add(continuation, for: id) }
        }
      }
    } onCancel: {
      Task { @MainActor [weak self] in
        if let own = token.withLock({ $0 }) { self?.deliveries.cancel(id, token: own) }
      }
    }
  }

  /// Presents `destination` and waits for it to finish: the outcome it finished with, or `nil`
  /// when it was dismissed any other way, refused, or redirected by a guard.
  ///
  /// ```swift
  /// let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
  /// Task { _ = await navigator.outcome(presenting: .settings) }
  /// ```
  ///
  /// - Parameters:
  ///   - destination: the modal's root screen.
  ///   - style: sheet, cover or popover; the destination's declared one by default.
  /// - Returns: the outcome, or `nil`.
  public func outcome(presenting destination: D, style: ModalStyle? = nil) async -> D.Outcome? {
    guard case let .success(events) = present(destination, style: style) else { return nil }
    for event in events {
      if case let .presented(modal) = event, modal.destination == destination { return await outcome(of: modal.id) }
      if case let .alreadyPresented(modal) = event { return await outcome(of: modal.id) }
    }
    return nil
  }

  /// Pushes `destination` and waits for it to finish: the outcome it finished with, or `nil`
  /// when it was popped any other way, refused, or redirected by a guard.
  ///
  /// ```swift
  /// let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
  /// Task { _ = await navigator.outcome(pushing: .infinity) }
  /// ```
  ///
  /// - Parameter destination: the screen to push.
  /// - Returns: the outcome, or `nil`.
  public func outcome(pushing destination: D) async -> D.Outcome? {
    guard case let .success(events) = push(destination) else { return nil }
    for case let .pushed(entry) in events where entry.destination == destination { return await outcome(of: entry.id) }
    return nil
  }

  /// After a change: resumes the callers waiting for screens that finished or left, and files
  /// each delivered outcome in its screen's inbox.
  @usableFromInline
  func settleOutcomes() {
    if deliveries.settle(events: lastEventsStorage, state: engine.state) { fire(.outcomes) }
  }

  /// The outcomes delivered to `screen` and not taken yet, oldest first. Reading it in a view
  /// subscribes to the outcomes of every screen.
  ///
  /// ```swift
  /// let pending = navigator.outcomes(for: .root(.rectangle))
  /// ```
  ///
  /// - Parameter screen: a screen's address.
  /// - Returns: its outcomes.
  public func outcomes(for screen: NavigationState<D>.Screen) -> [D.Outcome] {
    registrar.access(self, keyPath: keyPaths.path(.outcomes))
    return deliveries.inbox[screen] ?? []
  }

  /// Takes the outcomes delivered to `screen`: returns them, oldest first, and empties its
  /// inbox. A screen takes its outcomes when it appears and each time new ones arrive.
  ///
  /// ```swift
  /// for outcome in navigator.takeOutcomes(for: .root(.rectangle)) { print(outcome) }
  /// ```
  ///
  /// - Parameter screen: a screen's address.
  /// - Returns: its outcomes.
  @discardableResult
  public func takeOutcomes(for screen: NavigationState<D>.Screen) -> [D.Outcome] {
    let taken = deliveries.take(for: screen)
    if !taken.isEmpty { fire(.outcomes) }
    return taken
  }

  /// The key the outcome inboxes are observed by.
  var outcomeInboxes: Bool { true }
}
