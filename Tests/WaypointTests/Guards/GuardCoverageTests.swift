import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Guards apply to every way in (issue 4, I9): one test per way.
@MainActor
@Suite struct GuardCoverageTests {
  /// A navigator on the timeline, signed out, with the Social routes.
  static func signedOut() -> Navigator<SocialDestination> {
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    navigator.setGuard(Social.signInGuard, context: .signedOut)
    return navigator
  }

  /// A guard that denies one user's profile outright.
  static let blocking = NavigationGuard<SocialDestination, Void> { destination, _, _ in
    destination == .user(id: 666) ? .deny(DenialReason(code: "blocked", message: "this user is blocked")) : .allow
  }

  static func expectRedirected(_ navigator: Navigator<SocialDestination>, from destination: SocialDestination) {
    #expect(navigator.lastEvents.first == .redirected(destination, to: .signIn))
    #expect(navigator.state.modals.map(\.destination) == [.signIn])
    #expect(navigator.pendingNavigation?.destination == destination)
    #expect(!navigator.state.heldDestinations.contains(destination))
  }
}

extension GuardCoverageTests {
  @Test func tabSelection() {  // I9: select
    let navigator = Self.signedOut()
    navigator.select(.notifications)
    #expect(navigator.state.selection == .timeline)
    Self.expectRedirected(navigator, from: .notifications)
  }

  @Test func anInterceptingTab() {  // I9: the post tab presents compose (D5)
    let navigator = Self.signedOut()
    navigator.select(.post)
    #expect(navigator.lastEvents.first == .intercepted(.post))
    #expect(navigator.lastEvents.dropFirst().first == .redirected(.compose, to: .signIn))
    #expect(navigator.state.modals.map(\.destination) == [.signIn])
    #expect(navigator.pendingNavigation?.destination == .compose)
    #expect(navigator.state.selection == .timeline)
  }

  @Test func push() {  // I9: push (deny)
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.setGuard(Self.blocking, context: ())
    navigator.push(.status(id: 1))
    let before = navigator.state
    let result = navigator.push(.user(id: 666))
    #expect(result == .failure(.denied(.user(id: 666), reason: DenialReason(code: "blocked", message: "this user is blocked"))))
    #expect(navigator.state == before)
    #expect(navigator.lastEvents.last?.kind == "rejected")
  }

  @Test func present() {  // I9: present
    let navigator = Self.signedOut()
    navigator.present(.compose)
    Self.expectRedirected(navigator, from: .compose)
  }

  @Test func show() {  // I9: deep link
    let navigator = Self.signedOut()
    navigator.show(.profile)
    Self.expectRedirected(navigator, from: .profile)
  }

  @Test func openURL() throws {  // I9: open(url)
    let navigator = Self.signedOut()
    navigator.open(try #require(URL(string: "waypoint-social:///notifications")))
    Self.expectRedirected(navigator, from: .notifications)
  }

  @Test func anExplicitPath() {  // I9: a path that reaches a guarded screen midway
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    navigator.setGuard(Self.blocking, context: ())
    let result = navigator.open(path: "/timeline?then=%2Fprofile%2F666&then=%2Fstatus%2F2")
    #expect(result == .failure(.denied(.user(id: 666), reason: DenialReason(code: "blocked", message: "this user is blocked"))))
    #expect(navigator.state == NavigationState(selection: .timeline))
  }

  @Test func replace() {  // I9: replace
    let navigator = Self.signedOut()
    var target = NavigationState(selection: SocialDestination.profile, nextEntryID: 5)
    target.stacks[.timeline] = [Entry(id: 1, destination: .status(id: 3))]
    navigator.replace(target)
    Self.expectRedirected(navigator, from: .profile)
    #expect(navigator.state.selection == .timeline)
  }

  @Test func restoration() throws {  // I9: a decoded state is filtered before use (issue 5 calls this)
    var saved = NavigationState(selection: SocialDestination.notifications, nextEntryID: 9)
    saved.previousSelection = .timeline
    saved.stacks[.timeline] = [Entry(id: 1, destination: .status(id: 1)), Entry(id: 2, destination: .user(id: 7))]
    saved.stacks[.notifications] = [Entry(id: 3, destination: .status(id: 2))]
    saved.modals = [Modal(id: 4, destination: .compose, style: .sheet)]
    let data = try JSONEncoder().encode(saved)
    let decoded = try JSONDecoder().decode(NavigationState<SocialDestination>.self, from: data)
    let outcome = try decoded.removingRefused(by: Social.signInGuard.policy(context: .signedOut), in: Social.structure()).get()
    #expect(outcome.state.selection == .timeline)
    #expect(outcome.state.stack(for: .timeline).map(\.destination) == [.status(id: 1), .user(id: 7)])
    #expect(outcome.state.stack(for: .notifications).isEmpty)
    #expect(outcome.state.modals.isEmpty)
    #expect(outcome.events.last == .repaired(from: .notifications, to: .timeline))  // D8: one repair rule
  }

  @Test func updatingTheStructure() {  // I9: a repaired selection passes the guard too (D8)
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.select(.list(id: 2))
    let onlyTimelineIsBlocked = NavigationGuard<SocialDestination, Void> { destination, _, _ in
      destination == .timeline ? .deny("closed") : .allow
    }
    navigator.setGuard(onlyTimelineIsBlocked, context: ())
    navigator.updateStructure(Social.structure(lists: []))
    #expect(navigator.state.selection != .timeline)
    #expect(navigator.state.selection != .list(id: 2))
  }

  @Test func aRedirectThatIsRefusedTooIsADenial() {  // no redirect loops
    let everythingRedirects = NavigationGuard<SocialDestination, Void> { destination, _, _ in
      destination == .timeline ? .allow : .redirect(to: .compose)
    }
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    navigator.setGuard(everythingRedirects, context: ())
    let result = navigator.push(.status(id: 1))
    #expect(
      result
        == .failure(.denied(.compose, reason: DenialReason(code: "redirectRefused", message: "the redirect to compose is refused too"))))
    #expect(navigator.state == NavigationState(selection: .timeline))
  }

  @Test func aGuardThatAllowsNoTabIsRefused() {  // the state stays as it was
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    let nothing = NavigationGuard<SocialDestination, Void> { _, _, _ in .deny("closed") }
    #expect(navigator.setGuard(nothing, context: ()) == .failure(.denied(.timeline, reason: "closed")))
    #expect(navigator.state == NavigationState(selection: .timeline))
    #expect(navigator.engine.policy.allows(.profile, navigator.state))
  }
}
