import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// I7 over random pairs of states that random actions reach in each example app, and re-planning
/// mid-way (D11). The seed is fixed (set `WAYPOINT_SEED` to try others); a failure prints the
/// shrunk action lists.
@Suite struct TransitionPropertyTests {
  static let pairs = 250
  static let length = 16

  let shapes = PlanProperty("Shapes", Shapes.structure, Shapes.sampleDestinations)
  let social = PlanProperty("Social", Social.structure(), Social.sampleDestinations)
  let media = PlanProperty("Media", Media.structure(), Media.sampleDestinations)
}

extension TransitionPropertyTests {
  @Test func applyingAPlanReachesItsTargetOnePresentationAtATime() {  // I7, D11, FS-46
    shapes.check(seed: 0x7A_A517, property: shapes.planReachesTarget)
    social.check(seed: 0x7A_A517, property: social.planReachesTarget)
    media.check(seed: 0x7A_A517, property: media.planReachesTarget)
  }

  @Test func aNewTargetMidwayIsPlannedFromWhatIsOnScreen() {  // D11, FS-37
    shapes.check(seed: 0x3E_9A17, property: shapes.replanReachesNewTarget)
    social.check(seed: 0x3E_9A17, property: social.replanReachesNewTarget)
    media.check(seed: 0x3E_9A17, property: media.replanReachesNewTarget)
  }

  @Test func replanningToTheSameTargetGivesTheStepsThatAreLeft() {  // D11, FS-37
    shapes.check(seed: 0x5A_3E11, property: shapes.replanGivesTheRest)
    social.check(seed: 0x5A_3E11, property: social.replanGivesTheRest)
    media.check(seed: 0x5A_3E11, property: media.replanGivesTheRest)
  }

  @Test func theCheckerCatchesBrokenPlans() {  // the harness itself can fail
    let start = FlowRoute.state([])
    let target = FlowRoute.state([.sheet(1), .sheet(2)])
    let sheet1 = TransitionPlan<ShapesDestination>.Step(.present(target.modals[0]), nextEntryID: 3)
    let sheet2 = TransitionPlan<ShapesDestination>.Step(.present(target.modals[1]), nextEntryID: 3)
    let dismiss = TransitionPlan<ShapesDestination>.Step(.dismiss(to: 2), nextEntryID: 3)
    #expect(PlanChecks.violation(from: start, to: target, steps: [sheet1])?.hasPrefix("I7") == true)
    #expect(PlanChecks.violation(from: start, to: target, steps: [sheet1, dismiss, sheet2])?.hasPrefix("D11") == true)
    #expect(PlanChecks.violation(from: start, to: target, steps: [sheet1, sheet2]) == nil)
  }
}

/// The plan properties for one app, so that every example app is checked the same way.
struct PlanProperty<D: Destination> {
  /// Three action lists from the app's first state: the start, the target (continuing from the
  /// start when `derived`, as a navigator's next state does, else from afresh) and a new target
  /// that arrives after `cut` steps.
  struct Input: CustomStringConvertible {
    var start: [NavigationAction<D>]
    var target: [NavigationAction<D>]
    var third: [NavigationAction<D>]
    var derived: Bool
    var cut: Int

    var description: String {
      func list(_ actions: [NavigationAction<D>]) -> String { actions.map { "  \($0)" }.joined(separator: "\n") }
      return """
        derived: \(derived), re-plan after step \(cut)
        start actions:
        \(list(start))
        target actions:
        \(list(target))
        new target actions:
        \(list(third))
        """
    }
  }

  let name: String
  let structure: AppStructure<D>
  let actions: RandomActions<D>

  init(_ name: String, _ structure: AppStructure<D>, _ destinations: [D]) {
    self.name = name
    self.structure = structure
    self.actions = RandomActions(structure: structure, destinations: destinations)
  }

  func planReachesTarget(_ input: Input) -> String? {
    let (start, target) = states(input)
    return PlanChecks.violation(of: TransitionPlan(from: start, to: target), validIn: input.derived ? structure : nil)
  }

  func replanReachesNewTarget(_ input: Input) -> String? {
    let (start, target) = states(input)
    let plan = TransitionPlan(from: start, to: target)
    let onScreen = plan.states[min(input.cut, plan.steps.count)]
    return PlanChecks.violation(of: TransitionPlan(from: onScreen, to: run(input.third, from: target)))
  }

  func replanGivesTheRest(_ input: Input) -> String? {
    var derived = input
    derived.derived = true
    let (start, target) = states(derived)
    let plan = TransitionPlan(from: start, to: target)
    let cut = min(input.cut, plan.steps.count)
    let rest = TransitionPlan(from: plan.states[cut], to: target).steps
    return rest == Array(plan.steps.dropFirst(cut)) ? nil : "re-planned \(rest)\ninstead of \(plan.steps.dropFirst(cut))"
  }

  func check(seed defaultSeed: UInt64, property: (Input) -> String?) {
    let seed = PropertyCheck.seed(default: defaultSeed)
    let length = TransitionPropertyTests.length
    let failure = PropertyCheck.run(
      count: TransitionPropertyTests.pairs,
      seed: seed,
      generate: { rng in
        Input(
          start: actions.sequence(length: length, using: &rng),
          target: actions.sequence(length: length, using: &rng),
          third: actions.sequence(length: length / 2, using: &rng),
          derived: Bool.random(using: &rng),
          cut: Int.random(in: 0...4, using: &rng))
      },
      shrink: shrink,
      property: property
    )
    if let failure {
      Issue.record("\(name): \(failure.message)\nseed \(failure.seed), case \(failure.caseIndex); shrunk input:\n\(failure.input)")
    }
  }

  private func shrink(_ input: Input) -> [Input] {
    var candidates: [Input] = []
    for smaller in PropertyCheck.shrinkArray(input.start) {
      var copy = input
      copy.start = smaller
      candidates.append(copy)
    }
    for smaller in PropertyCheck.shrinkArray(input.target) {
      var copy = input
      copy.target = smaller
      candidates.append(copy)
    }
    for smaller in PropertyCheck.shrinkArray(input.third) {
      var copy = input
      copy.third = smaller
      candidates.append(copy)
    }
    if input.cut > 0 {
      var copy = input
      copy.cut -= 1
      candidates.append(copy)
    }
    return candidates
  }

  private func states(_ input: Input) -> (NavigationState<D>, NavigationState<D>) {
    let initial = structure.initialState ?? NavigationState(selection: structure.allTabs[0].destination)
    let start = run(input.start, from: initial)
    return (start, run(input.target, from: input.derived ? start : initial))
  }

  private func run(_ actions: [NavigationAction<D>], from state: NavigationState<D>) -> NavigationState<D> {
    actions.reduce(into: state) { state, action in _ = try? state.apply(action, in: structure) }
  }
}
