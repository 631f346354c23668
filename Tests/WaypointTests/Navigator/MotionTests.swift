import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Motion per action (D23): the option, how the engine combines it over the changes the screen
/// has not drawn, the plan's steps, and every shell that carries it.
@MainActor
@Suite struct MotionTests {
  typealias Motion = NavigationAction<ShapesDestination>.Motion

  func navigator() -> Navigator<ShapesDestination> {
    Navigator(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes)
  }

  func url(_ text: String) throws -> URL { try #require(URL(string: text)) }
}

extension MotionTests {
  @Test func anyInstantChangeMakesTheBatchInstantElseAnyLastStepOnly() {  // D23: the combination rule
    let table: [(Motion, Motion, Motion)] = [
      (.animated, .animated, .animated), (.animated, .instant, .instant), (.animated, .lastStepAnimated, .lastStepAnimated),
      (.instant, .animated, .instant), (.instant, .instant, .instant), (.instant, .lastStepAnimated, .instant),
      (.lastStepAnimated, .animated, .lastStepAnimated), (.lastStepAnimated, .instant, .instant),
      (.lastStepAnimated, .lastStepAnimated, .lastStepAnimated),
    ]
    for (first, second, combined) in table { #expect(first.combined(with: second) == combined, "\(first) + \(second)") }
  }

  @Test func anInstantPopToRootAndAPushAfterItAreOneInstantStep() throws {  // D23 edge 1: coalescing
    let navigator = navigator()
    navigator.push(.infinity)
    _ = navigator.takeMotion()
    let rendered = navigator.state
    navigator.send(.popToRoot.motion(.instant))
    navigator.push(.infinity)
    let plan = rendered.plan(to: navigator.state, motion: navigator.takeMotion())
    #expect(plan.kinds == ["setPath"])
    #expect(plan.steps.map(\.isAnimated) == [false])
    // Taken: the next change starts afresh.
    #expect(navigator.takeMotion() == .animated)
  }

  @Test func aRefusedActionOrOneThatChangesNothingLeavesNoMotion() {  // D23: only what reaches the screen moves
    let navigator = navigator()
    navigator.send(.pop(3).motion(.instant))  // refused: nothing to pop
    #expect(navigator.lastEvents.last?.kind == "rejected")
    navigator.send(.popToRoot.motion(.instant))  // accepted, nothing changes
    #expect(navigator.takeMotion() == .animated)
  }

  @Test func aLinkAnimatesOnlyItsLastStepByDefault() throws {  // D23: a notification's link
    let navigator = navigator()
    navigator.open(try url("waypoint-shapes:///circle/item/2"))
    #expect(navigator.takeMotion() == .lastStepAnimated)
    navigator.open(try url("waypoint-shapes:///rectangle/item/1"), motion: .animated)
    #expect(navigator.takeMotion() == .animated)
    navigator.open(path: "/circle/item/1", motion: .instant)
    #expect(navigator.takeMotion() == .instant)
    navigator.open(try url("waypoint-shapes:///nowhere"), motion: .instant)  // refused
    #expect(navigator.takeMotion() == .animated)
  }

  @Test func theEngineKeepsTheMotionForTheScreen() {  // D23: the engine decides; the navigator is a shell
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    engine.send(.present(.settings, style: .sheet).motion(.lastStepAnimated))
    engine.send(.push(.infinity))
    #expect(engine.takeMotion() == .lastStepAnimated)
    #expect(engine.takeMotion() == .animated)
  }

  @Test func aWindowOfASessionKeepsItsOwnMotion() throws {  // D23 in every shell
    let session = SessionNavigator(
      session: Session(main: NavigationState(selection: ShapesDestination.triangle)), structure: Shapes.structure)
    let second = try session.openWindow(startingOn: .circle).get()
    let first = try #require(session.windowIDs.first { $0 != second })
    let one = try #require(session.navigator(for: first))
    let two = try #require(session.navigator(for: second))
    one.send(.push(.infinity).motion(.instant))
    two.push(.circleItem(level: 1))
    #expect(one.takeMotion() == .instant)
    #expect(two.takeMotion() == .animated)
  }
}

extension MotionTests {
  @Test func motionIsAnOptionThatOtherOptionsKeep() throws {  // D19: one way to attach options
    let action = NavigationAction<ShapesDestination>.push(.infinity).motion(.instant).from(.root(.triangle)).by(.person)
    let (bare, options) = action.withoutOptions
    #expect(bare == .push(.infinity))
    #expect(options == .init(sender: .root(.triangle), cause: .person, motion: .instant))
    // A later motion lays over an earlier one.
    #expect(action.motion(.animated).withoutOptions.options.motion == .animated)
  }

