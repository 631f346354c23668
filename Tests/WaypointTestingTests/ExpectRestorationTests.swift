import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

@Suite struct ExpectRestorationTests {}

extension ExpectRestorationTests {
  @Test func aDeepStateSurvivesARoundTripWithItsIDs() throws {  // I5, D4
    var state = NavigationState(selection: ShapesDestination.triangle)
    try state.apply(.show(.rectangleItem(level: 8)), in: Shapes.structure)
    try state.apply(.presentAlert(AlertState(title: "Saved")), in: Shapes.structure)
    let restored = expectRestorationRoundTrip(state, in: Shapes.structure)
    #expect(restored?.allIDs == state.allIDs)
  }

  @Test func aSessionWithTwoWindowsSurvivesARoundTrip() throws {  // I5, D13
    var main = NavigationState(selection: SocialDestination.timeline)
    try main.apply(.push(.status(id: 1)), in: Social.structure())
    var detail = NavigationState(selection: SocialDestination.tags, nextEntryID: 10)
    try detail.apply(.present(.compose), in: Social.structure())
    let snapshot = SessionSnapshot(windows: [SessionSnapshot.Window(id: 0, state: main), SessionSnapshot.Window(id: 1, state: detail)])
    let restored = expectRestorationRoundTrip(snapshot, in: Social.structure())
    #expect(restored?.state(ofWindow: 1) == detail)
  }

  @Test func aStateThatIsAdjustedOnRestoreFails() {  // D8, D12
    let state = NavigationState(selection: SocialDestination.post)  // an intercepting tab cannot be selected
    withExpectedIssues {
      expectRestorationRoundTrip(state, in: Social.structure())
    } matching: { issue in
      message(of: issue).contains("adjusted the snapshot:") || message(of: issue).contains("differ from the saved ones:")
    }
  }
}
