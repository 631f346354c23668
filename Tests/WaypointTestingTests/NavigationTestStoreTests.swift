import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

@MainActor
@Suite struct NavigationTestStoreTests {}

extension NavigationTestStoreTests {
  @Test func anAssertedPushAndItsEventPass() {  // TCA-1: ids named by literals from 0
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.send(.push(.infinity)) {
      $0.stacks[.triangle] = [Entry(id: 0, destination: .infinity)]
    }
    store.receive(.pushed(Entry(id: 0, destination: .infinity)))
    #expect(store.state.nextEntryID == 1)
  }

  @Test func idsAreGenerationalAndNeverReused() {  // TCA-1, D4
    let store = NavigationTestStore(structure: Shapes.structure, selection: .circle)
    store.send(.push(.circleItem(level: 1))) {
      $0.stacks[.circle] = [Entry(id: 0, destination: .circleItem(level: 1))]
    }
    store.receive(.pushed(Entry(id: 0, destination: .circleItem(level: 1))))
    store.send(.push(.infinity)) {
      $0.stacks[.circle]?.append(Entry(id: 1, destination: .infinity))
    }
    store.receive(.pushed(Entry(id: 1, destination: .infinity)))
    store.send(.popToRoot) {
      $0.stacks[.circle] = nil
    }
    store.receive(.popped([Entry(id: 0, destination: .circleItem(level: 1)), Entry(id: 1, destination: .infinity)]))
    store.send(.push(.infinity)) {
      $0.stacks[.circle] = [Entry(id: 2, destination: .infinity)]
    }
    store.receive(.pushed(Entry(id: 2, destination: .infinity)))
  }

  @Test func aClosureCanCheckTheNextEntryIDWhenItSetsIt() {  // D4, TCA-46: assertions do not move the ids
    let store = NavigationTestStore(structure: Shapes.structure, selection: .circle)
    store.send(.present(.settings, style: .sheet)) {
      $0.modals = [Modal(id: 0, destination: .settings, style: .sheet)]
      $0.nextEntryID = 1
    }
    store.receive(.presented(Modal(id: 0, destination: .settings, style: .sheet)))
  }

  @Test func anExpectedErrorPassesAndLeavesNothingToReceive() {  // D3, I3
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.send(.pop(3), throws: .popPastRoot(requested: 3, available: 0))
    #expect(store.pendingEvents.isEmpty)
    #expect(store.state == NavigationState(selection: .triangle))
  }

  @Test func anActionThatChangesNothingNeedsNoClosure() {  // D2
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.send(.dismiss)
    store.receive(.nothingToDismiss)
  }

  @Test func severalEventsAreReceivedInOrder() {  // D1
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.send(.show(.circleItem(level: 2))) {
      $0.selection = .circle
      $0.previousSelection = .triangle
      $0.stacks[.circle] = [
        Entry(id: 0, destination: .circleItem(level: 1), caller: .nobody),
        Entry(id: 1, destination: .circleItem(level: 2), caller: .nobody),
      ]
    }
    store.receive(.selected(.circle, previous: .triangle))
    store.receive(
      .pushed(Entry(id: 0, destination: .circleItem(level: 1), caller: .nobody)),
      .pushed(Entry(id: 1, destination: .circleItem(level: 2), caller: .nobody))
    )
  }

  @Test func pendingEventsListsWhatWasNotReceived() {  // TCA §3.1.4
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.send(.show(.circleItem(level: 1))) {
      $0.selection = .circle
      $0.previousSelection = .triangle
      $0.stacks[.circle] = [Entry(id: 0, destination: .circleItem(level: 1), caller: .nobody)]
    }
    #expect(store.pendingEvents.map(\.kind) == ["selected", "pushed"])
    store.skipEvents()
    #expect(store.pendingEvents.isEmpty)
  }

  @Test func nonExhaustiveModeChecksOnlyWhatIsAsserted() {  // TCA exhaustivity .off
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.exhaustivity = .off
    store.send(.show(.rectangleItem(level: 4))) {
      $0.selection = .rectangle
    }
    store.send(.push(.infinity))
    store.receive(.pushed(Entry(id: 4, destination: .infinity)))
    store.send(.dismissAll)
    #expect(store.state.modals.isEmpty)
  }

  @Test func nonExhaustiveReceiveSkipsEarlierEvents() {  // TCA §3.1.4 non-exhaustive receive
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.exhaustivity = .off
    store.send(.show(.circleItem(level: 2)))
    store.receive(.pushed(Entry(id: 1, destination: .circleItem(level: 2), caller: .nobody)))
    #expect(store.pendingEvents.isEmpty)
  }

