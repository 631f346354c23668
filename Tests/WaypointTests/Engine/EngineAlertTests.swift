import Testing
import Waypoint
import WaypointExamples

/// What SwiftUI does to an alert's binding, answered by the engine: a close written before the
/// tapped button's action, and a late close for an alert a button already replaced.
@Suite struct EngineAlertTests {
  let next = AlertState<ShapesDestination>(title: "Saved", buttons: [AlertState.Button("ok", title: "OK")])
  var alert: AlertState<ShapesDestination> {
    AlertState(
      title: "Open settings?",
      buttons: [
        AlertState.Button("open", title: "Open", action: .present(.settings, style: .sheet)),
        AlertState.Button("save", title: "Save", action: .presentAlert(next)),
        AlertState.Button("cancel", title: "Cancel", role: .cancel),
      ])
  }

  func engine() -> NavigationEngine<ShapesDestination> {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .circle)
    _ = engine.send(.presentAlert(alert))
    return engine
  }
}

extension EngineAlertTests {
  // Issue 14, alerts: SwiftUI may clear isPresented before it runs the tapped button's action;
  // the button's action still runs, and the cancel action does not run in its place.
  @Test func aChoiceAfterTheSystemClosedTheAlertRunsTheTappedButton() throws {
    var engine = engine()
    #expect(try engine.send(.closeAlert(alert)).get() == [.alertDismissed(buttonID: nil)])
    #expect(engine.state.alert == nil)
    let events = try engine.send(.chooseAlertButton(id: "open")).get()
    #expect(engine.state.modals.map(\.destination) == [.settings])
    #expect(events.map(\.kind) == ["presented"])
    // Once: the same choice again finds no alert.
    #expect(engine.send(.chooseAlertButton(id: "open")) == .failure(.noAlert))
  }

  // Issue 14, alerts: the late `false` write of an alert a button dismissed does not dismiss the
  // alert that button presented.
  @Test func aLateCloseForAReplacedAlertChangesNothing() throws {
    var engine = engine()
    _ = try engine.send(.chooseAlertButton(id: "save")).get()
    #expect(engine.state.alert == next)
    let before = engine.state
    #expect(try engine.send(.closeAlert(alert)).get() == [.nothingToDismiss])
    #expect(engine.state == before)
    // And a choice for the replaced alert's button is not run late either.
    #expect(engine.send(.chooseAlertButton(id: "open")) == .failure(.alertButtonNotFound("open")))
  }

  // A close for the alert that is up removes it, and nothing else (D2: nothing else dismissed).
  @Test func aCloseForTheAlertThatIsUpRemovesOnlyIt() throws {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .circle)
    _ = engine.send(.push(.infinity))
    _ = engine.send(.presentAlert(alert))
    var expected = engine.state
    expected.alert = nil
    _ = try engine.send(.closeAlert(alert)).get()
    #expect(engine.state == expected)
  }

  // The late choice goes through every step: a button whose action is refused fails, changes
  // nothing and can be chosen again; any other action then ends the wait.
  @Test func aLateChoiceThatFailsChangesNothingAndCanBeRetried() throws {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .circle)
    let popping = AlertState<ShapesDestination>(title: "Back?", buttons: [AlertState.Button("back", title: "Back", action: .pop(1))])
    _ = engine.send(.presentAlert(popping))
    _ = try engine.send(.closeAlert(popping)).get()
    let before = engine.state
    #expect(engine.send(.chooseAlertButton(id: "back")) == .failure(.popPastRoot(requested: 1, available: 0)))
    #expect(engine.state == before)
    #expect(engine.send(.chooseAlertButton(id: "back")) == .failure(.popPastRoot(requested: 1, available: 0)))
  }
}

extension EngineAlertTests {
  // Review: a late choice is only the one SwiftUI sends right after the close; any other action
  // in between ends the wait.
  @Test func anotherActionEndsTheWaitForALateChoice() throws {
    var engine = engine()
    _ = try engine.send(.closeAlert(alert)).get()
    _ = try engine.send(.push(.infinity)).get()
    #expect(engine.send(.chooseAlertButton(id: "open")) == .failure(.noAlert))
  }
}

extension EngineAlertTests {
  /// The person's tap on a button of the alert on screen, as the SwiftUI layer reports it.
  func tap(_ id: String, on engine: inout NavigationEngine<ShapesDestination>) throws {
    var events: [NavigationEvent<ShapesDestination>] = []
    try engine.chooseAlertButtonOnScreen(id, events: &events)
  }

  // Issue 14, alerts (review): SwiftUI sets the binding to `false` after the tapped button's
  // action; if the interface names the alert that button presented, the close is still the echo
  // of the one the person answered, and the new alert stays up.
  @Test func theCloseAfterATapIsTheEchoWhateverAlertItNames() throws {
    var engine = engine()
    try tap("save", on: &engine)
    #expect(engine.state.alert == next)
    let before = engine.state
    #expect(try engine.send(.closeAlert(next)).get() == [.nothingToDismiss])
    #expect(engine.state == before)
    // The echo is owed once: the person's own close of the new alert then closes it.
    #expect(try engine.send(.closeAlert(next)).get() == [.alertDismissed(buttonID: nil)])
    #expect(engine.state.alert == nil)
  }

  // Only the close right after the tap is its echo: another action in between ends the wait.
  @Test func anotherActionEndsTheWaitForTheCloseEcho() throws {
    var engine = engine()
    try tap("save", on: &engine)
    // An action that leaves the new alert up (a push would close it with the screen it covers).
    _ = try engine.send(.presentAlert(next)).get()
    #expect(try engine.send(.closeAlert(next)).get() == [.alertDismissed(buttonID: nil)])
    #expect(engine.state.alert == nil)
  }

  // A choice the app sends itself is not a tap on screen: no close is owed, so the person's
  // first close of the alert the button presented closes it.
  @Test func aChoiceTheAppSendsOwesNoClose() throws {
    var engine = engine()
    _ = try engine.send(.chooseAlertButton(id: "save")).get()
    #expect(try engine.send(.closeAlert(next)).get() == [.alertDismissed(buttonID: nil)])
    #expect(engine.state.alert == nil)
  }

  // When SwiftUI closed the alert before running the tapped button (the late choice), the close
  // has already come: none is owed after it.
  @Test func aLateTapOwesNoClose() throws {
    var engine = engine()
    _ = try engine.send(.closeAlert(alert)).get()
    try tap("save", on: &engine)
    #expect(engine.state.alert == next)
    #expect(try engine.send(.closeAlert(next)).get() == [.alertDismissed(buttonID: nil)])
  }

  // A tap that fails leaves the alert up in the core, so the system's close that follows is not
  // an echo: it closes the alert, as it did on screen.
  @Test func theCloseAfterARefusedTapClosesTheAlert() throws {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .circle)
    let popping = AlertState<ShapesDestination>(title: "Back?", buttons: [AlertState.Button("back", title: "Back", action: .pop(1))])
    _ = engine.send(.presentAlert(popping))
    #expect(throws: NavigationError<ShapesDestination>.popPastRoot(requested: 1, available: 0)) { try tap("back", on: &engine) }
    #expect(try engine.send(.closeAlert(popping)).get() == [.alertDismissed(buttonID: nil)])
    #expect(engine.state.alert == nil)
  }
}
