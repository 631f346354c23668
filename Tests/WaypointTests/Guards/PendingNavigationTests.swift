import Testing
import Waypoint
import WaypointExamples

/// A redirect holds the navigation back; signing in resumes it, dismissing the redirect drops it,
/// and signing out removes what is no longer allowed (issue 4).
@MainActor
@Suite struct PendingNavigationTests {}

extension PendingNavigationTests {
  @Test func signingInResumesThePendingNavigation() {  // issue 4: resume, event .resumed
    let navigator = GuardCoverageTests.signedOut()
    navigator.push(.status(id: 1))
    navigator.select(.notifications)
    #expect(
      navigator.pendingNavigation
        == PendingNavigation(destination: .notifications, redirect: .signIn, redirectID: 1, actions: [.select(.notifications)]))
    navigator.setGuard(Social.signInGuard, context: .signedIn)
    #expect(navigator.lastEvents.first == .resumed(.notifications))
    #expect(navigator.lastEvents.contains(.dismissed([Modal(id: 1, destination: .signIn, style: .sheet)], cause: .guarded)))
    #expect(navigator.state.selection == .notifications)
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.stack(for: .timeline).map(\.destination) == [.status(id: 1)])
    #expect(navigator.pendingNavigation == nil)
  }

  @Test func aResumedURLShowsItsWholeHierarchy() {  // D1 after the redirect
    let navigator = GuardCoverageTests.signedOut()
    navigator.open(path: "/compose")
    navigator.setGuard(Social.signInGuard, context: .signedIn)
    #expect(navigator.state.modals.map(\.destination) == [.compose])
    #expect(navigator.lastEvents.first == .resumed(.compose))
  }

  @Test func dismissingTheRedirectDropsThePendingNavigation() {  // issue 4: dropped if dismissed
    let navigator = GuardCoverageTests.signedOut()
    navigator.select(.profile)
    #expect(navigator.pendingNavigation != nil)
    navigator.dismiss()
    #expect(navigator.pendingNavigation == nil)
    navigator.setGuard(Social.signInGuard, context: .signedIn)
    #expect(navigator.state.selection == .timeline)
    #expect(!navigator.lastEvents.contains(.resumed(.profile)))
  }

  @Test func pushingOnTheRedirectKeepsThePendingNavigation() {  // the redirect screen is still there
    let navigator = GuardCoverageTests.signedOut()
    navigator.select(.profile)
    navigator.push(.status(id: 4))
    #expect(navigator.pendingNavigation?.destination == .profile)
  }

  @Test func aContextThatStillRefusesKeepsWaiting() {
    let navigator = GuardCoverageTests.signedOut()
    navigator.select(.profile)
    let before = navigator.state
    navigator.setGuard(Social.signInGuard, context: .signedOut)
    #expect(navigator.state == before)
    #expect(navigator.pendingNavigation?.destination == .profile)
  }

  @Test func aNewRedirectReplacesThePendingNavigationAndKeepsOneSignIn() {  // D15: the latest wins
    let navigator = GuardCoverageTests.signedOut()
    navigator.select(.profile)
    navigator.present(.compose)
    #expect(navigator.pendingNavigation?.destination == .compose)
    #expect(navigator.state.modals.map(\.destination) == [.signIn])
    #expect(
      navigator.pendingNavigation?.hold == .redirect(from: .compose, to: .signIn, screen: navigator.state.modals.first?.id),
      "the sign-in on screen is the redirect")
    navigator.setGuard(Social.signInGuard, context: .signedIn)
    #expect(navigator.state.modals.map(\.destination) == [.compose], "the latest navigation resumes")
  }

  @Test func pendingActionsThatNoLongerApplyAreDroppedAndReported() {  // I3: typed error, nothing crashes
    let redirectSeven = NavigationGuard<SocialDestination, Bool> { destination, _, signedIn in
      destination == .user(id: 7) && !signedIn ? .redirect(to: .signIn) : .allow
    }
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.setGuard(redirectSeven, context: false)
    navigator.push(.status(id: 1))
    navigator.push(.user(id: 7))
    #expect(navigator.pendingNavigation?.destination == .user(id: 7))
    navigator.updateStructure(Social.structure().withLimits(NavigationLimits(maxStackDepth: 1)))
    navigator.setGuard(redirectSeven, context: true)
    #expect(navigator.pendingNavigation == nil)
    #expect(navigator.lastEvents == [.rejected(.stackDepthExceeded(limit: 1))])
    #expect(navigator.state.modals.map(\.destination) == [.signIn])
  }

  @Test func signingOutRemovesWhatIsNoLongerAllowedAndKeepsTheRest() {  // issue 4: sign-out re-check
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    navigator.setGuard(Social.signInGuard, context: .signedIn)
    navigator.push(.status(id: 1))
    navigator.select(.profile)
    navigator.push(.status(id: 2))
    navigator.present(.compose)
    navigator.setGuard(Social.signInGuard, context: .signedOut)
    #expect(navigator.state.selection == .timeline)
    #expect(navigator.state.stack(for: .timeline).map(\.destination) == [.status(id: 1)])
    #expect(navigator.state.stack(for: .profile).isEmpty)
    #expect(navigator.state.modals.isEmpty)
    // One repair for every reason the selection must move: a refused tab is repaired (D8, I9).
    #expect(navigator.lastEvents.contains(.repaired(from: .profile, to: .timeline)))
  }

  @Test func signingOutCutsAStackAtTheFirstRefusedScreen() {
    let blockSeven = NavigationGuard<SocialDestination, Bool> { destination, _, blocked in
      blocked && destination == .user(id: 7) ? .deny("blocked") : .allow
    }
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.setGuard(blockSeven, context: false)
    navigator.push(.status(id: 1))
    navigator.push(.user(id: 7))
    navigator.push(.status(id: 2))
    navigator.present(.compose)
    navigator.push(.user(id: 7))
    navigator.setGuard(blockSeven, context: true)
    #expect(navigator.state.selectedStack.map(\.destination) == [.status(id: 1)])
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func signingOutCutsInsideAModal() {
    let blockSeven = NavigationGuard<SocialDestination, Bool> { destination, _, blocked in
      blocked && destination == .user(id: 7) ? .deny("blocked") : .allow
    }
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.setGuard(blockSeven, context: false)
    navigator.present(.compose)
    navigator.push(.status(id: 1))
    navigator.push(.user(id: 7))
    navigator.present(.signIn)
    navigator.presentAlertForTest()
    navigator.setGuard(blockSeven, context: true)
    #expect(navigator.state.modals.map(\.destination) == [.compose])
    #expect(navigator.state.modals.first?.stack.map(\.destination) == [.status(id: 1)])
    #expect(navigator.state.alert == nil)
  }
}