  @Test func showingSkippedAssertionsStillPasses() {  // TCA §3.1.4 non-exhaustive (showSkippedAssertions)
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.exhaustivity = .off(showSkippedAssertions: true)
    store.send(.show(.circleItem(level: 2))) {
      $0.selection = .circle
    }
    store.send(.pop(1))
    #expect(store.state.selectedStack.map(\.id) == [0])
  }

  @Test func exhaustivityCanChangeMidTest() {  // TCA §3.1.4
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.exhaustivity = .off
    store.send(.show(.circleItem(level: 3)))
    store.skipEvents()
    store.exhaustivity = .on
    store.send(.pop(1)) {
      $0.stacks[.circle]?.removeLast()
    }
    store.receive(.popped([Entry(id: 2, destination: .circleItem(level: 3), caller: .nobody)]))
  }

  @Test func changesMadeOutsideTheStoreAreAssertedWithAssert() {  // SNAP-1 differs: scoped at compile time
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    let feature = store.navigator.scoped(ShapesDestination.feature)
    feature.push(.hexagon)
    store.assert {
      $0.stacks[.triangle] = [Entry(id: 0, destination: .feature(.hexagon))]
    }
    store.receive(.pushed(Entry(id: 0, destination: .feature(.hexagon))))
  }

  @Test func aStoreOverAnExistingNavigatorStartsFromItsState() {  // D4: ids continue, never reused
    let navigator = Navigator(structure: Shapes.structure, selection: .circle)
    navigator.push(.infinity)
    let store = NavigationTestStore(navigator: navigator)
    store.send(.push(.infinity)) {
      $0.stacks[.circle]?.append(Entry(id: 1, destination: .infinity))
    }
    store.receive(.pushed(Entry(id: 1, destination: .infinity)))
  }

  @Test func aStoreCanStartFromAGivenState() {  // TCA-47: a deep-linked start names its ids
    var start = NavigationState(selection: ShapesDestination.circle)
    start.stacks[.circle] = [Entry(id: 0, destination: .circleItem(level: 1))]
    start.nextEntryID = 1
    let store = NavigationTestStore(structure: Shapes.structure, state: start)
    store.send(.pop(1)) {
      $0.stacks[.circle] = nil
    }
    store.receive(.popped([Entry(id: 0, destination: .circleItem(level: 1))]))
  }

  @Test func updateStructureAssertsTheRepairedSelection() {  // D8
    let store = NavigationTestStore(structure: Social.structure(), selection: .list(id: 2))
    store.updateStructure(Social.structure(lists: [SocialList(id: 1, title: "Swift")])) {
      $0.selection = .timeline
    }
    store.receive(.repaired(from: .list(id: 2), to: .timeline))
  }

  @Test func finishClearsWhatWasReceived() {  // TCA §3.1.4
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.send(.push(.infinity)) {
      $0.stacks[.triangle] = [Entry(id: 0, destination: .infinity)]
    }
    store.receive(.pushed(Entry(id: 0, destination: .infinity)))
    store.finish()
    #expect(store.pendingEvents.isEmpty)
  }

  @Test func changesThroughTheLayoutAPIAreSeenToo() {  // R47, S4
    let store = NavigationTestStore(structure: Social.structure(), selection: .timeline)
    var environment = store.navigator.environment
    environment.searchActivation = .searchTabSelection
    store.navigator.setEnvironment(environment)
    store.send(.select(.explore)) {
      $0.selection = .explore
      $0.previousSelection = .timeline
    }
    store.receive(.selected(.explore, previous: .timeline))
    store.navigator.searchDismissed()
    store.assert {
      $0.selection = .timeline
      $0.previousSelection = .explore
    }
    store.receive(.selected(.timeline, previous: .explore))
  }
}

extension NavigationTestStoreTests {
  @Test func theSearchFieldsTextIsAssertedLikeAnyState() {  // the query is state
    let store = NavigationTestStore(structure: Media.structure(), selection: .search)
    store.send(NavigationAction.setSearchQuery("swift").by(.person)) { $0.searchQuery = "swift" }
    store.send(.select(.library)) {
      $0.selection = .library
      $0.previousSelection = .search
      $0.searchQuery = ""  // Media's Search resets when left
    }
    store.receive(.selected(.library, previous: .search))
  }
}
