import Foundation
import Testing
import Waypoint
import WaypointExamples

/// A guard that wants a destination looked up first (issue 29, item 2; D22): the navigation is
/// held, the resolver's answer comes back as an action, the latest navigation wins, and a late
/// answer changes nothing.
@MainActor
@Suite struct LookupTests {
  /// Profiles of users above 99 are not loaded yet: they are looked up first. Compose needs
  /// sign-in.
  nonisolated static let lookingUp = NavigationGuard<SocialDestination, SocialAccount> { destination, _, account in
    if case let .user(id) = destination, id > 99 { return .resolve }
    return Social.signInRequired.contains(destination) && !account.isSignedIn ? .redirect(to: .signIn) : .allow
  }

  static func engine(_ account: SocialAccount = .signedIn) -> NavigationEngine<SocialDestination> {
    var engine = NavigationEngine(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    engine.setGuard(lookingUp, context: account)
    return engine
  }
}

extension LookupTests {
  @Test func aLookupHoldsTheNavigationAndChangesNothingElse() {
    var engine = Self.engine()
    let before = engine.state
    #expect(engine.send(.show(.user(id: 123))) == .success([.resolving(.user(id: 123), token: 1)]))
    #expect(engine.state == before)
    #expect(engine.pendingNavigation == PendingNavigation(resolving: .user(id: 123), token: 1, actions: [.show(.user(id: 123))]))
  }

  @Test func anAllowingAnswerPerformsTheHeldNavigation() {
    var engine = Self.engine()
    engine.send(.show(.user(id: 123)))
    let events = try? engine.send(.resolved(token: 1, .allow)).get()
    #expect(events?.first == .resumed(.user(id: 123)))
    #expect(engine.state.selectedStack.map(\.destination) == [.user(id: 123)])
    #expect(engine.pendingNavigation == nil)
  }

  @Test func aRewriteShowsTheDestinationItGives() {
    var engine = Self.engine()
    engine.send(.push(.user(id: 123)))
    engine.send(.resolved(token: 1, .rewrite(.user(id: 7))))
    #expect(engine.state.selectedStack.map(\.destination) == [.user(id: 7)])
  }

  @Test func aDenialOrAFailureDropsItWithTheReason() {
    var denied = Self.engine()
    let before = denied.state
    denied.send(.show(.user(id: 123)))
    #expect(denied.send(.resolved(token: 1, .deny("suspended"))) == .success([.rejected(.denied(.user(id: 123), reason: "suspended"))]))
    #expect(denied.state == before)
    #expect(denied.pendingNavigation == nil)
    var failed = Self.engine()
    failed.send(.show(.user(id: 123)))
    #expect(
      failed.send(.resolved(token: 1, .failed("offline"))) == .success([.rejected(.resolutionFailed(.user(id: 123), reason: "offline"))]))
    #expect(failed.pendingNavigation == nil)
  }

  @Test func twoLinksInARowLeaveOnlyTheLatestResolving() {  // issue 29: done-when
    var engine = Self.engine()
    engine.send(.show(.user(id: 123)))
    engine.send(.show(.user(id: 456)))
    #expect(engine.pendingNavigation?.resolution?.destination == .user(id: 456))
    let before = engine.state
    #expect(engine.send(.resolved(token: 1, .allow)) == .success([.ignoredStale(.resolved(token: 1, .allow))]), "a late answer")
    #expect(engine.state == before)
    #expect(engine.pendingNavigation?.resolution?.token == 2)
    engine.send(.resolved(token: 2, .allow))
    #expect(engine.state.selectedStack.map(\.destination) == [.user(id: 456)])
  }

  @Test func anyOtherNavigationReplacesThePendingLookup() {  // D22: the latest wins
    var engine = Self.engine()
    engine.send(.show(.user(id: 123)))
    engine.send(.push(.status(id: 1)))
    #expect(engine.pendingNavigation == nil)
    engine.send(.resolved(token: 1, .allow))
    #expect(engine.state.selectedStack.map(\.destination) == [.status(id: 1)], "the late answer changed nothing")
  }

