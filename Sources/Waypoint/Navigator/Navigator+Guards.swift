import Observation

extension Navigator {
  /// Installs a guard with the app's current context; call it again whenever the context
  /// changes (sign-in, sign-out).
  ///
  /// The state is checked again at once: what the guard no longer allows is removed and the rest
  /// kept. Then a pending navigation resumes if the guard now allows it (event
  /// ``NavigationEvent/resumed(_:)``), or is dropped if its redirect screen is gone.
  ///
  /// ```swift
  /// navigator.setGuard(Social.signInGuard, context: SocialAccount(isSignedIn: false))
  /// navigator.select(.notifications)  // redirected: sign-in is presented
  /// navigator.setGuard(Social.signInGuard, context: SocialAccount(isSignedIn: true))
  /// navigator.state.selection         // .notifications
  /// ```
  ///
  /// - Parameters:
  ///   - guard: the app's guard.
  ///   - context: the app's current context.
  /// - Returns: the events, or ``NavigationError/denied(_:reason:)`` when the guard allows no tab
  ///   at all (the state is then unchanged).
  @discardableResult
  public func setGuard<Context>(
    _ guard: NavigationGuard<D, Context>,
    context: Context
  ) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    setPolicy(`guard`.policy(context: context))
  }

  /// Installs a guard already bound to its context (see ``setGuard(_:context:)``).
  package func setPolicy(_ policy: GuardPolicy<D>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    // Every stack is checked: a guard's cut removes screens from any of them, and ids are never
    // reused, so a print tells (a resumed replace widens to every stack by its event).
    let result = change(.everyStack) { engine, events throws(NavigationError<D>) in
      events.append(contentsOf: try engine.setPolicy(policy).get())
    }
    if case .success = result { fire(.guardRules) }
    return result
  }

  /// The key a guard's answers are observed by: what locks a gesture can change with the
  /// context alone (a form becoming dirty), the state unchanged.
  var guardRules: Bool { true }

  /// Whether the person's swipe down of the modal at `elevation` must be disabled, because the
  /// guard would ask (or refuse) before that modal or one above it leaves. Notified when the
  /// modals or the guard change.
  ///
  /// ```swift
  /// navigator.locksDismissal(atElevation: 0)  // what the sheet's interactiveDismissDisabled reads
  /// ```
  ///
  /// - Parameter elevation: the modal's elevation.
  /// - Returns: `true` when the swipe must be disabled.
  package func locksDismissal(atElevation elevation: Int) -> Bool {
    registrar.access(self, keyPath: keyPaths.path(.modals))
    registrar.access(self, keyPath: keyPaths.path(.guardRules))
    return engine.locksDismissal(atElevation: elevation)
  }

  /// Whether the person's swipe back from the top of the stack at `location` (and the back
  /// button's menu) must be disabled, because the guard would ask (or refuse) before one of its
  /// entries leaves. Notified when that
  /// stack or the guard changes.
  ///
  /// ```swift
  /// navigator.locksBack(at: .tab(.timeline))
  /// ```
  ///
  /// - Parameter location: a tab's stack or a modal's.
  /// - Returns: `true` when the swipe back must be disabled.
  package func locksBack(at location: StackLocation<D>) -> Bool {
    accessStack(at: location)
    return engine.locksBack(at: location)
  }

  /// Whether the entry `id` is the top of the stack at `location` and its swipe back must be
  /// disabled (see ``locksBack(at:)``): what the entry's own screen reads.
  ///
  /// ```swift
  /// navigator.locksBack(of: 3, at: .tab(.timeline))
  /// ```
  ///
  /// - Parameters:
  ///   - id: a pushed entry's id.
  ///   - location: the stack it is on.
  /// - Returns: `true` when the entry is on top and its swipe back must be disabled.
  package func locksBack(of id: EntryID, at location: StackLocation<D>) -> Bool {
    accessStack(at: location)
    return engine.state.stack(at: location)?.last?.id == id && engine.locksBack(at: location)
  }

  private func accessStack(at location: StackLocation<D>) {
    switch location {
    case let .tab(tab): registrar.access(self, keyPath: stackPath(tab))
    case let .modal(elevation): registrar.access(self, keyPath: keyPaths.modal(elevation))
    }
    registrar.access(self, keyPath: keyPaths.path(.guardRules))
  }
}
