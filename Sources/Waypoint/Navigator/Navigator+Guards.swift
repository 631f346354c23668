extension Navigator {
  /// Installs a guard with the app's current context; call it again whenever the context
  /// changes (sign-in, sign-out).
  ///
  /// The state is re-checked at once: what the guard no longer allows is removed and the rest
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
  ///
  /// ```swift
  /// navigator.setPolicy(.allowAll) // removes the guard
  /// ```
  ///
  /// - Parameter policy: the policy.
  /// - Returns: the events, or the error.
  @discardableResult
  public func setPolicy(_ policy: GuardPolicy<D>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    let structure = structure
    let result = transact { state, pending, events throws(NavigationError<D>) in
      let outcome = try state.removingRefused(by: policy, in: structure).get()
      state = outcome.state
      events.append(contentsOf: outcome.events)
      state.resume(&pending, in: structure, policy: policy, events: &events)
    }
    if case .success = result { self.policy = policy }
    return result
  }
}