  @Test func aContextWhereTheGuardNoLongerAsksDropsTheLookup() {  // issue 29: a sign-out cancels
    var engine = Self.engine()
    engine.send(.show(.user(id: 123)))
    let everyoneLoaded = NavigationGuard<SocialDestination, SocialAccount> { _, _, _ in .allow }
    engine.setGuard(everyoneLoaded, context: .signedOut)
    #expect(engine.pendingNavigation == nil)
  }

  @Test func aLookupThenARedirectHoldsTheRestForSignIn() {  // next-features 3.7, edge 5
    var engine = Self.engine(.signedOut)
    var events: [NavigationEvent<SocialDestination>] = []
    #expect(throws: Never.self) { try engine.perform([.push(.user(id: 123)), .present(.compose)], events: &events) }
    #expect(events == [.resolving(.user(id: 123), token: 1)], "the lookup comes first")
    engine.send(.resolved(token: 1, .allow))
    #expect(engine.state.modals.map(\.destination) == [.signIn])
    #expect(engine.pendingNavigation?.destination == .compose)
  }

  @Test func whatIsAlreadyInTheStateCountsAsLookedUp() {
    var engine = Self.engine()
    engine.send(.show(.user(id: 123)))
    engine.send(.resolved(token: 1, .allow))
    engine.setGuard(Self.lookingUp, context: .signedIn)  // a re-check cuts nothing
    #expect(engine.state.selectedStack.map(\.destination) == [.user(id: 123)])
    var restored = NavigationState(selection: SocialDestination.timeline, nextEntryID: 1)
    restored.stacks[.timeline] = [Entry(id: 0, destination: .user(id: 456))]
    engine.send(.replace(restored))
    #expect(engine.state.selectedStack.map(\.destination) == [.user(id: 456)], "a replacing state is not held")
  }

  @Test func aLookupIsNeverSaved() throws {  // I14
    let windows = SessionNavigator(
      session: Session(main: NavigationState(selection: SocialDestination.timeline)), structure: Social.structure(),
      routes: Social.routes)
    windows.setGuard(Self.lookingUp, context: .signedIn)
    let navigator = try #require(windows.navigator(for: 0))
    navigator.push(.status(id: 1))
    navigator.show(.user(id: 123))
    let session = windows.session
    #expect(session[0]?.pendingNavigation?.resolution?.destination == .user(id: 123), "the session holds it while running")
    // Neither the session's own coding nor a snapshot carries it.
    let decoded = try JSONDecoder().decode(Session<SocialDestination>.self, from: JSONEncoder().encode(session))
    #expect(decoded[0]?.pendingNavigation == nil)
    let data = try JSONEncoder().encode(SessionSnapshot(session: session))
    let restored = try SessionSnapshot<SocialDestination>.restore(from: data, in: Social.structure())
    let reopened = SessionNavigator(session: restored.snapshot.session, structure: Social.structure(), routes: Social.routes)
    #expect(reopened.navigator(for: 0)?.resolvingDestination == nil)
    #expect(reopened.navigator(for: 0)?.state == navigator.state)
  }
}

/// The navigator runs the app's resolver and sends its answer back (issue 29, item 2).
extension LookupTests {
  static func navigator() -> Navigator<SocialDestination> {
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    navigator.setGuard(lookingUp, context: .signedIn)
    return navigator
  }

  @Test func theNavigatorRunsTheResolverAndSendsItsAnswer() async {
    let navigator = Self.navigator()
    navigator.setResolver { destination in destination == .user(id: 123) ? .rewrite(.user(id: 7)) : .allow }
    navigator.open(path: "/profile/123")
    #expect(navigator.resolvingDestination == .user(id: 123))
    await navigator.lookupInFlight?.value
    #expect(navigator.resolvingDestination == nil)
    #expect(navigator.state.selectedStack.map(\.destination) == [.user(id: 7)])
  }

