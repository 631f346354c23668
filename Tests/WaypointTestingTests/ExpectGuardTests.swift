import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

@Suite struct ExpectGuardTests {
  let timeline = NavigationState(selection: SocialDestination.timeline)
}

extension ExpectGuardTests {
  @Test func aGuardsDecisionsAreAsserted() {  // I9
    expectGuard(Social.signInGuard, context: .signedOut, for: .notifications, in: timeline, decides: .redirect(to: .signIn))
    expectGuard(Social.signInGuard, context: .signedOut, for: .timeline, in: timeline, decides: .allow)
    expectGuard(Social.signInGuard, context: .signedIn, for: .notifications, in: timeline, decides: .allow)
  }

  @Test func aPolicysDecisionIsAsserted() {  // I9
    let policy = GuardPolicy<SocialDestination> { destination, _ in
      destination == .profile ? .deny("banned") : .allow
    }
    expectGuard(policy, for: .profile, in: timeline, decides: .deny("banned"))
    expectGuard(policy, for: .compose, in: timeline, decides: .allow)
  }

  @Test func aWrongDecisionFailsWithADiff() {  // I9; issue 8: a failure shows a diff
    withExpectedIssues {
      expectGuard(Social.signInGuard, context: .signedOut, for: .profile, in: timeline, decides: .allow)
    } matching: { issue in
      message(of: issue).contains("The guard's decision for .profile does not match expectation")
        && message(of: issue).contains("+ GuardDecision.redirect(to: .signIn)")
    }
  }
}
