import Testing
import Waypoint
import WaypointExamples

@Suite struct AlertDismissalTests {
  let structure = Shapes.structure
}

extension AlertDismissalTests {
  @Test func noAlertMeansNoAction() {  // I3: an echo changes nothing
    #expect(NavigationState(selection: ShapesDestination.circle).alertDismissalAction == nil)
  }

  @Test func closingChoosesTheCancelButton() throws {  // D2: the cancel button's action runs
    var state = NavigationState(selection: ShapesDestination.circle)
    let alert = AlertState<ShapesDestination>(
      title: "Leave?",
      buttons: [
        AlertState.Button("leave", title: "Leave", role: .destructive, action: .push(.infinity)),
        AlertState.Button("stay", title: "Stay", role: .cancel),
      ])
    try state.apply(.presentAlert(alert), in: structure)
    let action = state.alertDismissalAction
    #expect(action == .chooseAlertButton(id: "stay"))
    if let action { try state.apply(action, in: structure) }
    #expect(state.alert == nil)
    #expect(state.selectedStack.isEmpty)
  }

  @Test func anAlertWithoutCancelIsRemovedAndNothingElseChanges() throws {  // D2, I3
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: structure)
    try state.apply(.presentAlert(AlertState(title: "Saved")), in: structure)
    var expected = state
    expected.alert = nil
    let action = try #require(state.alertDismissalAction)
    try state.apply(action, in: structure)
    #expect(state == expected)
  }
}