  @Test func aLookupThatTakesTooLongFails() async {  // issue 29: a timeout is an answer
    let navigator = Self.navigator()
    navigator.setResolver(timeout: .milliseconds(20)) { _ in
      try await Task.sleep(for: .seconds(30))
      return .allow
    }
    navigator.show(.user(id: 123))
    await navigator.lookupInFlight?.value
    #expect(navigator.lastEvents.first.map { if case .rejected(.resolutionFailed) = $0 { true } else { false } } == true)
    #expect(navigator.state.selectedStack.isEmpty)
  }

  @Test func aReplacedLookupIsCancelledAndItsAnswerNeverSent() async {  // D22: latest wins
    let navigator = Self.navigator()
    navigator.setResolver { destination in
      if destination == .user(id: 123) { try await Task.sleep(for: .seconds(30)) }
      return .allow
    }
    navigator.show(.user(id: 123))
    let first = navigator.lookupInFlight
    navigator.show(.user(id: 456))
    #expect(first?.isCancelled == true, "the replaced lookup's task is cancelled")
    await first?.value  // cancelled: ends at once
    await navigator.lookupInFlight?.value
    #expect(navigator.state.selectedStack.map(\.destination) == [.user(id: 456)])
  }

  @Test func aThrowingResolverFails() async {
    struct Offline: Error {}
    let navigator = Self.navigator()
    navigator.setResolver { _ in throw Offline() }
    navigator.show(.user(id: 123))
    await navigator.lookupInFlight?.value
    #expect(navigator.lastEvents.first.map { if case .rejected(.resolutionFailed) = $0 { true } else { false } } == true)
    #expect(navigator.resolvingDestination == nil)
  }
}

/// Every window of a session looks up with the app's resolver (issue 29, every shell).
extension LookupTests {
  @Test func everyWindowOfASessionLooksUp() async throws {
    let windows = SessionNavigator(
      session: Session(main: NavigationState(selection: SocialDestination.timeline)), structure: Social.structure(),
      routes: Social.routes)
    windows.setGuard(Self.lookingUp, context: .signedIn)
    windows.setResolver { _ in .rewrite(.user(id: 7)) }
    let second = try windows.openWindow(startingOn: .explore).get()
    let navigator = try #require(windows.navigator(for: second))
    navigator.show(.user(id: 123))
    #expect(navigator.resolvingDestination == .user(id: 123))
    await navigator.lookupInFlight?.value
    #expect(navigator.state.selectedStack.map(\.destination) == [.user(id: 7)])
  }
}

/// A navigation held more than once (a lookup, then another, a question or a redirect) goes on
/// to its end: nothing already looked up is looked up again (review of issue 29).
extension LookupTests {
  @Test func twoLookupsInOneNavigationEachAskedOnce() {
    var engine = Self.engine()
    var events: [NavigationEvent<SocialDestination>] = []
    #expect(throws: Never.self) { try engine.perform([.push(.user(id: 150)), .push(.user(id: 200))], events: &events) }
    #expect(engine.pendingNavigation?.resolution?.destination == .user(id: 150))
    engine.send(.resolved(token: 1, .allow))
    #expect(engine.pendingNavigation?.resolution?.destination == .user(id: 200))
    engine.send(.resolved(token: 2, .allow))
    #expect(engine.pendingNavigation == nil)
    #expect(engine.state.selectedStack.map(\.destination) == [.user(id: 150), .user(id: 200)])
  }

  @Test func aRewriteIsNotLookedUpAgain() {
    var engine = Self.engine()
    engine.send(.push(.user(id: 789)))
    engine.send(.resolved(token: 1, .rewrite(.user(id: 456))))
    #expect(engine.pendingNavigation == nil)
    #expect(engine.state.selectedStack.map(\.destination) == [.user(id: 456)])
  }

