import Testing
import Waypoint
import WaypointExamples

/// A replaced top screen is drawn as a navigation controller draws it: the new screen pushed over
/// the old one, animated, then the old one taken from under it without animation. A step that
/// changes only what is under the top screen never animates (D23).
@Suite struct ReplacedTopPlanTests {
  /// Triangle's stack with two screens, and the same stack with its top replaced.
  static func replacement() throws -> (start: NavigationState<ShapesDestination>, target: NavigationState<ShapesDestination>) {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    _ = try engine.send(.push(.infinity)).get()
    _ = try engine.send(.push(.circleItem(level: 1))).get()
    let start = engine.state
    _ = try engine.send(.replaceTop(.feature(ShapesFeatureDestination.allCases[0]))).get()
    return (start, engine.state)
  }
}

extension ReplacedTopPlanTests {
  @Test func anAnimatedReplacementIsAPushThenTheOldScreenLeavesFromUnderIt() throws {  // D23, issue 27
    let (start, target) = try Self.replacement()
    let plan = TransitionPlan(from: start, to: target)
    let old = try #require(start.selectedStack.last)
    let new = try #require(target.selectedStack.last)
    #expect(
      plan.steps.map(\.change) == [
        .setPath(tab: .triangle, start.selectedStack + [new]),
        .setPath(tab: .triangle, target.selectedStack),
      ])
    #expect(plan.steps.map(\.isAnimated) == [true, false])
    #expect(plan.states[1].selectedStack.map(\.id) == [start.selectedStack[0].id, old.id, new.id], "the new screen over the old one")
    #expect(PlanChecks.violation(of: plan, validIn: Shapes.structure) == nil)
  }

  @Test func anInstantReplacementIsOneCut() throws {  // D23: nothing animates, so one step does it
    let (start, target) = try Self.replacement()
    let plan = TransitionPlan(from: start, to: target, motion: .instant)
    #expect(plan.steps.map(\.change) == [.setPath(tab: .triangle, target.selectedStack)])
    #expect(plan.steps.map(\.isAnimated) == [false])
  }

  @Test func aLinkAnimatesThePushNotTheRemovalUnderIt() throws {  // D23: the removal is not a visible last step
    let (start, target) = try Self.replacement()
    let plan = TransitionPlan(from: start, to: target, motion: .lastStepAnimated)
    #expect(plan.kinds == ["setPath", "setPath"])
    #expect(plan.steps.map(\.isAnimated) == [true, false])
  }

  @Test func aReplacementThatIsNotTheLastStepOfALinkIsACut() throws {  // D23: a push form only where it animates
    var (start, target) = try Self.replacement()
    var engine = try NavigationEngine(structure: Shapes.structure, state: target)
    _ = try engine.send(.present(.settings, style: .sheet)).get()
    target = engine.state
    let plan = TransitionPlan(from: start, to: target, motion: .lastStepAnimated)
    #expect(plan.kinds == ["setPath", "present"])
    #expect(plan.steps.map(\.isAnimated) == [false, true])
  }

  @Test func aStackAtItsLimitIsReplacedInOneCut() throws {  // D23: no state on the way passes the limits
    let (start, target) = try Self.replacement()
    let limits = NavigationLimits(maxStackDepth: start.selectedStack.count)
    let plan = TransitionPlan(from: start, to: target, limits: limits)
    #expect(plan.steps.map(\.change) == [.setPath(tab: .triangle, target.selectedStack)])
    #expect(plan.steps.map(\.isAnimated) == [true])
    #expect(plan.states.allSatisfy { $0.selectedStack.count <= limits.maxStackDepth })
  }

  @Test func aScreenRemovedFromUnderTheTopNeverAnimates() throws {  // D23: nothing on screen moves
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    _ = try engine.send(.push(.infinity)).get()
    _ = try engine.send(.push(.circleItem(level: 1))).get()
    let start = engine.state
    _ = try engine.send(.remove(start.selectedStack[0].id)).get()
    let plan = TransitionPlan(from: start, to: engine.state)
    #expect(plan.kinds == ["setPath"])
    #expect(plan.steps.map(\.isAnimated) == [false])
  }

  @Test @MainActor func theStagerDrawsThePushThenTheRemovalInAnotherUpdate() throws {  // D23, issue 27
    let (start, target) = try Self.replacement()
    let stager = PresentationStager(displaying: start, structure: Shapes.structure)
    var updates: [(animated: Bool, stack: [EntryID])] = []
    var resumes: [@MainActor () -> Void] = []
    // Weakly: the stager holds the closure.
    stager.draw = { [weak stager] animated, steps in
      steps()
      updates.append((animated, stager?.displayed.selectedStack.map(\.id) ?? []))
    }
    stager.nextUpdate = { resumes.append($0) }
    stager.retarget(target, motion: .animated)
    while !resumes.isEmpty { resumes.removeFirst()() }
    #expect(stager.displayed == target)
    #expect(updates.map(\.animated) == [true, false])
    #expect(updates.first?.stack.count == start.selectedStack.count + 1, "the new screen is drawn over the old one first")
  }
}

extension ReplacedTopPlanTests {
  @MainActor @Test func aSectionsTabThatMayOnlyBeFirstIsNotPushedOverTheScreenItReplaces() throws {  // I2, found at full size
    // Social: a status on the Lists landing, replaced by List 1, which may stand first on the
    // landing's stack and nowhere else.
    let structure = Social.structure()
    let collapsed = LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .phone, sectionPolicy: .collapse)
    var engine = NavigationEngine(structure: structure, selection: .timeline, environment: collapsed)
    _ = try engine.send(.show(.lists)).get()
    _ = try engine.send(.show(.status(id: 42))).get()
    let start = engine.state
    _ = try engine.send(.finish).get()
    _ = try engine.send(.push(.list(id: 1))).get()
    let target = engine.state
    let plan = TransitionPlan(from: start, to: target, structure: structure)
    #expect(PlanChecks.violation(of: plan, validIn: structure) == nil)
    #expect(plan.steps.count == 1, "one cut: \(plan.steps)")
    // Without the structure, the plan cannot know, and draws the push.
    #expect(TransitionPlan(from: start, to: target).steps.count == 2)
    // The SwiftUI layer's stager plans with the structure: every state it displays is valid.
    let stager = PresentationStager(displaying: start, in: collapsed, structure: structure)
    var displayed: [NavigationState<SocialDestination>] = []
    stager.draw = { [weak stager] _, steps in
      steps()
      if let stager { displayed.append(stager.displayed) }
    }
    stager.retarget(target)
    #expect(stager.displayed == target)
    #expect(displayed.allSatisfy { $0.problems(in: structure).isEmpty }, "\(displayed)")
  }
}
