import Foundation
import Testing
import Waypoint
import WaypointExamples

/// An alert button whose action chooses an alert button (itself, or a pair a → b → a) used to
/// recurse in the availability step until the stack overflowed, and a stored session could hold
/// one: the person's tap crashed the app. Such a button is now refused when the alert is
/// presented, reported when it is restored, and never followed by the pipeline.
@MainActor @Suite struct AlertLoopRegressionTests {
  typealias Shape = ShapesDestination

  static let loop = AlertState<Shape>(
    title: "Loop", buttons: [AlertState.Button("a", title: "A", action: .chooseAlertButton(id: "a"))])

  /// A → B → A: A's button presents B, whose button chooses A's.
  static let pair = AlertState<Shape>(
    title: "A",
    buttons: [
      AlertState.Button(
        "a", title: "A",
        action: .presentAlert(
          AlertState(title: "B", buttons: [AlertState.Button("b", title: "B", action: .chooseAlertButton(id: "a"))])))
    ])

  /// The stored form of the crash: a session whose window holds the looping alert.
  static let stored = #"""
    {"format":"waypoint.session","version":1,"nextWindowID":1,"nextEntryID":0,"windows":[{"id":0,"selection":{"triangle":{}},"nextEntryID":0,
     "alert":{"kind":"alert","title":"Saved","buttons":[{"id":"ok","title":"OK","action":{"chooseAlertButton":{"id":"ok"}}}]}}]}
    """#
}

extension AlertLoopRegressionTests {
  // Reliability audit N1: presenting a button that chooses itself is refused, nothing changes.
  @Test func presentingAButtonThatChoosesItselfIsRefused() {
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    let before = navigator.state
    #expect(navigator.send(.presentAlert(Self.loop)) == .failure(.invalidAlert([.buttonActsOnAlert("a")])))
    #expect(navigator.state == before)
    #expect(navigator.send(.chooseAlertButton(id: "a")) == .failure(.noAlert))
  }

  // Reliability audit N1: a → b → a is found in the nested alert, before anything is shown.
  @Test func aPairOfAlertsThatChooseEachOtherIsRefused() {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    #expect(engine.send(.presentAlert(Self.pair)) == .failure(.invalidAlert([.buttonActsOnAlert("b")])))
    #expect(engine.state.alert == nil)
  }

  // Reliability audit N1: a close as a button's action, duplicate ids and nesting past the limit.
  @Test func everyAlertProblemIsNamed() {
    let closing = AlertState<Shape>(
      title: "Close", buttons: [AlertState.Button("x", title: "X", action: .closeAlert(Self.loop))])
    #expect(closing.problems == [.buttonActsOnAlert("x")])
    let twice = AlertState<Shape>(title: "Twice", buttons: [.init("ok", title: "OK"), .init("ok", title: "Again")])
    #expect(twice.problems == [.duplicateButtonID("ok")])
    var deep = AlertState<Shape>(title: "0")
    for level in 1..<AlertState<Shape>.maxNesting {
      deep = AlertState(title: "\(level)", buttons: [.init("next", title: "Next", action: .presentAlert(deep))])
    }
    #expect(deep.problems.isEmpty, "as deep as allowed")
    deep = AlertState(title: "deeper", buttons: [.init("next", title: "Next", action: .presentAlert(deep))])
    #expect(deep.problems == [.nestedTooDeep(limit: AlertState<Shape>.maxNesting)])
    var inState = NavigationState(selection: Shape.triangle)
    inState.alert = Self.loop
    #expect(inState.problems(in: Shapes.structure) == [.invalidAlert(.buttonActsOnAlert("a"))])
  }

  // Reliability audit N1: the stored crash restores without its alert, says so, and the tap the
  // interface would send finds no alert instead of crashing.
  @Test func aStoredLoopingAlertIsDroppedAndReported() throws {
    let outcome = try SessionSnapshot<Shape>.restore(from: Data(Self.stored.utf8), in: Shapes.structure)
    #expect(!outcome.isExact)
    #expect(
      outcome.adjustments == [
        .alertDropped(window: 0, reason: .invalidAlert(AlertState<Shape>.Problem.buttonActsOnAlert("ok").description))
      ])
    let session = SessionNavigator(session: outcome.snapshot.session, structure: Shapes.structure)
    let navigator = try #require(session.navigator(for: 0))
    #expect(navigator.state.alert == nil)
    #expect(navigator.chooseAlertButtonOnScreen("ok") == .failure(NavigationError<Shape>.noAlert))
  }

  // Reliability audit N1: an engine over a state nobody checked (the package's helpers make
  // them) still answers the choice with an error: the pipeline never checks the inner choice.
  @Test func anUncheckedLoopingAlertIsAnErrorNotACrash() {
    var state = NavigationState(selection: Shape.triangle)
    state.alert = Self.loop
    var engine = NavigationEngine(unchecked: state, structure: Shapes.structure, environment: LayoutEnvironment())
    #expect(engine.send(.chooseAlertButton(id: "a")) == .failure(.noAlert))
    #expect(engine.state == state)
    var events: [NavigationEvent<Shape>] = []
    #expect(throws: NavigationError<Shape>.noAlert) { try engine.chooseAlertButtonOnScreen("a", events: &events) }
    // The late choice after the system's close of the same alert is bounded too.
    _ = engine.send(.closeAlert(Self.loop))
    #expect(engine.send(.chooseAlertButton(id: "a")) == .failure(.noAlert))
  }
}
