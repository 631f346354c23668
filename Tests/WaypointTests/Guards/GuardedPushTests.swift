import Testing
import Waypoint
import WaypointExamples

/// A push under a guard is checked in place (Benchmarks/: applied to a copy of the state it
/// copied the visible stack). It must give exactly what the general path gives.
@Suite struct GuardedPushTests {
  typealias State = NavigationState<SocialDestination>

  static let structure = Social.structure()

  /// Allows everything but one user's profile, through a closure (so not `.allowAll`).
  static let blocking = GuardPolicy<SocialDestination> { destination, _ in
    destination == .user(id: 666) ? .deny(DenialReason(code: "blocked", message: "blocked")) : .allow
  }

  /// Sends signed-out people to sign-in for a user's profile.
  static let redirecting = GuardPolicy<SocialDestination> { destination, _ in
    destination == .user(id: 7) ? .redirect(to: .signIn) : .allow
  }

  static func apply(
    _ action: NavigationAction<SocialDestination>,
    to state: inout State,
    policy: GuardPolicy<SocialDestination>,
    pending: inout PendingNavigation<SocialDestination>?
  ) -> Result<[NavigationEvent<SocialDestination>], NavigationError<SocialDestination>> {
    var events: [NavigationEvent<SocialDestination>] = []
    do throws(NavigationError<SocialDestination>) {
      try state.apply([action], in: structure, policy: policy, pending: &pending, events: &events)
      return .success(events)
    } catch {
      return .failure(error)
    }
  }
}

extension GuardedPushTests {
  @Test func anAllowedPushEqualsTheUnguardedOne() throws {  // I9, D4: same state, ids and events
    var guarded = State(selection: .timeline)
    var plain = State(selection: .timeline)
    var pending: PendingNavigation<SocialDestination>?
    for id in 1...5 {
      let events = try Self.apply(.push(.status(id: id)), to: &guarded, policy: Self.blocking, pending: &pending).get()
      #expect(events == (try plain.apply(.push(.status(id: id)), in: Self.structure)))
    }
    #expect(guarded == plain)
    #expect(guarded.selectedStack.map { $0.id } == [0, 1, 2, 3, 4])
  }

  @Test func aDeniedPushLeavesTheStateExactlyAsItWas() {  // I3, I9: nothing changes, not even ids
    var state = State(selection: .timeline)
    state.alert = AlertState(title: "Hello")
    let before = state
    var pending: PendingNavigation<SocialDestination>?
    let result = Self.apply(.push(.user(id: 666)), to: &state, policy: Self.blocking, pending: &pending)
    guard case let .failure(error) = result, case .denied(.user(id: 666), _) = error else {
      Issue.record("expected a denial, got \(result)")
      return
    }
    #expect(state == before)
    #expect(state.stacks[.timeline] == nil)  // missing, not an empty stack
    #expect(state.alert == before.alert)
    #expect(state.nextEntryID == before.nextEntryID)
  }

  @Test func aDeniedPushInsideAModalLeavesItsStack() throws {  // I3, I9
    var state = State(selection: .timeline)
    try state.apply(.present(.compose, style: .sheet), in: Self.structure)
    try state.apply(.push(.status(id: 1)), in: Self.structure)
    let before = state
    var pending: PendingNavigation<SocialDestination>?
    let result = Self.apply(.push(.user(id: 666)), to: &state, policy: Self.blocking, pending: &pending)
    #expect(throws: NavigationError<SocialDestination>.self) { try result.get() }
    #expect(state == before)
    #expect(state.modals.last?.stack.map { $0.destination } == [.status(id: 1)])
  }

  @Test func aRedirectedPushStillRedirects() throws {  // I9: the general path takes over
    var state = State(selection: .timeline)
    var pending: PendingNavigation<SocialDestination>?
    let events = try Self.apply(.push(.user(id: 7)), to: &state, policy: Self.redirecting, pending: &pending).get()
    #expect(events.first == .redirected(.user(id: 7), to: .signIn))
    #expect(!state.heldDestinations.contains(.user(id: 7)))
    #expect(pending?.destination == .user(id: 7))
  }
}
