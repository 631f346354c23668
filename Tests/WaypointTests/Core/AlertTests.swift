import Testing
import Waypoint
import WaypointExamples

@Suite struct AlertTests {
  let structure = Shapes.structure
  let alert = AlertState<ShapesDestination>(
    title: "Open settings?",
    buttons: [
      AlertState.Button("open", title: "Open", action: .present(.settings, style: .sheet)),
      AlertState.Button("cancel", title: "Cancel", role: .cancel),
    ]
  )
}

extension AlertTests {
  @Test func choosingAButtonDismissesTheAlertThenRunsItsAction() throws {  // TCA-38
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.presentAlert(alert), in: structure)
    let events = try state.apply(.chooseAlertButton(id: "open"), in: structure)
    #expect(state.alert == nil)
    #expect(state.modals.map(\.destination) == [.settings])
    #expect(events.map(\.kind) == ["alertDismissed", "presented"])
  }

  @Test func aButtonWithoutAnActionOnlyDismisses() throws {
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.presentAlert(alert), in: structure)
    try state.apply(.chooseAlertButton(id: "cancel"), in: structure)
    #expect(state == NavigationState(selection: .circle))
  }

  @Test func choosingAButtonWithNoAlertIsATypedError() {  // TCA-37
    var state = NavigationState(selection: ShapesDestination.circle)
    #expect(throws: NavigationError<ShapesDestination>.noAlert) {
      try state.apply(.chooseAlertButton(id: "open"), in: structure)
    }
  }

  @Test func anUnknownButtonIsATypedErrorAndKeepsTheAlert() throws {
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.presentAlert(alert), in: structure)
    #expect(throws: NavigationError<ShapesDestination>.alertButtonNotFound("nope")) {
      try state.apply(.chooseAlertButton(id: "nope"), in: structure)
    }
    #expect(state.alert == alert)
  }

  @Test func theAlertGoesWhenTheScreenUnderItGoes() throws {  // TCA-42
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: structure)
    try state.apply(.presentAlert(alert), in: structure)
    let events = try state.apply(.pop, in: structure)
    #expect(state.alert == nil)
    #expect(events.last == .alertDismissed(buttonID: nil))
  }

  @Test func aFailingButtonActionKeepsTheAlert() throws {  // I3
    let failing = AlertState<ShapesDestination>(title: "Back", buttons: [AlertState.Button("back", title: "Back", action: .pop(3))])
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.presentAlert(failing), in: structure)
    let before = state
    #expect(throws: NavigationError<ShapesDestination>.popPastRoot(requested: 3, available: 0)) {
      try state.apply(.chooseAlertButton(id: "back"), in: structure)
    }
    #expect(state == before)
  }
}
