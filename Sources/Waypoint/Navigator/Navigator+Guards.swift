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
    change(.everything) { engine, events throws(NavigationError<D>) in
      events.append(contentsOf: try engine.setPolicy(policy).get())
    }
  }
}
