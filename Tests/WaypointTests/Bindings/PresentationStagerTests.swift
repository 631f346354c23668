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

  /// A stager showing `start`, and a navigator that was at `start` and has sent `action`, which
  /// the stager now moves toward.
  func staged(
    from start: NavigationState<ShapesDestination>, then action: NavigationAction<ShapesDestination>
  ) throws -> (PresentationStager<ShapesDestination>, Navigator<ShapesDestination>) {
    let stager = PresentationStager(displaying: start, structure: structure)
    let navigator = Navigator(structure: structure, selection: .triangle)
    _ = try navigator.replace(start).get()
    _ = try navigator.send(action).get()
    stager.retarget(navigator.state)
    return (stager, navigator)
  }
}

extension PresentationStagerTests {
  @Test func stepsThatPresentNothingArePerformedAtOnce() throws {  // D11
    let stager = PresentationStager(displaying: try state([]), structure: structure)
    let target = try state([.select(.circle), .push(.infinity)])
    stager.retarget(target)
    #expect(stager.displayed == target)
    #expect(stager.awaiting == nil)
  }

  @Test func aDeepLinkPresentsOneModalAtATime() throws {  // D11, I7: one presentation per step
    let stager = PresentationStager(displaying: try state([]), structure: structure)
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
    let stager = PresentationStager(displaying: start, structure: structure)
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
    let stager = PresentationStager(displaying: start, structure: structure)
    var target = start
    try target.apply(.dismissTo(elevation: 0), in: structure)
    stager.systemDidDismiss(at: 0)
    stager.retarget(target)
    #expect(stager.displayed == target)
    #expect(stager.awaiting == nil)
  }

  @Test func reportsForAnotherElevationAreIgnored() throws {  // D11: no step on a stray callback
    let stager = PresentationStager(displaying: try state([]), structure: structure)
    stager.retarget(try state([.show(.rectangleItem(level: 6))]))
    stager.presentationDidAppear(at: 1)
    stager.dismissalDidFinish(at: 0)
    #expect(stager.displayed.modals.count == 1)
    #expect(stager.awaiting == .appearance(elevation: 0))
  }

  @Test func aNewTargetMidWayIsPlannedFromWhatIsDisplayed() throws {  // D11
    let stager = PresentationStager(displaying: try state([]), structure: structure)
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

extension PresentationStagerTests {
  // Issue 14, bindings: a swipe back while a dismissal is staged is displayed at once, so the
  // path binding reads back what the user sees and SwiftUI does not push the screen again.
  @Test func aSwipeBackDuringAStagedDismissalIsDisplayedAtOnce() throws {
    let start = try state([
      .select(.rectangle), .push(.rectangleItem(level: 1)), .push(.rectangleItem(level: 2)), .present(.settings, style: .sheet),
    ])
    let (stager, navigator) = try staged(from: start, then: .dismiss)
    #expect(stager.awaiting == .dismissal(elevation: 0))
    // While the sheet slides away, the user swipes back on the tab's stack.
    let location = StackLocation<ShapesDestination>.tab(.rectangle)
    let shorter = Array((stager.displayed.stack(at: location) ?? []).prefix(1))
    stager.userDidSetPath(shorter, at: location, on: navigator)
    // Still waiting for the sheet, the binding reads the shorter path, not the old one.
    #expect(stager.awaiting == .dismissal(elevation: 0))
    #expect(stager.projection.path(at: location) == shorter)
    #expect(navigator.state.stack(at: location) == shorter)
    stager.dismissalDidFinish(at: 0)
    #expect(stager.displayed == navigator.state)
  }

  // A write for a stack that is not displayed (a modal already gone) changes nothing.
  @Test func aPathWriteForAStackThatIsGoneChangesNothing() throws {
    let start = try state([.push(.infinity)])
    let navigator = Navigator(structure: structure, selection: .triangle)
    _ = try navigator.replace(start).get()
    let stager = PresentationStager(displaying: start, structure: structure)
    stager.userDidSetPath([], at: .modal(elevation: 0), on: navigator)
    #expect(stager.displayed == start)
    #expect(navigator.state == start)
    stager.userDidSetPath([], at: .tab(.triangle), on: navigator)
    #expect(stager.displayed.stack(at: .tab(.triangle)) == [])
    #expect(navigator.state.stack(at: .tab(.triangle)) == [])
  }
}

extension PresentationStagerTests {
  // Issue 14, size classes: the environment and the selection adapted to it are drawn in the
  // same update, so the projection always holds the selected tab, shown.
  @Test(arguments: [
    (
      LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad),
      LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .compact, idiom: .pad)
    ),
    (
      LayoutEnvironment(sizeClass: .compact, sectionPolicy: .collapse),
      LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad)
    ),
  ])
  func theEnvironmentChangesWithTheAdaptedSelection(from: LayoutEnvironment, to: LayoutEnvironment) throws {
    for selection in [MediaDestination.settings, .collections, .collection(id: 2), .downloads] {
      var engine = NavigationEngine(structure: Media.structure(), selection: .watchNow, environment: from)
      guard case .success = engine.send(.select(selection)) else { continue }
      let stager = PresentationStager(displaying: engine.state, in: from, structure: Media.structure())
      _ = engine.setEnvironment(to)
      stager.retarget(engine.state, in: engine.environment)
      #expect(stager.environment == to)
      #expect(stager.displayed.selection == engine.state.selection)
      let projection = TabViewProjection(state: stager.displayed, structure: Media.structure(), environment: stager.environment)
      let shown = projection.items.flatMap { item -> [MediaDestination] in
        switch item {
        case let .tab(tab): tab.isHidden ? [] : [tab.value]
        case let .section(section): section.isHidden ? [] : section.tabs.filter { !$0.isHidden }.map(\.value)
        }
      }
      #expect(shown.contains(stager.displayed.selection), "\(selection): \(stager.displayed.selection) is not drawn")
    }
  }
}

