import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// The Social example's main flows through the test store: the intercepting post tab, alerts,
/// search, and tabs that come and go with the user's data.
@MainActor
@Suite struct SocialNavigationTests {
  let store = NavigationTestStore(structure: Social.structure(), selection: .timeline)
}

extension SocialNavigationTests {
  @Test func thePostTabPresentsComposeAndKeepsTheSelection() {  // D5, S5, IC5
    store.send(.select(.post)) {
      $0.modals = [Modal(id: 0, destination: .compose, style: .sheet)]
    }
    store.receive(.intercepted(.post), .presented(Modal(id: 0, destination: .compose, style: .sheet)))

    store.send(.dismiss) {
      $0.modals = []
    }
    store.receive(.dismissed([Modal(id: 0, destination: .compose, style: .sheet)]))
  }

  @Test func composeReturnsTheNewPostToTheTimelineThatOpenedIt() {  // D21, D24; issue 27: a sheet that returns a value
    let compose = Modal(id: 0, destination: SocialDestination.compose, style: .sheet)
    store.send(.select(.post)) { $0.modals = [compose] }
    store.receive(.intercepted(.post), .presented(compose))

    // The Post button, tapped twice: the second tap comes from a sheet that is gone.
    let post = NavigationAction<SocialDestination>.finish(returning: .posted(statusID: 12)).from(.entry(0))
    store.send(post) { $0.modals = [] }
    store.receive(.dismissed([compose], cause: .finished), .delivered(.posted(statusID: 12), to: .root(.timeline), from: .entry(0)))
    store.send(post)
    store.receive(.ignoredStale(post))

    // The timeline shows what it got back.
    store.send(.push(.status(id: 12))) { $0.stacks[.timeline] = [Entry(id: 1, destination: .status(id: 12))] }
    store.receive(.pushed(Entry(id: 1, destination: .status(id: 12))))
  }

  @Test func aStatusOpensOnTheTimelineAndASecondTabKeepsItsOwnStack() {  // R1, D1
    store.send(.push(.status(id: 42))) {
      $0.stacks[.timeline] = [Entry(id: 0, destination: .status(id: 42))]
    }
    store.receive(.pushed(Entry(id: 0, destination: .status(id: 42))))

    store.send(.select(.list(id: 1))) {
      $0.selection = .list(id: 1)
      $0.previousSelection = .timeline
    }
    store.receive(.selected(.list(id: 1), previous: .timeline))

    store.send(.push(.user(id: 7))) {
      $0.stacks[.list(id: 1)] = [Entry(id: 1, destination: .user(id: 7))]
    }
    store.receive(.pushed(Entry(id: 1, destination: .user(id: 7))))

    store.send(.select(.timeline)) {
      $0.selection = .timeline
      $0.previousSelection = .list(id: 1)
    }
    store.receive(.selected(.timeline, previous: .list(id: 1)))
    #expect(store.state.topDestination == .status(id: 42))
  }

  @Test func choosingAnAlertButtonDismissesItThenRunsItsAction() {  // TCA-38
    let alert = AlertState<SocialDestination>(
      title: "Sign in to post",
      buttons: [
        AlertState.Button("sign-in", title: "Sign In", action: .present(.signIn, style: .sheet)),
        AlertState.Button("cancel", title: "Cancel", role: .cancel),
      ]
    )
    store.send(.presentAlert(alert)) {
      $0.alert = alert
    }
    store.receive(.alertPresented(alert))

    store.send(.chooseAlertButton(id: "sign-in")) {
      $0.alert = nil
      $0.modals = [Modal(id: 0, destination: .signIn, style: .sheet)]
    }
    store.receive(.alertDismissed(buttonID: "sign-in"), .presented(Modal(id: 0, destination: .signIn, style: .sheet)))

    store.send(.chooseAlertButton(id: "sign-in"), throws: .noAlert)
  }

