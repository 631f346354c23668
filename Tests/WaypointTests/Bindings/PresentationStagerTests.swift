import Testing
import Waypoint
import WaypointExamples

@MainActor
@Suite struct PresentationStagerTests {
  let structure = Shapes.structure

  func state(_ actions: [NavigationAction<ShapesDestination>]) throws -> NavigationState<ShapesDestination> {
    var state = NavigationState(selection: ShapesDestination.triangle)
    for action in actions { try state.apply(action, in: structure) }
    return state
  }
}

extension PresentationStagerTests {
  @Test func stepsThatPresentNothingArePerformedAtOnce() throws {  // D11
    let stager = PresentationStager(displaying: try state([]))
    let target = try state([.select(.circle), .push(.infinity)])
    stager.retarget(target)
    #expect(stager.displayed == target)
    #expect(stager.awaiting == nil)
  }

  @Test func aDeepLinkPresentsOneModalAtATime() throws {  // D11, I7: one presentation per step
    let stager = PresentationStager(displaying: try state([]))
    let target = try state([.show(.rectangleItem(level: 6))])
    #expect(target.modals.count == 2)
    stager.retarget(target)
    #expect(stager.displayed.modals.count == 1)
    #expect(stager.awaiting == .appearance(elevation: 0))
    stager.presentationDidAppear(at: 0)
    #expect(stager.displayed.modals.count == 2)
    #expect(stager.awaiting == .appearance(elevation: 1))
    stager.presentationDidAppear(at: 1)
    #expect(stager.displayed == target)
    #expect(stager.awaiting == nil)
  }

  @Test func theNextStepWaitsForTheDismissalToFinish() throws {  // D11: dismissals before presentations
    let start = try state([.present(.settings, style: .sheet)])
    let stager = PresentationStager(displaying: start)
    var target = start
    try target.apply(.dismiss, in: structure)
    try target.apply(.present(.infinity, style: .fullScreenCover), in: structure)
    stager.retarget(target)
    #expect(stager.displayed.modals.isEmpty)
    #expect(stager.awaiting == .dismissal(elevation: 0))
    stager.dismissalDidFinish(at: 0)
    #expect(stager.awaiting == .appearance(elevation: 0))
    stager.presentationDidAppear(at: 0)
    #expect(stager.displayed == target)
  }

  @Test func aDismissalTheSystemMadeIsNotAwaited() throws {  // D2: the swipe down already happened on screen
    let start = try state([.present(.settings, style: .sheet)])
    let stager = PresentationStager(displaying: start)
    var target = start
    try target.apply(.dismissTo(elevation: 0), in: structure)
    stager.systemDidDismiss(at: 0)
    stager.retarget(target)
    #expect(stager.displayed == target)
    #expect(stager.awaiting == nil)
  }

  @Test func reportsForAnotherElevationAreIgnored() throws {  // D11: no step on a stray callback
    let stager = PresentationStager(displaying: try state([]))
    stager.retarget(try state([.show(.rectangleItem(level: 6))]))
    stager.presentationDidAppear(at: 1)
    stager.dismissalDidFinish(at: 0)
    #expect(stager.displayed.modals.count == 1)
    #expect(stager.awaiting == .appearance(elevation: 0))
  }

  @Test func aNewTargetMidWayIsPlannedFromWhatIsDisplayed() throws {  // D11
    let stager = PresentationStager(displaying: try state([]))
    stager.retarget(try state([.show(.rectangleItem(level: 6))]))
    let home = try state([.select(.circle)])
    stager.retarget(home)
    #expect(stager.displayed.modals.count == 1)
    stager.presentationDidAppear(at: 0)
    #expect(stager.awaiting == .dismissal(elevation: 0))
    stager.dismissalDidFinish(at: 0)
    #expect(stager.displayed == home)
    #expect(stager.awaiting == nil)
  }
}
