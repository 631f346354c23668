import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// The Media example's main flows through the test store: the player deep link, sections from
/// data and the sidebar-only tab.
@MainActor
@Suite struct MediaNavigationTests {
  let store = NavigationTestStore(structure: Media.structure(), selection: .watchNow)
}

extension MediaNavigationTests {
  @Test func playingAVideoPresentsTheCoverOverItsDetail() {  // D1
    store.send(.push(.video(id: 7))) {
      $0.stacks[.watchNow] = [Entry(id: 0, destination: .video(id: 7))]
    }
    store.receive(.pushed(Entry(id: 0, destination: .video(id: 7))))

    store.send(.present(.player(id: 7))) {
      $0.modals = [Modal(id: 1, destination: .player(id: 7), style: .fullScreenCover)]
    }
    store.receive(.presented(Modal(id: 1, destination: .player(id: 7), style: .fullScreenCover)))

    store.send(.dismiss) {
      $0.modals = []
    }
    store.receive(.dismissed([Modal(id: 1, destination: .player(id: 7), style: .fullScreenCover)]))
  }

  @Test func thePlayerDeepLinkFromAnotherTabKeepsWhatIsAlreadyThere() {  // D1, D4
    store.send(.select(.library)) {
      $0.selection = .library
      $0.previousSelection = .watchNow
    }
    store.receive(.selected(.library, previous: .watchNow))

    store.send(.show(.player(id: 7))) {
      $0.selection = .watchNow
      $0.previousSelection = .library
      $0.stacks[.watchNow] = [Entry(id: 0, destination: .video(id: 7), caller: .nobody)]
      $0.modals = [Modal(id: 1, destination: .player(id: 7), style: .fullScreenCover, caller: .nobody)]
    }
    store.receive(
      .selected(.watchNow, previous: .library),
      .pushed(Entry(id: 0, destination: .video(id: 7), caller: .nobody)),
      .presented(Modal(id: 1, destination: .player(id: 7), style: .fullScreenCover, caller: .nobody))
    )

    // Showing the same player again changes nothing: the screens on the route keep their ids.
    store.send(.show(.player(id: 7)))
  }

  @Test func sectionsAreSelectableButNotTheSidebarOnlyTabInATabBar() {  // R8, R29, I1
    store.send(.select(.collection(id: 2))) {
      $0.selection = .collection(id: 2)
      $0.previousSelection = .watchNow
    }
    store.receive(.selected(.collection(id: 2), previous: .watchNow))

    store.send(.select(.settings), throws: .unavailableInLayout(.settings))

    store.send(.select(.collection(id: 9)), throws: .notATab(.collection(id: 9)))
  }

  @Test func removingACollectionRepairsTheSelection() {  // D8
    store.send(.select(.collection(id: 2))) {
      $0.selection = .collection(id: 2)
      $0.previousSelection = .watchNow
    }
    store.receive(.selected(.collection(id: 2), previous: .watchNow))

    store.updateStructure(Media.structure(collections: [1])) {
      $0.selection = .watchNow
      $0.previousSelection = nil
    }
    store.receive(.repaired(from: .collection(id: 2), to: .watchNow))
  }

  @Test func deepLinksOfMedia() {  // D1
    expectShow(
      .player(id: 3), in: Media.structure(),
      shows: [
        .tab(.watchNow), .pushed(.video(id: 3)), .fullScreenCover(.player(id: 3)),
      ])
    expectShow(.animation(id: 2), in: Media.structure(), shows: [.tab(.animation(id: 2))])
    expectShow(.collection(id: 5), in: Media.structure(), throws: .rootNotATab(.collection(id: 5)))
  }

  @Test func mediaRoutesWorkBothWays() {  // I6
    expectRoute("waypoint-media:///watch-now", in: Media.routes, is: .watchNow)
    expectRoute("/video/7", in: Media.routes, is: .video(id: 7))
    expectRoute("/player/7", in: Media.routes, is: .player(id: 7))
    expectRoute("/collections/2", in: Media.routes, is: .collection(id: 2))
    expectRoute("/animations", in: Media.routes, is: .animations)
  }

  @Test func openingAPlayerLinkPresentsTheCover() {  // D1
    let store = NavigationTestStore(structure: Media.structure(), selection: .watchNow, routes: Media.routes)
    store.open(path: "/player/7") {
      $0.stacks[.watchNow] = [Entry(id: 0, destination: .video(id: 7), caller: .nobody)]
      $0.modals = [Modal(id: 1, destination: .player(id: 7), style: .fullScreenCover, caller: .nobody)]
    }
    store.receive(
      .pushed(Entry(id: 0, destination: .video(id: 7), caller: .nobody)),
      .presented(Modal(id: 1, destination: .player(id: 7), style: .fullScreenCover, caller: .nobody))
    )
  }

  @Test func thePlayerDeepLinkIsStagedAsAPushThenACover() {  // D11
    expectPlan(
      from: NavigationState(selection: .watchNow), applying: .show(.player(id: 7)), in: Media.structure(), kinds: ["setPath", "present"])
    expectPlan(
      from: NavigationState(selection: .library), applying: .show(.player(id: 7)), in: Media.structure(), kinds: ["select", "present"])
  }

  @Test func aPlayingVideoSurvivesRestoration() {  // I5, D4
    store.send(.show(.player(id: 7))) {
      $0.stacks[.watchNow] = [Entry(id: 0, destination: .video(id: 7), caller: .nobody)]
      $0.modals = [Modal(id: 1, destination: .player(id: 7), style: .fullScreenCover, caller: .nobody)]
    }
    store.skipEvents()
    expectRestorationRoundTrip(store.state, in: Media.structure())
  }
}

extension MediaNavigationTests {
  @Test func theCollectionPickerReturnsTheCollectionToTheVideo() {  // D21, issue 27: a picker returns a choice
    store.send(.push(.video(id: 7))) { $0.stacks[.watchNow] = [Entry(id: 0, destination: .video(id: 7))] }
    store.receive(.pushed(Entry(id: 0, destination: .video(id: 7))))
    let picker = Modal(id: 1, destination: MediaDestination.collectionPicker(videoID: 7), style: .sheet(detents: [.medium, .large]))
    store.send(.present(.collectionPicker(videoID: 7))) { $0.modals = [picker] }
    store.receive(.presented(picker))
    store.send(.finish(returning: .picked(collectionID: 2))) { $0.modals = [] }
    store.receive(.dismissed([picker], cause: .finished), .delivered(.picked(collectionID: 2), to: .entry(0), from: .entry(1)))
  }
}