  @Test func leavingSearchRestoresThePreviousTab() {  // R47, S4
    store.send(.select(.explore)) {
      $0.selection = .explore
      $0.previousSelection = .timeline
    }
    store.receive(.selected(.explore, previous: .timeline))

    store.send(.dismissSearch) {
      $0.selection = .timeline
      $0.previousSelection = .explore
    }
    store.receive(.selected(.timeline, previous: .explore))

    store.send(.dismissSearch, throws: .notSearching)
  }

  @Test func removingTheSelectedListRepairsTheSelection() {  // D8, R7, OQ1
    store.send(.select(.list(id: 2))) {
      $0.selection = .list(id: 2)
      $0.previousSelection = .timeline
    }
    store.receive(.selected(.list(id: 2), previous: .timeline))

    store.updateStructure(Social.structure(lists: [SocialList(id: 1, title: "Swift")])) {
      $0.selection = .timeline
      $0.previousSelection = nil
    }
    store.receive(.repaired(from: .list(id: 2), to: .timeline))
  }

  @Test func deepLinksOfSocial() {  // D1, D5
    expectShow(.status(id: 42), in: Social.structure(), shows: [.tab(.timeline), .pushed(.status(id: 42))])
    expectShow(.compose, in: Social.structure(), shows: [.tab(.timeline), .sheet(.compose)])
    expectShow(.post, in: Social.structure(), shows: [.tab(.timeline), .sheet(.compose)])
    expectShow(.tag("ios"), in: Social.structure(), shows: [.tab(.tag("ios"))])
  }

  @Test func signedOutPeopleSignInThenReachNotifications() {  // I9; issue 4's redirect and resume
    store.setGuard(Social.signInGuard, context: .signedOut)
    store.send(.select(.notifications)) {
      $0.modals = [Modal(id: 0, destination: .signIn, style: .sheet)]
    }
    store.receive(.redirected(.notifications, to: .signIn), .presented(Modal(id: 0, destination: .signIn, style: .sheet)))

    store.setGuard(Social.signInGuard, context: .signedIn) {
      $0.modals = []
      $0.selection = .notifications
      $0.previousSelection = .timeline
    }
    store.receive(
      .resumed(.notifications),
      .dismissed([Modal(id: 0, destination: .signIn, style: .sheet)], cause: .guarded),
      .selected(.notifications, previous: .timeline)
    )
  }

  @Test func theSignInGuardDecidesPerScreen() {  // I9
    let state = NavigationState(selection: SocialDestination.timeline)
    for destination in Social.signInRequired {
      expectGuard(Social.signInGuard, context: .signedOut, for: destination, in: state, decides: .redirect(to: .signIn))
      expectGuard(Social.signInGuard, context: .signedIn, for: destination, in: state, decides: .allow)
    }
    expectGuard(Social.signInGuard, context: .signedOut, for: .status(id: 1), in: state, decides: .allow)
  }

  @Test func socialRoutesWorkBothWays() {  // I6
    expectRoute("waypoint-social:///timeline", in: Social.routes, is: .timeline)
    expectRoute("/profile/7", in: Social.routes, is: .user(id: 7))
    expectRoute("/lists/2", in: Social.routes, is: .list(id: 2))
    expectRoute("/tags/swift", in: Social.routes, is: .tag("swift"))
    expectRoute("/sign-in", in: Social.routes, is: .signIn)
  }

  @Test func aDraftInComposeSurvivesRestoration() {  // I5, D4
    store.send(.push(.status(id: 42))) {
      $0.stacks[.timeline] = [Entry(id: 0, destination: .status(id: 42))]
    }
    store.receive(.pushed(Entry(id: 0, destination: .status(id: 42))))
    store.send(.select(.post)) {
      $0.modals = [Modal(id: 1, destination: .compose, style: .sheet)]
    }
    store.skipEvents()
    expectRestorationRoundTrip(store.state, in: Social.structure())
  }
}
