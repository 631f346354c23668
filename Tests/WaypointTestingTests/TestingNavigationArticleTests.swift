import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

// The example of the "Testing navigation" article, compiled and run so that it stays true.

enum MailDestination: Destination {
  case inbox, sent, compose
  case message(id: Int)
  case attachment(messageID: Int)

  var title: String { "\(self)" }
  var symbolName: String { "envelope" }
}

let mailStructure = AppStructure<MailDestination> {
  AppTab("inbox", .inbox)
  AppTab("sent", .sent)
} origin: { destination in
  switch destination {
  case .inbox, .sent: .root
  case .message: .pushed(from: .inbox)
  case .compose: .anywhere(.present(.sheet))
  case let .attachment(id): .presented(from: .message(id: id), style: .fullScreenCover)
  }
}

@MainActor
final class InboxModel {
  let navigator: Navigator<MailDestination>
  init(navigator: Navigator<MailDestination>) { self.navigator = navigator }
  func didTapCompose() { navigator.present(.compose) }
}

@MainActor
@Suite struct MailNavigationTests {
  let store = NavigationTestStore(structure: mailStructure, selection: .inbox)
}

extension MailNavigationTests {
  @Test func openAMessage() {  // TCA-1
    store.send(.push(.message(id: 7))) {
      $0.stacks[.inbox] = [Entry(id: 0, destination: .message(id: 7))]
    }
    store.receive(.pushed(Entry(id: 0, destination: .message(id: 7))))
  }

  @Test func deepLinkToAnAttachment() {  // D1
    store.send(.show(.attachment(messageID: 7))) {
      $0.stacks[.inbox] = [Entry(id: 0, destination: .message(id: 7), caller: .nobody)]
      $0.modals = [Modal(id: 1, destination: .attachment(messageID: 7), style: .fullScreenCover, caller: .nobody)]
    }
    store.receive(
      .pushed(Entry(id: 0, destination: .message(id: 7), caller: .nobody)),
      .presented(Modal(id: 1, destination: .attachment(messageID: 7), style: .fullScreenCover, caller: .nobody))
    )

    store.send(.dismiss) {
      $0.modals = []
    }
    store.receive(.dismissed([Modal(id: 1, destination: .attachment(messageID: 7), style: .fullScreenCover, caller: .nobody)]))
  }

  @Test func poppingPastTheRootIsRejected() {  // D3
    store.send(.pop(2), throws: .popPastRoot(requested: 2, available: 0))
  }

  @Test func tappingComposePresentsTheComposer() {  // D1: compose from anywhere
    let model = InboxModel(navigator: store.navigator)
    model.didTapCompose()
    store.assert {
      $0.modals = [Modal(id: 0, destination: .compose, style: .sheet)]
    }
    store.receive(.presented(Modal(id: 0, destination: .compose, style: .sheet)))
  }

  @Test func composingFromASentMessage() {  // TCA §3.1.4 non-exhaustive
    store.exhaustivity = .off
    store.send(.select(.sent))
    store.send(.present(.compose)) {
      $0.selection = .sent
      $0.modals = [Modal(id: 0, destination: .compose, style: .sheet)]
    }
  }

  @Test func theAttachmentDeepLink() {  // D1
    expectShow(
      .attachment(messageID: 7), in: mailStructure,
      shows: [
        .tab(.inbox),
        .pushed(.message(id: 7)),
        .fullScreenCover(.attachment(messageID: 7)),
      ])
  }

  @Test func theArticlesWrongExpectationFailsWithTheDiffItShows() {  // issue 8: the article's diff is what a test sees
    withExpectedIssues {
      store.send(.push(.message(id: 7))) {
        $0.stacks[.inbox] = [Entry(id: 1, destination: .message(id: 7))]
      }
    } matching: { issue in
      let text = message(of: issue)
      return text.contains("A state change after send(.push(.message(id: 7))) does not match expectation")
        && text.contains("−         id: 1,") && text.contains("+         id: 0,")
    }
    store.skipEvents()
  }
}

extension MailNavigationTests {
  @Test func swipingTheComposerAwayDismissesIt() {
    let composer = Modal(id: 0, destination: MailDestination.compose, style: .sheet)
    store.send(.present(.compose, style: .sheet)) { $0.modals = [composer] }
    store.receive(.presented(composer))
    store.perform(.swipeAway(elevation: 0)) { $0.modals = [] }
    store.receive(.dismissed([composer], cause: .person))
  }
}

@MainActor
@Suite struct ArticleRoutingTests {}

extension ArticleRoutingTests {
  @Test func signInThenResume() {  // I9, D1
    let store = NavigationTestStore(structure: Social.structure(), selection: .timeline, routes: Social.routes)
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

    store.open(path: "/status/42") {
      $0.stacks[.notifications] = [Entry(id: 1, destination: .status(id: 42))]
    }
    store.receive(.pushed(Entry(id: 1, destination: .status(id: 42))))
  }

  @Test func routesAndGuards() {  // I6, I9
    expectRoute("waypoint-social:///status/42", in: Social.routes, is: .status(id: 42))
    expectRoute("/status/abc", in: Social.routes, throws: .invalidParameter(name: "id", value: "abc", expected: "Int"))
    expectGuard(
      Social.signInGuard, context: .signedOut, for: .profile,
      in: NavigationState(selection: .timeline), decides: .redirect(to: .signIn))
  }
}

@Suite struct ArticlePlanTests {}

extension ArticlePlanTests {
  @Test func theAttachmentDeepLinkIsStagedAndRestored() {  // D11, I5
    let start = NavigationState(selection: MailDestination.sent)
    expectPlan(from: start, applying: .show(.attachment(messageID: 7)), in: mailStructure, kinds: ["select", "present"])

    var engine = NavigationEngine(structure: mailStructure, selection: .sent)
    engine.send(.show(.attachment(messageID: 7)))
    expectRestorationRoundTrip(engine.state, in: mailStructure)
  }
}

extension MailNavigationTests {
  @Test func aMessageHidesTheTabBarAndOpensWithoutAnimation() {  // D23; tab bar hidden while pushed
    let store = NavigationTestStore(
      structure: mailStructure.hidesTabBar { if case .message = $0 { true } else { false } }, selection: .inbox)
    store.send(.push(.message(id: 7)).motion(.instant)) {
      $0.stacks[.inbox] = [Entry(id: 0, destination: .message(id: 7))]
    }
    store.receive(.pushed(Entry(id: 0, destination: .message(id: 7))))
    store.expectMotion(.instant)
    store.expectLayout(tabBar: [.inbox, .sent], tabBarHidden: true)
  }
}

extension MailNavigationTests {
  @Test func theSidebarBecomesATabBarInCompactWidth() {  // R-rules: adaptable sidebar; customization repairs the selection
    let store = NavigationTestStore(
      structure: mailStructure, selection: .sent,
      environment: LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad))
    store.expectLayout(sidebar: [.tabs([.inbox, .sent])], selected: .sent)

    store.setEnvironment(LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .compact, idiom: .pad))
    store.expectLayout(tabBar: [.inbox, .sent], selected: .sent)

    store.customize(.hide("sent", in: .tabBar)) {
      $0.selection = .inbox
    }
    store.receive(.repaired(from: .sent, to: .inbox))
    store.expectLayout(tabBar: [.inbox], selected: .inbox)
  }
}