  @Test func aLookupThenAQuestionThenLeavingEnds() {
    let both = NavigationGuard<SocialDestination, SocialAccount>(
      { destination, state, account in Self.lookingUp.decide(destination, state, account) },
      leaving: { departure, state, account in Social.signInGuard.decideLeaving(departure, state, account) })
    var engine = Self.engine()
    engine.send(.present(.compose))
    engine.setGuard(both, context: .drafting)
    var events: [NavigationEvent<SocialDestination>] = []
    #expect(throws: Never.self) { try engine.perform([.select(.explore), .push(.user(id: 150))], events: &events) }
    engine.send(.resolved(token: 1, .allow))
    #expect(engine.state.alert == Social.discardDraft.alert, "then the question")
    engine.send(.chooseAlertButton(id: LeaveDecision<SocialDestination>.Confirmation.leaveButtonID))
    #expect(engine.pendingNavigation == nil, "not looked up again")
    #expect(engine.state.selection == .explore)
    #expect(engine.state.selectedStack.map(\.destination) == [.user(id: 150)])
  }

  @Test func signingInResumesWhatALookupAlreadyAllowed() {
    var engine = Self.engine(.signedOut)
    var events: [NavigationEvent<SocialDestination>] = []
    #expect(throws: Never.self) { try engine.perform([.present(.compose), .push(.user(id: 150))], events: &events) }
    engine.send(.resolved(token: 1, .allow))
    #expect(engine.state.modals.map(\.destination) == [.signIn], "then the redirect")
    engine.setGuard(Self.lookingUp, context: .signedIn)
    #expect(engine.pendingNavigation == nil)
    #expect(engine.state.modals.map(\.destination) == [.compose])
    #expect(engine.state.modals.first?.stack.map(\.destination) == [.user(id: 150)])
  }
}

/// A session's windows number their lookups across the engines made for them (review of issue
/// 29): a new lookup never takes an old one's number, so an old answer is never taken for it.
extension LookupTests {
  @Test func aSessionsWindowNeverReusesALookupsNumber() throws {
    var session = Session(main: NavigationState(selection: SocialDestination.timeline))
    let structure = Social.structure()
    let policy = Self.lookingUp.policy(context: .signedIn)
    try session.apply(.push(.user(id: 123)), to: 0, in: structure, policy: policy)
    try session.apply(.push(.status(id: 1)), to: 0, in: structure, policy: policy)  // drops lookup 1
    let events = try session.apply(.push(.user(id: 456)), to: 0, in: structure, policy: policy)
    #expect(events == [.resolving(.user(id: 456), token: 2)])
    let late = try session.apply(.resolved(token: 1, .allow), to: 0, in: structure, policy: policy)
    #expect(late == [.ignoredStale(.resolved(token: 1, .allow))])
    #expect(session[0]?.state.selectedStack.map(\.destination) == [.status(id: 1)])
  }
}

/// A timeout is an answer, even from a lookup that does not stop when cancelled: the navigator
/// does not wait for it.
extension LookupTests {
  /// A gate the test opens: until then, the lookup waits, whatever happens to its task.
  final class Gate: Sendable {
    private struct Door { var open = false; var waiting: CheckedContinuation<Void, Never>? }
    private let door = Locked(Door())

    func wait() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let open = door.withLock { door in
          if !door.open { door.waiting = continuation }
          return door.open
        }
        if open { continuation.resume() }
      }
    }

    func open() {
      let waiting = door.withLock { door in
        door.open = true
        defer { door.waiting = nil }
        return door.waiting
      }
      waiting?.resume()
    }
  }

  @Test func aLookupThatIgnoresCancellationStillTimesOut() async {
    let gate = Gate()
    let navigator = Self.navigator()
    navigator.setResolver(timeout: .milliseconds(20)) { _ in
      await gate.wait()
      return .allow
    }
    navigator.show(.user(id: 123))
    // Ends while the lookup still waits at the gate: the timeout answered without it.
    await navigator.lookupInFlight?.value
    #expect(navigator.lastEvents.first.map { if case .rejected(.resolutionFailed) = $0 { true } else { false } } == true)
    #expect(navigator.state.selectedStack.isEmpty)
    gate.open()
  }
}
