import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// I4 through a real ``Navigator``: random actions sent, customizations and environment changes,
/// and after each step a round trip through every probe environment, on the navigator's state as
/// it is (never normalized first). The seed is fixed (set `WAYPOINT_SEED` to try others); a
/// failure prints the seed and the shrunk sequence.
@MainActor
@Suite struct NavigatorLayoutPropertyTests {
  static let sequences = 25
  static let length = 20
}

extension NavigatorLayoutPropertyTests {
  @Test(arguments: LayoutEnvironment.SectionPolicy.all)
  func socialRoundTripsThroughANavigator(policy: LayoutEnvironment.SectionPolicy) {  // I4, D7, D4
    check(Social.structure(), destinations: Social.sampleDestinations, policy: policy, seed: 0x4A_0012)
  }

  @Test(arguments: LayoutEnvironment.SectionPolicy.all)
  func mediaRoundTripsThroughANavigator(policy: LayoutEnvironment.SectionPolicy) {  // I4, D7, D4
    check(Media.structure(), destinations: Media.sampleDestinations, policy: policy, seed: 0x4A_0013)
  }

  @Test func aSidebarChildWithoutALandingEntryRoundTripsAsItIs() {  // I4, D4: the old minting fails this
    let navigator = Navigator(
      structure: Social.structure(), selection: .timeline,
      environment: LayoutFixtures.padSidebarCollapse)
    navigator.select(.list(id: 2))
    navigator.push(.status(id: 1))
    let start = navigator.state
    #expect(start.stack(for: .lists).isEmpty)
    navigator.setEnvironment(LayoutFixtures.phoneCollapsed)
    #expect(navigator.state.nextEntryID == start.nextEntryID)
    navigator.setEnvironment(LayoutFixtures.padSidebarCollapse)
    #expect(navigator.state == start)
  }

  private func check<D>(_ structure: AppStructure<D>, destinations: [D], policy: LayoutEnvironment.SectionPolicy, seed defaultSeed: UInt64)
  {
    guard let start = structure.initialState else {
      Issue.record("no initial state")
      return
    }
    let checker = LayoutInvariantChecker(structure: structure, policy: policy)
    let actions = RandomActions(structure: structure, destinations: destinations)
    let seed = PropertyCheck.seed(default: defaultSeed)
    PropertyCheck.expect(
      count: Self.sequences,
      seed: seed,
      context: "policy \(policy)",
      generate: { rng in
        (0..<Int.random(in: 1...Self.length, using: &rng)).map { _ in checker.step(actions, using: &rng) }
      },
      property: { firstViolation(of: $0, from: start, checker: checker) }
    )
  }

  /// Runs `steps` on a navigator; after each, every probe environment and back must give the
  /// navigator's state unchanged when the selection needs no repair on the way.
  private func firstViolation<D>(
    of steps: [LayoutStep<D>],
    from start: NavigationState<D>,
    checker: LayoutInvariantChecker<D>
  ) -> String? {
    let navigator: Navigator<D>
    do {
      navigator = try Navigator(structure: checker.structure, state: start, environment: checker.probes[0])
    } catch {
      return "the starting state is invalid: \(error)"
    }
    for (index, step) in steps.enumerated() {
      switch step {
      case let .navigate(action): _ = navigator.send(action)
      case let .customize(operation): _ = navigator.customize(operation)
      case let .environment(new): navigator.setEnvironment(new)
      }
      let state = navigator.state
      let home = navigator.environment
      // A child selected by an action in a collapsing tab bar is collapsed on the next change,
      // and a landing opened on a child is expanded where sections show (S7); every other state
      // is checked as it is, never normalized first.
      guard state.normalized(for: home, in: checker.structure).selection == state.selection else { continue }
      for probe in checker.probes {
        let there = navigator.setEnvironment(probe)
        let back = navigator.setEnvironment(home)
        if there.isEmpty, back.isEmpty, navigator.state != state {
          return "I4: step \(index): \(home.presentation) → \(probe.presentation) → back changed \(state) into \(navigator.state)"
        }
        if navigator.state.nextEntryID != state.nextEntryID {
          return "D4: step \(index): \(home.presentation) → \(probe.presentation) issued an id"
        }
        if navigator.state != state { break }
      }
    }
    return nil
  }
}
