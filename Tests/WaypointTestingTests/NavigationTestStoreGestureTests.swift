import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// The person's gestures on the system's own controls, performed through the code the SwiftUI
/// layer calls (issue 28, gestures an app can test).
@MainActor
@Suite struct NavigationTestStoreGestureTests {
  let one = Entry(id: 0, destination: ShapesDestination.rectangleItem(level: 1))
  let two = Entry(id: 1, destination: ShapesDestination.rectangleItem(level: 2))

  func pushedTwice() -> NavigationTestStore<ShapesDestination> {
    let store = NavigationTestStore(structure: Shapes.structure, selection: .rectangle)
    store.send(.push(.rectangleItem(level: 1))) { $0.stacks[.rectangle] = [one] }
    store.receive(.pushed(one))
    store.send(.push(.rectangleItem(level: 2))) { $0.stacks[.rectangle] = [one, two] }
    store.receive(.pushed(two))
    return store
  }

  @Test func goingBackPopsTheStackOnTop() {
    let store = pushedTwice()
    store.perform(.goBack()) { $0.stacks[.rectangle] = [one] }
    store.receive(.popped([two], cause: .person))  // issue 27: told apart from the app's pop
  }

  @Test func theBackMenuGoesBackSeveralScreens() {
    let store = pushedTwice()
    store.perform(.goBack(count: 2)) { $0.stacks[.rectangle] = [] }
    store.receive(.popped([one, two], cause: .person))
  }

  @Test func goingBackAtTheRootChangesNothing() {
    let store = NavigationTestStore(structure: Shapes.structure, selection: .rectangle)
    store.perform(.goBack())
  }

  @Test func swipingASheetAwayDismissesItAndWhatIsAboveIt() {
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    let settings = Modal(id: 0, destination: ShapesDestination.settings, style: .sheet)
    let infinity = Modal(id: 1, destination: ShapesDestination.infinity, style: .sheet)
    store.send(.present(.settings, style: .sheet)) { $0.modals = [settings] }
    store.receive(.presented(settings))
    store.send(.present(.infinity, style: .sheet)) { $0.modals = [settings, infinity] }
    store.receive(.presented(infinity))
    store.perform(.swipeAway(elevation: 0)) { $0.modals = [] }
    store.receive(.dismissed([settings, infinity], cause: .person))
  }

  @Test func anInterceptingTabRunsItsActionAndKeepsTheSelection() {
    let store = NavigationTestStore(structure: Social.structure(), selection: .timeline)
    let compose = Modal(id: 0, destination: SocialDestination.compose, style: .sheet)
    store.perform(.chooseTab(.post)) { $0.modals = [compose] }
    store.receive(.intercepted(.post))
    store.receive(.presented(compose))
  }

  @Test func theSelectedListRowDoesNotPopItsStack() {
    let sidebar = LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: .pad)
    let store = NavigationTestStore(structure: Shapes.structure, selection: .rectangle, environment: sidebar)
    store.send(.push(.rectangleItem(level: 1))) { $0.stacks[.rectangle] = [one] }
    store.receive(.pushed(one))
    store.perform(.chooseListRow(.rectangle))
  }

  @Test func anAlertIsClosedOrAnsweredOnScreen() {
    let alert = AlertState<ShapesDestination>(
      title: "Leave?", buttons: [.init("leave", title: "Leave", action: .select(.circle)), .init("stay", title: "Stay")])
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.send(.presentAlert(alert)) { $0.alert = alert }
    store.receive(.alertPresented(alert))
    store.perform(.tapAlertButton(id: "leave")) {
      $0.alert = nil
      $0.selection = .circle
      $0.previousSelection = .triangle
    }
    store.receive(.alertDismissed(buttonID: "leave"))
    store.receive(.selected(.circle, previous: .triangle))
    store.send(.presentAlert(alert)) { $0.alert = alert }
    store.receive(.alertPresented(alert))
    store.perform(.closeAlert) { $0.alert = nil }
    store.receive(.alertDismissed(buttonID: nil))
  }
}

/// A screen with unsaved changes asks before the person's gesture takes it away (issue 29, D22).
extension NavigationTestStoreGestureTests {
  @Test func swipingADirtySheetAsksAndTheAnswerDecides() {
    let store = NavigationTestStore(structure: Social.structure(), selection: .timeline)
    let compose = Modal(id: 0, destination: SocialDestination.compose, style: .sheet)
    let question = Social.discardDraft.alert
    store.setGuard(Social.signInGuard, context: .signedIn)
    store.send(.present(.compose)) { $0.modals = [compose] }
    store.receive(.presented(compose))
    store.setGuard(Social.signInGuard, context: .drafting)
    // The swipe is disabled, so the sheet stays; the attempt asks.
    store.perform(.swipeAway(elevation: 0)) { $0.alert = question }
    store.receive(.alertPresented(question))
    store.perform(.tapAlertButton(id: LeaveDecision<SocialDestination>.Confirmation.stayButtonID)) { $0.alert = nil }
    store.receive(.alertDismissed(buttonID: "stay"))
    store.perform(.swipeAway(elevation: 0)) { $0.alert = question }
    store.receive(.alertPresented(question))
    store.perform(.tapAlertButton(id: LeaveDecision<SocialDestination>.Confirmation.leaveButtonID)) {
      $0.alert = nil
      $0.modals = []
    }
    store.receive(.alertDismissed(buttonID: "leave"))
    store.receive(.dismissed([compose], cause: .person))
  }
}

/// A lookup in a test: no real async work, the test sends the resolver's answer (issue 29).
extension NavigationTestStoreGestureTests {
  @Test func aTestSendsTheResolversAnswer() {
    let lookingUp = NavigationGuard<SocialDestination, Void> { destination, _, _ in
      if case let .user(id) = destination, id > 99 { return .resolve }
      return .allow
    }
    let store = NavigationTestStore(structure: Social.structure(), selection: .timeline, routes: Social.routes)
    store.setGuard(lookingUp, context: ())
    store.send(.show(.user(id: 123)))
    store.receive(.resolving(.user(id: 123), token: 1))
    let seven = Entry(id: 0, destination: SocialDestination.user(id: 7))
    store.send(.resolved(token: 1, .rewrite(.user(id: 7)))) { $0.stacks[.timeline] = [seven] }
    store.receive(.resumed(.user(id: 7)))
    store.receive(.pushed(seven))
    // A second answer for the same lookup is late: it changes nothing.
    store.send(.resolved(token: 1, .allow))
    store.receive(.ignoredStale(.resolved(token: 1, .allow)))
  }
}
