import Foundation
import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// The store drives URLs and guards through the navigator like any other change.
@MainActor
@Suite struct NavigationTestStoreRoutingTests {}

extension NavigationTestStoreRoutingTests {
  @Test func openingAURLIsAssertedLikeADeepLink() throws {  // D1, I6
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes)
    store.open(try #require(URL(string: "waypoint-shapes:///circle/item/1"))) {
      $0.selection = .circle
      $0.previousSelection = .triangle
      $0.stacks[.circle] = [Entry(id: 0, destination: .circleItem(level: 1), caller: .nobody)]
    }
    store.receive(.selected(.circle, previous: .triangle), .pushed(Entry(id: 0, destination: .circleItem(level: 1), caller: .nobody)))

    store.open(path: "/circle/item/2") {
      $0.stacks[.circle]?.append(Entry(id: 1, destination: .circleItem(level: 2), caller: .nobody))
    }
    store.receive(.pushed(Entry(id: 1, destination: .circleItem(level: 2), caller: .nobody)))
  }

  @Test func aBadURLIsExpectedWithThrows() throws {  // D3
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes)
    store.open(try #require(URL(string: "other:///triangle")), throws: .routing(.unknownScheme("other")))
    store.open(path: "/nowhere", throws: .routing(.noMatchingRoute("/nowhere")))
    #expect(store.state == NavigationState(selection: .triangle))
  }

  @Test func anUnexpectedRoutingErrorFails() {  // D3, issue 4: a rejected URL fails unless expected
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes)
    withExpectedIssues {
      store.open(path: "/rectangle/item/abc")
    } matching: {
      message(of: $0).contains("open(path: \"/rectangle/item/abc\") was rejected")
    }
  }

  @Test func aGuardRedirectsThenResumes() {  // I9; issue 4: redirect, then resume
    let store = NavigationTestStore(structure: Social.structure(), selection: .timeline)
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
}

extension NavigationTestStoreRoutingTests {
  @Test func theStoreAssertsHowTheScreenMoves() {  // D23 in the test store
    let store = NavigationTestStore(structure: Shapes.structure, selection: .rectangle, routes: Shapes.routes)
    store.send(.push(.rectangleItem(level: 1))) {
      $0.stacks[.rectangle] = [Entry(id: 0, destination: .rectangleItem(level: 1))]
    }
    store.receive(.pushed(Entry(id: 0, destination: .rectangleItem(level: 1))))
    store.send(.popToRoot.motion(.instant)) { $0.stacks[.rectangle] = nil }
    store.skipEvents()
    store.expectMotion(.instant)
    store.open(path: "/circle/item/1") {
      $0.selection = .circle
      $0.previousSelection = .rectangle
      $0.stacks[.circle] = [Entry(id: 1, destination: .circleItem(level: 1), caller: .nobody)]
    }
    store.skipEvents()
    store.expectMotion(.lastStepAnimated)
    store.open(path: "/circle/item/2", motion: .animated) {
      $0.stacks[.circle]?.append(Entry(id: 2, destination: .circleItem(level: 2), caller: .nobody))
    }
    store.skipEvents()
    withExpectedIssues {
      store.expectMotion(.instant)
    } matching: {
      message(of: $0).contains("Expected the screen to move instant, but the changes since the last check move it animated.")
    }
  }
}

extension NavigationTestStoreRoutingTests {
  @Test func aGestureInBetweenKeepsTheMotionForTheCheck() {  // D23: "since the last check"
    let store = NavigationTestStore(structure: Shapes.structure, selection: .rectangle)
    store.exhaustivity = .off
    store.send(.push(.rectangleItem(level: 1)))
    store.send(NavigationAction.push(.rectangleItem(level: 2)).motion(.instant))
    store.perform(.goBack(count: 1))
    store.expectMotion(.instant)
    store.expectMotion(.animated)
  }
}
