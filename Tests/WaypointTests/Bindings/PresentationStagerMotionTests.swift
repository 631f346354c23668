import Testing
import Waypoint
import WaypointExamples

/// How the stager draws steps under each motion (D23): which updates animate, and that no update
/// mixes an animated step with an instant one.
extension PresentationStagerTests {
  /// What the stager drew: one entry per update, whether it animated and what it displayed
  /// after; and the work it left for the next update.
  @MainActor
  final class Screen {
    var updates: [(animated: Bool, displayed: NavigationState<ShapesDestination>)] = []
    var later: [@MainActor () -> Void] = []
    var animations: [Bool] { updates.map(\.animated) }

    func nextUpdate() {
      guard !later.isEmpty else { return }
      later.removeFirst()()
    }
  }

  func drawn(_ stager: PresentationStager<ShapesDestination>) -> Screen {
    let screen = Screen()
    // Weakly: the stager holds the closure (a strong capture would be a cycle, a leak).
    stager.draw = { [weak stager] animated, steps in
      steps()
      if let stager { screen.updates.append((animated, stager.displayed)) }
    }
    stager.nextUpdate = { screen.later.append($0) }
    return screen
  }
}

extension PresentationStagerTests {
  @Test func aRestoredStateIsStagedWithoutAnimationUntilItIsOnScreen() throws {  // D11, D23; N10
    let stager = PresentationStager(displaying: try state([]), structure: structure)
    let screen = drawn(stager)
    let restored = try state([.show(.rectangleItem(level: 6))])
    stager.retarget(restored, in: LayoutEnvironment(), motion: .instant)
    // Still one presentation at a time, each drawn without animation.
    #expect(stager.awaiting == .appearance(elevation: 0))
    stager.presentationDidAppear(at: 0)
    stager.presentationDidAppear(at: 1)
    #expect(stager.displayed == restored)
    #expect(screen.animations == [false, false, false])
  }

  @Test func theAppsOwnChangesAreAnimated() throws {  // D23
    let stager = PresentationStager(displaying: try state([]), structure: structure)
    let screen = drawn(stager)
    stager.retarget(try state([.show(.rectangleItem(level: 6))]))
    stager.presentationDidAppear(at: 0)
    #expect(screen.animations == [true, true])
  }

  @Test func aChangeWhileARestoredStateIsStagedIsInstantToo() throws {  // D23: changes reaching the screen together
    // The window is still appearing (a size-class report adapts the restored state, say).
    let stager = PresentationStager(displaying: try state([]), structure: structure)
    let screen = drawn(stager)
    stager.retarget(try state([.present(.settings, style: .sheet)]), in: LayoutEnvironment(), motion: .instant)
    let adapted = try state([.present(.settings, style: .sheet), .present(.infinity, style: .sheet)])
    stager.retarget(adapted)
    stager.presentationDidAppear(at: 0)
    stager.presentationDidAppear(at: 1)
    #expect(stager.displayed == adapted)
    #expect(!screen.animations.contains(true))
  }

  @Test func anInstantChangeOnceOnScreenLeavesTheNextAnimated() throws {  // D23
    let start = try state([.select(.circle)])
    let stager = PresentationStager(displaying: start, structure: structure)
    let screen = drawn(stager)
    stager.retarget(start, in: LayoutEnvironment(), motion: .instant)
    stager.retarget(try state([.select(.circle), .push(.infinity)]))
    #expect(screen.animations.last == true)
    #expect(stager.motion == .animated)
  }

  @Test func onlyTheLastStepOfALinkAnimates() throws {  // D23: UIKit's setViewControllers(_:animated:)
    let start = try state([.present(.settings, style: .sheet)])
    let stager = PresentationStager(displaying: start, structure: structure)
    let screen = drawn(stager)
    let target = try state([.select(.circle), .push(.circleItem(level: 1)), .present(.infinity, style: .sheet)])
    stager.retarget(target, in: LayoutEnvironment(), motion: .lastStepAnimated)
    // The sheet goes at once; the tab and its stack come at once; then the new sheet slides up,
    // in an update of its own.
    #expect(stager.awaiting == .dismissal(elevation: 0))
    stager.dismissalDidFinish(at: 0)
    #expect(stager.awaiting == .nextUpdate)
    #expect(stager.displayed.selection == .circle && stager.displayed.modals.isEmpty)
    screen.nextUpdate()
    #expect(stager.awaiting == .appearance(elevation: 0))
    stager.presentationDidAppear(at: 0)
    #expect(stager.displayed == target)
    #expect(screen.animations == [false, false, true, true])
  }

  @Test func noUpdateDrawsAnInstantAndAnAnimatedStepTogether() throws {  // D23
    // Two steps that wait for nothing would be drawn in one update; under "last step animated"
    // the first is instant and the second is not, so they take an update each.
    let stager = PresentationStager(displaying: try state([]), structure: structure)
    let screen = drawn(stager)
    let alert = AlertState<ShapesDestination>(title: "Saved")
    let target = try state([.push(.infinity), .presentAlert(alert)])
    stager.retarget(target, in: LayoutEnvironment(), motion: .lastStepAnimated)
    #expect(stager.awaiting == .nextUpdate)
    #expect(stager.boundaries == 1)
    #expect(stager.displayed.selectedStack.count == 1 && stager.displayed.alert == nil)
    screen.nextUpdate()
    #expect(stager.displayed == target)
    #expect(screen.animations == [false, true])
  }

  @Test func stepsThatAllMoveAlikeShareAnUpdate() throws {  // D23
    let start = try state([.present(.settings, style: .sheet)])
    let stager = PresentationStager(displaying: start, structure: structure)
    let screen = drawn(stager)
    let target = try state([.push(.infinity)])
    stager.retarget(target, in: LayoutEnvironment(), motion: .instant)
    stager.dismissalDidFinish(at: 0)
    #expect(stager.displayed == target)
    #expect(screen.animations == [false, false])
    #expect(screen.later.isEmpty)
    #expect(stager.boundaries == 0)
  }

  @Test func aNewTargetMidwayMovesAsTheInstantOneBeforeIt() throws {  // D23: changes reaching the screen together
    let stager = PresentationStager(displaying: try state([]), structure: structure)
    let screen = drawn(stager)
    stager.retarget(try state([.show(.rectangleItem(level: 6))]), motion: .instant)
    stager.retarget(try state([.show(.rectangleItem(level: 6)), .push(.infinity)]))
    #expect(stager.motion == .instant)
    stager.presentationDidAppear(at: 0)
    stager.presentationDidAppear(at: 1)
    #expect(!screen.animations.contains(true))
  }

  @Test func theStagerFollowsTheNavigatorsMotion() throws {  // D23: the engine decides, the stager draws
    let navigator = Navigator(structure: structure, selection: .triangle)
    let stager = PresentationStager(displaying: navigator.state, structure: structure)
    let screen = drawn(stager)
    navigator.send(.push(.infinity).motion(.instant))
    stager.follow(navigator)
    #expect(screen.animations == [false])
    navigator.push(.infinity)
    stager.follow(navigator)
    #expect(screen.animations == [false, true])
  }
}
