import Testing
import Waypoint
import WaypointExamples

/// Plans for the deep links of the example apps (D1 staged by D11).
@Suite struct DeepLinkPlanTests {}

extension DeepLinkPlanTests {
  @Test func everyShapesRectangleLevelIsReachedOneSheetPerStep() throws {  // D11, I7, SNAP-18
    for level in 1...9 {
      let start = NavigationState(selection: ShapesDestination.rectangle)
      let target = try start.applying(.show(.rectangleItem(level: level)), in: Shapes.structure).get().state
      let plan = TransitionPlan(from: start, to: target)
      #expect(plan.kinds == ["setPath"] + Array(repeating: "present", count: level / 3))
      #expect(PlanChecks.violation(of: plan, validIn: Shapes.structure) == nil)
    }
  }

  @Test func rectangleEightFromTriangleSelectsThenPresentsTwoSheets() throws {  // D1, D11
    let start = NavigationState(selection: ShapesDestination.triangle)
    let target = try start.applying(.show(.rectangleItem(level: 8)), in: Shapes.structure).get().state
    let plan = TransitionPlan(from: start, to: target)
    #expect(
      plan.description == """
        1. select Rectangle; set the path of Rectangle to [Rectangle 1 (#0), Rectangle 2 (#1)]
        2. present Rectangle 3 (#2) as a sheet with [Rectangle 4 (#3), Rectangle 5 (#4)]
        3. present Rectangle 6 (#5) as a sheet with [Rectangle 7 (#6), Rectangle 8 (#7)]
        """)
  }

  @Test func goingBackDownARouteIsOneDismissal() throws {  // FS-46, D4: show keeps the common prefix's ids
    var start = NavigationState(selection: ShapesDestination.triangle)
    try start.apply(.show(.rectangleItem(level: 8)), in: Shapes.structure)
    let target = try start.applying(.show(.rectangleItem(level: 5)), in: Shapes.structure).get().state
    let plan = TransitionPlan(from: start, to: target)
    #expect(plan.steps.map(\.change) == [.dismiss(to: 1)])
    let back = TransitionPlan(from: target, to: try target.applying(.show(.rectangleItem(level: 4)), in: Shapes.structure).get().state)
    #expect(back.kinds == ["setModalPath"])
  }

  @Test func aDeepLinkToAnotherTabFromASheetDismissesThenSelects() throws {  // D1, D11
    var start = NavigationState(selection: ShapesDestination.triangle)
    try start.apply(.show(.rectangleItem(level: 7)), in: Shapes.structure)
    let target = try start.applying(.show(.circleItem(level: 3)), in: Shapes.structure).get().state
    let plan = TransitionPlan(from: start, to: target)
    #expect(plan.kinds == ["dismiss", "select"])
    #expect(plan.steps[0].change == .dismiss(to: 0))
  }

  @Test func aNewDeepLinkMidwayIsPlannedFromWhatIsOnScreen() throws {  // D11, FS-37
    let start = NavigationState(selection: ShapesDestination.triangle)
    let first = try start.applying(.show(.rectangleItem(level: 8)), in: Shapes.structure).get().state
    let plan = TransitionPlan(from: start, to: first)
    let onScreen = plan.states[2]  // Rectangle 1, 2 and the first sheet are shown; the second is not
    let second = try first.applying(.show(.circleItem(level: 2)), in: Shapes.structure).get().state
    let replanned = TransitionPlan(from: onScreen, to: second)
    #expect(replanned.steps.map(\.change) == [.dismiss(to: 0), .select(.circle)])
    #expect(replanned.states.last == second)
  }

  @Test func mediaPlayerIsAPushThenACover() throws {  // D11; Media's player is a cover over its video
    let start = NavigationState(selection: MediaDestination.watchNow)
    let target = try start.applying(.show(.player(id: 7)), in: Media.structure()).get().state
    let plan = TransitionPlan(from: start, to: target)
    #expect(
      plan.description == """
        1. set the path of Watch Now to [Video 7 (#0)]
        2. present Player 7 (#1) as a cover
        """)
    let fromLibrary = TransitionPlan(from: NavigationState(selection: .library), to: target)
    #expect(fromLibrary.kinds == ["select", "present"])
  }

  @Test func anotherPlayerReplacesTheCoverAndTheVideo() throws {  // FS-46
    var start = NavigationState(selection: MediaDestination.watchNow)
    try start.apply(.show(.player(id: 7)), in: Media.structure())
    let target = try start.applying(.show(.player(id: 8)), in: Media.structure()).get().state
    // Video 8 replaces Video 7 on top: pushed over it, then Video 7 taken from under it (D23).
    #expect(TransitionPlan(from: start, to: target).kinds == ["dismiss", "setPath", "setPath", "present"])
    #expect(TransitionPlan(from: start, to: target, motion: .instant).kinds == ["dismiss", "setPath", "present"])
  }

  @Test func socialStatusIsPushedWhereverTheUserIs() throws {  // D11; .anywhere(.push)
    let structure = Social.structure()
    let start = NavigationState(selection: SocialDestination.timeline)
    let onTab = try start.applying(.show(.status(id: 42)), in: structure).get().state
    #expect(TransitionPlan(from: start, to: onTab).description == "1. set the path of Timeline to [Status 42 (#0)]")
    let composing = try start.applying(.select(.post), in: structure).get().state
    let overCompose = try composing.applying(.show(.status(id: 42)), in: structure).get().state
    let plan = TransitionPlan(from: composing, to: overCompose)
    #expect(plan.description == "1. set the path of modal 0 to [Status 42 (#1)]")
  }

  @Test func everyDeepLinkOfEveryExampleKeepsThePlanRules() {  // I7, D11, FS-46
    check(Shapes.structure, Shapes.sampleDestinations)
    check(Social.structure(), Social.sampleDestinations)
    check(Media.structure(), Media.sampleDestinations)
  }

  private func check<D>(_ structure: AppStructure<D>, _ destinations: [D]) {
    guard let initial = structure.initialState else {
      Issue.record("no initial state")
      return
    }
    // From a fresh state and from each deep link, to each deep link.
    var starts = [initial]
    for destination in destinations {
      if case let .success(outcome) = initial.applying(.show(destination), in: structure) { starts.append(outcome.state) }
    }
    var plans = 0
    for start in starts {
      for destination in destinations {
        guard case let .success(outcome) = start.applying(.show(destination), in: structure) else { continue }
        let plan = TransitionPlan(from: start, to: outcome.state)
        plans += 1
        if let violation = PlanChecks.violation(of: plan, validIn: structure) {
          Issue.record("show(\(destination)) from \(start): \(violation)\n\(plan)")
        }
      }
    }
    #expect(plans > destinations.count)
  }
}
