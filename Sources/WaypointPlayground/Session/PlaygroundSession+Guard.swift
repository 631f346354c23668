internal import Waypoint

/// What the playground's guard is told: whether the person is signed in and whether the screen
/// being edited has unsaved changes. `Codable`, so that a recording keeps it.
struct PlaygroundGuardContext: Sendable, Codable {
  var signedIn: Bool
  var unsavedChanges: Bool
}

extension Playground {
  /// The app's sign-in guard, leaving guard and lookups as one guard, the one a navigator
  /// holds; `nil` for an app with none of them.
  var sessionGuard: NavigationGuard<D, PlaygroundGuardContext>? {
    let signIn = signInGuard
    let lookUp = lookUp
    guard signIn != nil || lookUp != nil || leavingGuard != nil else { return nil }
    let decide: @Sendable (D, NavigationState<D>, PlaygroundGuardContext) -> GuardDecision<D> = { destination, state, context in
      let decision = signIn?.decide(destination, state, context.signedIn) ?? .allow
      return decision == .allow && lookUp?(destination) == true ? .resolve : decision
    }
    guard let leaving = leavingGuard else { return NavigationGuard(decide) }
    return NavigationGuard(
      decide, leaving: { departure, state, context in leaving.decideLeaving(departure, state, context.unsavedChanges) })
  }
}

extension PlaygroundSession {
  /// The app's guard (see ``Playground/sessionGuard``).
  var sessionGuard: NavigationGuard<D, PlaygroundGuardContext>? { playground.sessionGuard }

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

  /// Answers the pending lookup as the app's resolver would; an answer with no lookup pending
  /// changes nothing.
  func resolve(_ answer: PlaygroundCommand.LookupAnswer, path: String?) throws(PlaygroundError) -> Effect {
    let token = navigator.pendingNavigation?.resolution?.token ?? 0
    let resolverAnswer: GuardDecision<D>.LookupAnswer
    switch answer {
    case .allow: resolverAnswer = .allow
    case .deny: resolverAnswer = .deny(DenialReason(code: "denied", message: "the lookup refused it"))
    case .fail: resolverAnswer = .failed("the lookup failed")
    case .rewrite:
      guard let path else {
        throw .arguments(.missingArgument, command: "resolve", detail: "rewrite needs a path", usage: "resolve rewrite <path>")
      }
      resolverAnswer = .rewrite(try destination(path))
    }
    return try apply(.resolved(token: token, resolverAnswer))
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
