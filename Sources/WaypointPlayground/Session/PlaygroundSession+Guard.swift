internal import Waypoint

/// What the playground's guard is told: whether the person is signed in and whether the screen
/// being edited has unsaved changes.
struct PlaygroundGuardContext: Sendable {
  var signedIn: Bool
  var unsavedChanges: Bool
}

extension PlaygroundSession {
  /// The app's sign-in guard and leaving guard as one guard, the one a navigator holds; `nil`
  /// for an app with neither.
  var sessionGuard: NavigationGuard<D, PlaygroundGuardContext>? {
    let signIn = playground.signInGuard
    guard let leaving = playground.leavingGuard else {
      return signIn.map { signIn in NavigationGuard { destination, state, context in signIn.decide(destination, state, context.signedIn) } }
    }
    return NavigationGuard(
      { destination, state, context in signIn?.decide(destination, state, context.signedIn) ?? .allow },
      leaving: { departure, state, context in leaving.decideLeaving(departure, state, context.unsavedChanges) })
  }

  /// The guard's context now.
  var guardContext: PlaygroundGuardContext {
    PlaygroundGuardContext(signedIn: signedIn ?? false, unsavedChanges: unsavedChanges ?? false)
  }

  /// Tells every window the guard's new context: signing in resumes the navigation a redirect
  /// held back, signing out removes what needs sign-in, unsaved changes make their screen ask
  /// before it leaves (and lock its swipe).
  func applyGuardContext() -> Effect {
    guard let sessionGuard else { return Effect(redraw: true) }
    let start = navigator.state
    let results = windows.setGuard(sessionGuard, context: guardContext)
    switch results[currentWindow] {
    case let .success(events)?: return Effect(steps: steps(from: start), events: records(events), redraw: true)
    case let .failure(error)?: return Effect(events: records([NavigationEvent<D>.rejected(error)]), redraw: true)
    case nil: return Effect(redraw: true)
    }
  }

  /// Says whether the screen being edited has unsaved changes.
  func setUnsavedChanges(_ value: Bool) throws(PlaygroundError) -> Effect {
    guard playground.leavingGuard != nil else {
      throw .noLeavingGuard(command: "unsaved \(value ? "on" : "off")", app: playground.name)
    }
    unsavedChanges = value
    return applyGuardContext()
  }
}
