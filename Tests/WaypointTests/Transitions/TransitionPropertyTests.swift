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

  @Test func aPlanReachesItsTargetUnderAnyMotion() {  // I7, D23: motion changes only which steps animate
    shapes.check(seed: 0x40_7109, property: shapes.motionKeepsThePlan)
    social.check(seed: 0x40_7109, property: social.motionKeepsThePlan)
    media.check(seed: 0x40_7109, property: media.motionKeepsThePlan)
  }

  @MainActor
  @Test func theStagerReachesItsTargetUnderAnyMotion() {  // I7, D11, D23
    // The check runs each case at once, on this (the main) actor.
    shapes.check(seed: 0x57_A6E5) { input in MainActor.assumeIsolated { shapes.stagerReachesTarget(input) } }
    social.check(seed: 0x57_A6E5) { input in MainActor.assumeIsolated { social.stagerReachesTarget(input) } }
    media.check(seed: 0x57_A6E5) { input in MainActor.assumeIsolated { media.stagerReachesTarget(input) } }
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
    // An app's plan, made with its structure, keeps every state valid in it; one made with the
    // limits alone keeps the same rules but may draw a replacement as a push anywhere.
    return PlanChecks.violation(of: TransitionPlan(from: start, to: target, structure: structure), validIn: input.derived ? structure : nil)
      ?? PlanChecks.violation(of: TransitionPlan(from: start, to: target))
  }

  func replanReachesNewTarget(_ input: Input) -> String? {
    let (start, target) = states(input)
    let plan = TransitionPlan(from: start, to: target, structure: structure)
    let onScreen = plan.states[min(input.cut, plan.steps.count)]
    return PlanChecks.violation(of: TransitionPlan(from: onScreen, to: run(input.third, from: target), structure: structure))
  }

  func replanGivesTheRest(_ input: Input) -> String? {
    var derived = input
    derived.derived = true
    let (start, target) = states(derived)
    let plan = TransitionPlan(from: start, to: target, structure: structure)
    let cut = min(input.cut, plan.steps.count)
    let rest = TransitionPlan(from: plan.states[cut], to: target, structure: structure).steps
    guard rest == Array(plan.steps.dropFirst(cut)) else { return "re-planned \(rest)\ninstead of \(plan.steps.dropFirst(cut))" }
    // The same holds for a plan made with the limits alone.
    let plain = TransitionPlan(from: start, to: target)
    let plainCut = min(input.cut, plain.steps.count)
    let plainRest = TransitionPlan(from: plain.states[plainCut], to: target).steps
    return plainRest == Array(plain.steps.dropFirst(plainCut))
      ? nil : "re-planned \(plainRest)\ninstead of \(plain.steps.dropFirst(plainCut))"
  }

  /// Under every motion the plan keeps its rules and reaches the target; a step under the top
  /// screen never animates and does not count as a step the motion animates; the others animate
  /// as the motion says; and the plans differ only by a replaced top screen drawn as a push where
  /// its step animates (D23).
  func motionKeepsThePlan(_ input: Input) -> String? {
    let (start, target) = states(input)
    let cut = TransitionPlan(from: start, to: target, motion: .instant, structure: structure)
    for motion in NavigationAction<D>.Motion.allCases {
      let plan = TransitionPlan(from: start, to: target, motion: motion, structure: structure)
      if let violation = PlanChecks.violation(of: plan) { return "\(motion): \(violation)" }
      let states = plan.states
      let underTop = plan.steps.indices.map { PlanChecks.isUnderTheTop(plan.steps[$0], before: states[$0]) }
      let visible = underTop.filter { !$0 }.count
      var visibleIndex = 0
      for (index, step) in plan.steps.enumerated() {
        let expected = !underTop[index] && motion.animates(stepAt: visibleIndex, of: visible)
        if !underTop[index] { visibleIndex += 1 }
        if step.isAnimated != expected { return "\(motion) animates step \(index + 1) as \(step.isAnimated): \(plan.steps)" }
      }
      // Each push drawn before its replacement, taken out, gives the cut form's changes.
      let changes = plan.steps.indices.filter { index in
        !(index + 1 < plan.steps.count && underTop[index + 1] && !underTop[index] && plan.steps[index].kind == plan.steps[index + 1].kind)
      }.map { plan.steps[$0].change }
      if changes != cut.steps.map(\.change) { return "\(motion) changed the steps: \(plan.steps), cut: \(cut.steps)" }
    }
    return nil
  }

  /// A stager reaches the target under each motion, whatever the order of the presentations'
  /// reports, and never draws an animated and an instant step in one update.
  @MainActor
  func stagerReachesTarget(_ input: Input) -> String? {
    let (start, target) = states(input)
    for motion in NavigationAction<D>.Motion.allCases {
      let stager = PresentationStager(displaying: start, structure: structure)
      var resumes: [@MainActor () -> Void] = []
      var mixed = false
      // Weakly: the stager holds the closure (a strong capture would be a cycle, a leak).
      stager.draw = { [weak stager] animated, steps in
        guard let stager else { return steps() }
        let (before, motion) = (stager.displayed, stager.motion)
        steps()
        // Every step drawn in this update moves as the update does.
        let plan = TransitionPlan(from: before, to: target, motion: motion, structure: structure)
        let drawn = plan.states.firstIndex(of: stager.displayed).map { Array(plan.steps.prefix($0)) } ?? []
        if drawn.contains(where: { $0.isAnimated != animated }) { mixed = true }
      }
      stager.nextUpdate = { resumes.append($0) }
      stager.retarget(target, motion: motion)
      for _ in 0..<(4 * (start.modals.count + target.modals.count) + 8) {
        if !resumes.isEmpty {
          resumes.removeFirst()()
          continue
        }
        switch stager.awaiting {
        case let .appearance(elevation)?: stager.presentationDidAppear(at: elevation)
        case let .dismissal(elevation)?: stager.dismissalDidFinish(at: elevation)
        case let .alertDismissal(elevation)?: stager.alertDidDisappear(at: elevation)
        case .nextUpdate?, nil: break
        }
      }
      if stager.displayed != target { return "\(motion): the stager stopped at \(stager.displayed)" }
      if mixed { return "\(motion): an update drew animated and instant steps together" }
    }
    return nil
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