extension PresentationStagerTests {
  // Review: while a presentation is staged, a new environment waits with the state adapted to
  // it, so the new environment is never drawn with the old selection.
  @Test func aNewEnvironmentWaitsForTheStagedState() throws {
    let slideOver = LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .compact, idiom: .pad)
    let pad = LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad)
    let stager = PresentationStager(displaying: try state([]), in: slideOver, structure: structure)
    stager.retarget(try state([.present(.settings, style: .sheet)]), in: slideOver)
    #expect(stager.awaiting == .appearance(elevation: 0))
    stager.retarget(try state([.present(.settings, style: .sheet), .select(.circle)]), in: pad)
    #expect(stager.environment == slideOver)
    stager.presentationDidAppear(at: 0)
    // Selecting another tab dismisses the sheet first; the environment still waits.
    #expect(stager.awaiting == .dismissal(elevation: 0))
    #expect(stager.environment == slideOver)
    stager.dismissalDidFinish(at: 0)
    #expect(stager.environment == pad)
    #expect(stager.displayed.selection == .circle)
  }

  // Issue 28, N1: a cover staged before the window's first report (a restored state, a link
  // that launched the app) on a Mac. The stager starts in the default environment, a phone,
  // where it is a cover; the Mac has none, so it would wait forever for an appearance. The
  // report with the Mac's idiom is drawn at once: the cover is presented as a sheet, appears,
  // and the rest of the state follows.
  @Test func aCoverStagedBeforeTheMacIdiomIsPresentedAsASheet() throws {
    let mac = LayoutEnvironment(idiom: .mac)
    let stager = PresentationStager(displaying: try state([]), structure: structure)
    let target = try state([.present(.settings, style: .fullScreenCover), .push(.rectangleItem(level: 1))])
    stager.retarget(target)
    #expect(stager.awaiting == .appearance(elevation: 0))
    #expect(stager.projection.modal(at: 0, as: .fullScreenCover) != nil)
    stager.retarget(target, in: mac)
    #expect(stager.environment == mac)
    #expect(stager.projection.modal(at: 0, as: .fullScreenCover) == nil)
    #expect(stager.projection.modal(at: 0, as: .sheet)?.root == .settings)
    stager.presentationDidAppear(at: 0)
    #expect(stager.awaiting == nil)
    #expect(stager.displayed == target)
  }
}

