import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// I7 over random pairs of states that random actions reach, and re-planning mid-way (D11). The
/// seed is fixed (set `WAYPOINT_SEED` to try others); a failure prints the shrunk action lists.
@Suite struct TransitionPropertyTests {
  static let pairs = 3_000
  static let length = 16

  /// Two action lists from the app's first state; when `derived`, the target continues from the
  /// start (as a navigator's next state does), else it starts afresh (any two states).
  struct Pair: CustomStringConvertible {
    var start: [NavigationAction<ShapesDestination>]
    var target: [NavigationAction<ShapesDestination>]
    var third: [NavigationAction<ShapesDestination>]
    var derived: Bool
    var cut: Int

    var description: String {
      """
      derived: \(derived), re-plan after step \(cut)
      start actions:
      \(start.map { "  \($0)" }.joined(separator: "\n"))
      target actions:
      \(target.map { "  \($0)" }.joined(separator: "\n"))
      new target actions:
      \(third.map { "  \($0)" }.joined(separator: "\n"))
      """
    }
  }

  let structure = Shapes.structure
  let actions = RandomActions(structure: Shapes.structure, destinations: Shapes.sampleDestinations)
}

extension TransitionPropertyTests {
  @Test func applyingAPlanReachesItsTargetOnePresentationAtATime() {  // I7, D11, FS-46
    check(seed: 0x7A_A517) { pair in
      let (start, target) = states(pair)
      return PlanChecks.violation(of: TransitionPlan(from: start, to: target), validIn: pair.derived ? structure : nil)
    }
  }

  @Test func aNewTargetMidwayIsPlannedFromWhatIsOnScreen() {  // D11, FS-37
    check(seed: 0x3E_9A17) { pair in
      let (start, target) = states(pair)
      let plan = TransitionPlan(from: start, to: target)
      let onScreen = plan.states[min(pair.cut, plan.steps.count)]
      let newTarget = run(pair.third, from: target)
      return PlanChecks.violation(of: TransitionPlan(from: onScreen, to: newTarget))
    }
  }

  @Test func replanningToTheSameTargetGivesTheStepsThatAreLeft() {  // D11, FS-37
    check(seed: 0x5A_3E11) { pair in
      let (start, target) = states(Pair(start: pair.start, target: pair.target, third: [], derived: true, cut: pair.cut))
      let plan = TransitionPlan(from: start, to: target)
      let cut = min(pair.cut, plan.steps.count)
      let rest = TransitionPlan(from: plan.states[cut], to: target).steps
      return rest == Array(plan.steps.dropFirst(cut)) ? nil : "re-planned \(rest)\ninstead of \(plan.steps.dropFirst(cut))"
    }
  }

  @Test func theCheckerCatchesBrokenPlans() {  // the harness itself can fail
    let start = Route.state([])
    let target = Route.state([.sheet(1), .sheet(2)])
    let sheet1 = TransitionStep<ShapesDestination>(.present(target.modals[0]), nextEntryID: 3)
    let sheet2 = TransitionStep<ShapesDestination>(.present(target.modals[1]), nextEntryID: 3)
    let dismiss = TransitionStep<ShapesDestination>(.dismiss(to: 2), nextEntryID: 3)
    #expect(PlanChecks.violation(from: start, to: target, steps: [sheet1])?.hasPrefix("I7") == true)
    #expect(PlanChecks.violation(from: start, to: target, steps: [sheet1, dismiss, sheet2])?.hasPrefix("D11") == true)
    #expect(PlanChecks.violation(from: start, to: target, steps: [sheet1, sheet2]) == nil)
  }

  private func states(_ pair: Pair) -> (NavigationState<ShapesDestination>, NavigationState<ShapesDestination>) {
    let initial = NavigationState(selection: ShapesDestination.triangle)
    let start = run(pair.start, from: initial)
    return (start, run(pair.target, from: pair.derived ? start : initial))
  }

  private func run(_ actions: [NavigationAction<ShapesDestination>], from state: NavigationState<ShapesDestination>)
    -> NavigationState<ShapesDestination>
  {
    actions.reduce(into: state) { state, action in _ = try? state.apply(action, in: structure) }
  }

  private func check(seed defaultSeed: UInt64, property: (Pair) -> String?) {
    let seed = PropertyCheck.seed(default: defaultSeed)
    let failure = PropertyCheck.run(
      count: Self.pairs,
      seed: seed,
      generate: { rng in
        Pair(
          start: actions.sequence(length: Self.length, using: &rng),
          target: actions.sequence(length: Self.length, using: &rng),
          third: actions.sequence(length: Self.length / 2, using: &rng),
          derived: Bool.random(using: &rng),
          cut: Int.random(in: 0...4, using: &rng))
      },
      shrink: { pair in
        PropertyCheck.shrinkArray(pair.start).map {
          Pair(start: $0, target: pair.target, third: pair.third, derived: pair.derived, cut: pair.cut)
        }
          + PropertyCheck.shrinkArray(pair.target).map {
            Pair(start: pair.start, target: $0, third: pair.third, derived: pair.derived, cut: pair.cut)
          }
          + PropertyCheck.shrinkArray(pair.third).map {
            Pair(start: pair.start, target: pair.target, third: $0, derived: pair.derived, cut: pair.cut)
          }
          + (pair.cut > 0
            ? [Pair(start: pair.start, target: pair.target, third: pair.third, derived: pair.derived, cut: pair.cut - 1)] : [])
      },
      property: property
    )
    if let failure {
      Issue.record("\(failure.message)\nseed \(failure.seed), case \(failure.caseIndex); shrunk input:\n\(failure.input)")
    }
  }
}