extension Navigator where D == SocialDestination {
  fileprivate func presentAlertForTest() {
    send(.presentAlert(AlertState(title: "Saved", buttons: [AlertState.Button("ok", title: "OK")])))
  }
}

/// An alert button whose action opens a guarded screen: the choice happens (the person tapped),
/// only the button's action is held back by the redirect.
extension PendingNavigationTests {
  static let openNotifications = AlertState<SocialDestination>(
    title: "New mentions",
    buttons: [AlertState.Button("open", title: "Open", action: .select(.notifications)), AlertState.Button("later", title: "Later")])

  // Issue 27, "fix first": after signing in, the held choice was dropped with `.rejected(.noAlert)`,
  // the sign-in sheet stayed up and notifications never appeared.
  @Test func aGuardedAlertButtonResumesItsActionAfterSigningIn() throws {
    let navigator = GuardCoverageTests.signedOut()
    navigator.send(.presentAlert(Self.openNotifications))
    let events = try navigator.send(.chooseAlertButton(id: "open")).get()
    // The unguarded order: the alert's dismissal with the button first, then what its action caused.
    #expect(events.first == .alertDismissed(buttonID: "open"))
    #expect(events.dropFirst().first == .redirected(.notifications, to: .signIn))
    #expect(navigator.state.alert == nil)
    #expect(navigator.pendingNavigation?.actions == [.select(.notifications)])
    navigator.setGuard(Social.signInGuard, context: .signedIn)
    #expect(navigator.lastEvents.first == .resumed(.notifications))
    #expect(!navigator.lastEvents.contains { if case .rejected = $0 { true } else { false } })
    #expect(navigator.state.selection == .notifications)
    #expect(navigator.state.modals.isEmpty)
  }

  // Unguarded, the same choice reports the same events in the same order.
  @Test func anUnguardedAlertButtonReportsTheDismissalFirst() throws {
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.send(.presentAlert(Self.openNotifications))
    let events = try navigator.send(.chooseAlertButton(id: "open")).get()
    #expect(events == [.alertDismissed(buttonID: "open"), .selected(.notifications, previous: .timeline)])
  }

  // A button whose action the guard denies is refused, and the alert stays up.
  @Test func aDeniedAlertButtonLeavesTheAlertUp() {
    let noNotifications = NavigationGuard<SocialDestination, Void> { destination, _, _ in
      destination == .notifications ? .deny("closed") : .allow
    }
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.setGuard(noNotifications, context: ())
    navigator.send(.presentAlert(Self.openNotifications))
    #expect(navigator.send(.chooseAlertButton(id: "open")) == .failure(.denied(.notifications, reason: "closed")))
    #expect(navigator.state.alert == Self.openNotifications)
  }
}