extension PresentationStagerTests {
  // Issue 14, bindings (review): the person swipes back as a sheet is being presented. The write
  // comes when the state already has the sheet on top; the core still takes the pop, so the
  // stager's next steps do not push the screen again.
  @Test func aSwipeBackDuringAStagedPresentationIsNotPushedAgain() throws {
    let start = try state([.select(.rectangle), .push(.rectangleItem(level: 1)), .push(.rectangleItem(level: 2))])
    let (stager, navigator) = try staged(from: start, then: .present(.settings, style: .sheet))
    #expect(stager.awaiting == .appearance(elevation: 0))
    let location = StackLocation<ShapesDestination>.tab(.rectangle)
    let shorter = Array((stager.displayed.stack(at: location) ?? []).prefix(1))
    stager.userDidSetPath(shorter, at: location, on: navigator)
    #expect(stager.projection.path(at: location) == shorter)
    stager.presentationDidAppear(at: 0)
    #expect(stager.awaiting == nil)
    #expect(stager.displayed == navigator.state)
    #expect(navigator.state.stack(at: location) == shorter)
    #expect(navigator.state.modals.map(\.destination) == [.settings])
  }

  // SNAP-8 (review): once the sheet is up and nothing is staged, a write to the stack under it
  // is not the person's; the state wins and the stack is drawn as it was.
  @Test func aWriteUnderASheetThatIsUpChangesNothing() throws {
    let start = try state([.select(.rectangle), .push(.rectangleItem(level: 1)), .present(.settings, style: .sheet)])
    let (stager, navigator) = try staged(from: start, then: .push(.infinity))
    #expect(stager.awaiting == nil)
    let before = navigator.state
    stager.userDidSetPath([], at: .tab(.rectangle), on: navigator)
    #expect(navigator.state == before)
    #expect(stager.displayed == before)
  }

  // Issue 14, bindings (review): a tab chosen while a dismissal is staged is displayed at once,
  // so the selection binding reads back the tab the person sees.
  @Test func aTabChosenDuringAStagedDismissalIsDisplayedAtOnce() throws {
    let start = try state([.present(.settings, style: .sheet)])
    let (stager, navigator) = try staged(from: start, then: .dismiss)
    #expect(stager.awaiting == .dismissal(elevation: 0))
    stager.userDidChoose(.circle, on: navigator)
    #expect(navigator.state.selection == .circle)
    #expect(stager.projection.tabs.selection == .circle)
    #expect(stager.awaiting == .dismissal(elevation: 0))
    stager.dismissalDidFinish(at: 0)
    #expect(stager.displayed == navigator.state)
  }

  // Review: a tab whose choice the core does not take (it intercepts and presents instead) is not
  // displayed, even while a dismissal is staged.
  @Test func anInterceptedChoiceDuringAStagedDismissalKeepsTheSelection() throws {
    let social = Social.structure()
    let navigator = Navigator(structure: social, selection: .timeline)
    _ = try navigator.present(.compose, style: .sheet).get()
    let stager = PresentationStager(displaying: navigator.state, structure: social)
    _ = try navigator.dismiss().get()
    stager.retarget(navigator.state)
    #expect(stager.awaiting == .dismissal(elevation: 0))
    stager.userDidChoose(.post, on: navigator)
    #expect(navigator.state.selection == .timeline)
    #expect(stager.projection.tabs.selection == .timeline)
  }
}

extension PresentationStagerTests {
  // Review: a deep link selected a tab and pushed onto it while a dismissal is still staged; the
  // person taps that tab, which the screen does not show yet. It is not a re-selection: nothing
  // is popped, and the tab is displayed.
  @Test func choosingATabADeepLinkAlreadySelectedDoesNotPopIt() throws {
    let start = try state([.present(.settings, style: .sheet)])
    let (stager, navigator) = try staged(from: start, then: .show(.circleItem(level: 2)))
    #expect(stager.awaiting == .dismissal(elevation: 0))
    #expect(stager.projection.tabs.selection == .triangle)
    let stack = navigator.state.stack(for: .circle)
    #expect(!stack.isEmpty)
    stager.userDidChoose(.circle, on: navigator)
    #expect(navigator.state.stack(for: .circle) == stack)
    #expect(stager.projection.tabs.selection == .circle)
    stager.dismissalDidFinish(at: 0)
    #expect(stager.displayed == navigator.state)
  }
}