  @Test func optionsWithAMotionRoundTripAndOldOnesStillDecode() throws {  // D19: every option is Codable
    typealias Options = NavigationAction<ShapesDestination>.Options
    let options = Options(cause: .person, motion: .lastStepAnimated)
    let decoded = try JSONDecoder().decode(Options.self, from: try JSONEncoder().encode(options))
    #expect(decoded == options)
    let old = try JSONDecoder().decode(Options.self, from: Data(#"{"cause":"app"}"#.utf8))
    #expect(old.motion == nil)
  }

  @Test func aPlanSaysWhichStepsAnimate() throws {  // D23: steps carry the motion
    var target = NavigationState(selection: ShapesDestination.triangle)
    try target.apply(.show(.rectangleItem(level: 6)), in: Shapes.structure)
    let start = NavigationState(selection: ShapesDestination.triangle)
    #expect(start.plan(to: target).steps.map(\.isAnimated) == [true, true, true])
    #expect(start.plan(to: target, motion: .instant).steps.map(\.isAnimated) == [false, false, false])
    let link = start.plan(to: target, motion: .lastStepAnimated)
    #expect(link.motion == .lastStepAnimated)
    #expect(link.steps.map(\.isAnimated) == [false, false, true])
    // The Motion and Chrome article prints this step.
    #expect(link.steps[0].description == "select Rectangle; set the path of Rectangle to [Rectangle 1 (#0), Rectangle 2 (#1)] (instant)")
    #expect(!link.steps[2].description.contains("instant"))
  }

  @Test func aStepWrittenBeforeStepsSaidHowTheyMoveIsAnimated() throws {  // old plans still decode
    let step = TransitionPlan<ShapesDestination>.Step(.select(.circle), nextEntryID: 0, isAnimated: false)
    let encoded = try JSONEncoder().encode(step)
    #expect(try JSONDecoder().decode(TransitionPlan<ShapesDestination>.Step.self, from: encoded) == step)
    var object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
    object["isAnimated"] = nil
    let old = try JSONDecoder().decode(
      TransitionPlan<ShapesDestination>.Step.self, from: try JSONSerialization.data(withJSONObject: object))
    #expect(old.isAnimated)
  }

  @Test func aRecordedActionKeepsItsMotionThroughRedactionAndReplay() throws {  // I15: motion is inside the action
    var engine = NavigationEngine(structure: Shapes.structure, selection: .rectangle)
    engine.startRecording()
    engine.send(.push(.rectangleItem(level: 3)).motion(.instant))
    let stopped = engine.stopRecording()
    let recording = try #require(stopped)
    let read = try NavigationEngine<ShapesDestination>.Recording(jsonData: try recording.jsonData())
    #expect(read.steps.map(\.input) == [.action(.push(.rectangleItem(level: 3)).motion(.instant))])
    let redacted = recording.redacted { _ in .rectangleItem(level: 1) }
    #expect(redacted.steps.map(\.input) == [.action(.push(.rectangleItem(level: 1)).motion(.instant))])
    #expect(try read.replay(structure: Shapes.structure).divergence == nil)
  }
}

/// A request the guard held back moves as it asked when it goes on (D23 with D22).
extension MotionTests {
  @Test func aLinkHeldForSignInAnimatesOnlyItsLastStepWhenItGoesOn() throws {
    let navigator = Navigator(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    navigator.setGuard(Social.signInGuard, context: .signedOut)
    navigator.open(path: "/notifications")
    #expect(navigator.state.modals.map(\.destination) == [.signIn])
    _ = navigator.takeMotion()
    navigator.setGuard(Social.signInGuard, context: .signedIn)
    #expect(navigator.state.selection == .notifications)
    #expect(navigator.takeMotion() == .lastStepAnimated)
  }

  @Test func anInstantRequestHeldByAQuestionIsInstantWhenThePersonLeaves() {
    let navigator = LeavingGuardTests.drafting()
    navigator.send(NavigationAction.dismiss.motion(.instant))
    #expect(navigator.state.alert == LeavingGuardTests.question)
    #expect(navigator.takeMotion() == .instant)  // the question itself
    navigator.send(LeavingGuardTests.leave)
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.takeMotion() == .instant)
  }

  @Test func anInstantRequestHeldForALookupIsInstantWhenAnswered() {
    var engine = LookupTests.engine()
    engine.send(NavigationAction.show(.user(id: 123)).motion(.instant))
    #expect(engine.takeMotion() == .animated)  // nothing moved yet
    engine.send(.resolved(token: 1, .allow))
    #expect(engine.state.selectedStack.map(\.destination) == [.user(id: 123)])
    #expect(engine.takeMotion() == .instant)
  }
}
