import Testing
import Waypoint
import WaypointExamples

/// What the layer is told to draw after the person's gesture on the tabs, when the navigator did
/// not do what the system already shows (issue 28, N4), and the split view's list selection
/// (issue 28, N6).
@MainActor
@Suite struct GestureAnswerTests {}

// N4: a tab choice the navigator does not select is read again, so the tab the person sees is
// put back (the system had already moved to the chosen one).
extension GestureAnswerTests {
  @Test func anInterceptedTabChoiceIsReadAgain() {
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    let stager = PresentationStager(displaying: navigator.state, structure: navigator.structure)
    stager.userDidChoose(.post, on: navigator)
    #expect(stager.unselectedChoices == 1)
    #expect(stager.tabSelection == .timeline)
    #expect(navigator.state.modals.map(\.destination) == [.compose])
  }

  @Test func aSelectedTabChoiceIsNotCounted() {
    let navigator = Navigator(structure: Social.structure(), selection: .timeline)
    let stager = PresentationStager(displaying: navigator.state, structure: navigator.structure)
    stager.userDidChoose(.notifications, on: navigator)
    #expect(stager.unselectedChoices == 0)
    #expect(stager.tabSelection == .notifications)
  }

  @Test func aRefusedCustomizationEditIsNotKeptAndIsReadAgain() {
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow)
    let stager = PresentationStager(displaying: navigator.state, structure: navigator.structure)
    let fixedHidden = SystemTabCustomization(sidebarVisibility: ["watch-now": .hidden])
    #expect(!stager.userDidEditCustomization(fixedHidden, on: navigator))
    #expect(stager.refusedCustomizations == 1)
    #expect(navigator.customization == TabCustomization())
  }

  @Test func aCustomizationEditTheNavigatorTakesIsKept() {
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow)
    let stager = PresentationStager(displaying: navigator.state, structure: navigator.structure)
    let downloadsHidden = SystemTabCustomization(sidebarVisibility: ["downloads": .hidden])
    #expect(stager.userDidEditCustomization(downloadsHidden, on: navigator))
    #expect(stager.refusedCustomizations == 0)
    #expect(navigator.customization != TabCustomization())
  }
}

// N6: in a collapsed split view, going back to the list empties its selection, and choosing the
// row of the tab one came from shows its stack as it was; a list is not a tab bar, so choosing
// the selected row never pops it to its root.
extension GestureAnswerTests {
  static let sidebar = LayoutEnvironment(style: .sidebar, sizeClass: .compact, idiom: .phone, isSidebarShown: false)

  func pushed(_ environment: LayoutEnvironment) -> (Navigator<MediaDestination>, PresentationStager<MediaDestination>) {
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow, environment: environment)
    navigator.send(.push(.video(id: 7)))
    let stager = PresentationStager(displaying: navigator.state, in: navigator.environment, structure: navigator.structure)
    return (navigator, stager)
  }

  @Test func goingBackToTheListEmptiesItsSelection() {
    let (navigator, stager) = pushed(Self.sidebar)
    #expect(stager.listSelection == .watchNow)
    navigator.report(isSidebarShown: true)
    stager.retarget(navigator.state, in: navigator.environment)
    #expect(stager.listSelection == nil)
  }

  @Test func theRowOfTheTabOneCameFromShowsItsStackAsItWas() {
    let (navigator, stager) = pushed(Self.sidebar)
    navigator.report(isSidebarShown: true)
    stager.retarget(navigator.state, in: navigator.environment)
    stager.userDidChooseInList(.watchNow, on: navigator)
    #expect(navigator.state.selectedStack.map(\.destination) == [.video(id: 7)])
    #expect(!navigator.environment.isSidebarShown)
    #expect(stager.listSelection == .watchNow)
  }

  @Test func theSelectedRowNeverPopsItsStack() {
    let (navigator, stager) = pushed(LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: .pad))
    stager.userDidChooseInList(.watchNow, on: navigator)
    #expect(navigator.state.selectedStack.map(\.destination) == [.video(id: 7)])
    stager.userDidChooseInList(.library, on: navigator)
    #expect(navigator.state.selection == .library)
    #expect(stager.listSelection == .library)
  }

  @Test func anEmptyListSelectionAloneChangesNothing() {
    let (navigator, stager) = pushed(Self.sidebar)
    let before = navigator.state
    stager.userDidChooseInList(nil, on: navigator)
    #expect(navigator.state == before)
  }
}

// D22: a sheet whose swipe the guard locks stays on screen when the person tries; the question
// comes up over it, and the stager does not wait for a dismissal that never happened.
extension GestureAnswerTests {
  @Test func aLockedSheetStaysUpAndTheQuestionComesOverIt() {
    let navigator = LeavingGuardTests.drafting()
    let stager = PresentationStager(displaying: navigator.state, structure: navigator.structure)
    stager.userDidSwipeAway(modalAt: 0, on: navigator)
    stager.settle(on: navigator)
    #expect(stager.projection.modals.map(\.root) == [.compose])
    #expect(stager.projection.alert(presentedAt: 1)?.alert == Social.discardDraft.alert)
    #expect(stager.awaiting == nil)
  }

  @Test func anUnlockedSheetIsGoneAtOnce() {
    let navigator = LeavingGuardTests.drafting()
    navigator.setGuard(Social.signInGuard, context: .signedIn)
    let stager = PresentationStager(displaying: navigator.state, structure: navigator.structure)
    stager.userDidSwipeAway(modalAt: 0, on: navigator)
    #expect(stager.projection.modals.isEmpty)
    #expect(stager.awaiting == nil, "the swipe already dismissed it on screen")
  }
}
