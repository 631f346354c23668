import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// The store's environment and customization steps, and `expectLayout`.
@MainActor
@Suite struct NavigationTestStoreLayoutTests {
  static let phone = LayoutEnvironment()
  static let padRegular = LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad)
  static let padCompact = LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .compact, idiom: .pad)

  @Test func switchingBetweenCompactAndRegularWidthRepairsTheSelectionAndRedraws() {
    // R29: a sidebar-only tab (Settings) is drawn only in the sidebar; in compact width the tab
    // bar cannot draw it, so the selection is repaired (I1) and the repair is an event.
    let store = NavigationTestStore(structure: Media.structure(), selection: .watchNow, environment: Self.padRegular)
    store.expectLayout(
      sidebar: [
        .tabs([.watchNow, .library, .downloads, .settings, .search]),
        .section("collections", [.collection(id: 1), .collection(id: 2)]),
        .section("animations", [.animation(id: 1), .animation(id: 2)]),
      ],
      selected: .watchNow)
    store.send(.select(.settings)) {
      $0.selection = .settings
      $0.previousSelection = .watchNow
    }
    store.receive(.selected(.settings, previous: .watchNow))
    store.expectLayout(selected: .settings)

    store.setEnvironment(Self.padCompact) {
      $0.selection = .watchNow
      $0.previousSelection = nil
    }
    store.receive(.repaired(from: .settings, to: .watchNow))
    store.expectLayout(
      tabBar: [.watchNow, .library, .collection(id: 1), .search],
      more: [.collection(id: 2), .animation(id: 1), .animation(id: 2)],
      selected: .watchNow)

    store.setEnvironment(Self.padRegular)
    store.expectLayout(selected: .watchNow)
  }

  // The README's example, compiled and run so that it stays true.
  @Test func theSidebarBecomesATabBarInCompactWidth() {
    let store = NavigationTestStore(
      structure: Media.structure(), selection: .settings,
      environment: LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad))
    store.expectLayout(
      sidebar: [
        .tabs([.watchNow, .library, .downloads, .settings, .search]),
        .section("collections", [.collection(id: 1), .collection(id: 2)]),
        .section("animations", [.animation(id: 1), .animation(id: 2)]),
      ], selected: .settings)

    store.setEnvironment(LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .compact, idiom: .pad)) {
      $0.selection = .watchNow  // a sidebar-only tab cannot stay selected in a tab bar
    }
    store.receive(.repaired(from: .settings, to: .watchNow))
    store.expectLayout(tabBar: [.watchNow, .library, .collection(id: 1), .search], selected: .watchNow)

    store.customize(.hide("watch-now", in: .tabBar), throws: .notRemovable("watch-now", placement: .fixed))
  }

  @Test func aCustomizationIsAStepWithItsOwnAssertions() {
    // The person shows Downloads in the tab bar and hides Collection 1 from it.
    let store = NavigationTestStore(structure: Media.structure(), selection: .collection(id: 1))
    store.customize(.show("downloads", in: .tabBar))
    store.customize(.hide("collection-1", in: .tabBar)) {
      $0.selection = .watchNow
    }
    store.receive(.repaired(from: .collection(id: 1), to: .watchNow))
    store.expectLayout(tabBar: [.watchNow, .library, .downloads, .search], selected: .watchNow)
    #expect(store.navigator.customization.visibility(of: "downloads", in: .tabBar) == .visible)
  }

  @Test func anExpectedRefusalLeavesEverythingAsItWas() {  // R54: a .fixed tab cannot be moved or removed
    let store = NavigationTestStore(structure: Media.structure(), selection: .watchNow)
    store.customize(.hide("watch-now", in: .tabBar), throws: .notRemovable("watch-now", placement: .fixed))
    #expect(store.navigator.customization == TabCustomization())
  }

  @Test func aStoreStartsInTheEnvironmentAndCustomizationItIsGiven() {
    var customization = TabCustomization()
    customization.tabBarVisibility["downloads"] = .visible
    let store = NavigationTestStore(
      structure: Media.structure(), selection: .downloads, environment: Self.phone, customization: customization)
    store.expectLayout(tabBar: [.watchNow, .library, .downloads, .search], selected: .downloads)
  }
}

extension NavigationTestStoreLayoutTests {
  @Test func anUnexpectedRefusalFails() {
    let store = NavigationTestStore(structure: Media.structure(), selection: .watchNow)
    withExpectedIssues {
      store.customize(.hide("watch-now", in: .tabBar))
    } matching: {
      message(of: $0).contains("customize(.hide(\"watch-now\", in: .tabBar)) was refused")
        && message(of: $0).contains("throws:")
    }
  }

  @Test func aRefusalThatDoesNotHappenFails() {
    let store = NavigationTestStore(structure: Media.structure(), selection: .watchNow)
    withExpectedIssues {
      store.customize(.show("downloads", in: .tabBar), throws: .notInTabBar("downloads"))
    } matching: {
      message(of: $0).contains("but it was applied")
    }
  }

  @Test func anUnassertedRepairFails() {  // exhaustive: the repair is a state change to assert
    let store = NavigationTestStore(structure: Media.structure(), selection: .settings, environment: Self.padRegular)
    withExpectedIssues {
      store.setEnvironment(Self.padCompact)
    } matching: {
      message(of: $0).contains("State was not expected to change after setEnvironment(tabBar, compact, pad)")
    }
    store.skipEvents()
  }

  @Test func aDifferentTabBarFailsWithADiff() {
    let store = NavigationTestStore(structure: Media.structure(), selection: .watchNow)
    withExpectedIssues {
      store.expectLayout(tabBar: [.watchNow, .library, .search])
    } matching: {
      message(of: $0).contains("The tab bar does not draw what the test expects")
        && message(of: $0).contains("+   [2]: .collection(id: 1)")
    }
  }

  @Test func aSidebarThatIsNotDrawnFailsWithWhatIs() {
    let store = NavigationTestStore(structure: Media.structure(), selection: .watchNow)
    withExpectedIssues {
      store.expectLayout(sidebar: [.tabs([.watchNow])])
    } matching: {
      message(of: $0).contains("Expected a sidebar, but none is drawn")
        && message(of: $0).contains("presentation: tabBar")
    }
  }

  @Test func moreWithoutATabBarFails() {  // a part the layout does not draw fails
    let store = NavigationTestStore(structure: Media.structure(), selection: .watchNow, environment: Self.padRegular)
    withExpectedIssues {
      store.expectLayout(more: [])
    } matching: {
      message(of: $0).contains("Expected a tab bar with More, but no tab bar is drawn")
    }
  }

  @Test func aWrongSelectionFails() {
    let store = NavigationTestStore(structure: Media.structure(), selection: .watchNow)
    withExpectedIssues {
      store.expectLayout(selected: .library)
    } matching: {
      message(of: $0).contains("Expected .library to be drawn as selected, but .watchNow is.")
    }
  }

  @Test func sidebarGroupsPrintAsATestWritesThem() {
    #expect(
      NavigationTestStore<MediaDestination>.SidebarGroup.section("collections", [.collection(id: 1)]).description
        == ".section(\"collections\", [.collection(id: 1)])")
  }
}

extension NavigationTestStoreLayoutTests {
  @Test func theBottomAccessoryIsShownAndTappedAsTheAppAndThePersonDo() {  // R46: drawn with the bar
    let store = NavigationTestStore(structure: Media.structure(), selection: .watchNow, environment: Self.phone)
    store.expectLayout(bottomAccessoryDrawn: false)
    store.setBottomAccessory(shown: true)
    store.expectLayout(bottomAccessoryDrawn: true)
    store.send(.push(.video(id: 1))) { $0.stacks[.watchNow] = [Entry(id: 0, destination: .video(id: 1))] }
    store.receive(.pushed(Entry(id: 0, destination: .video(id: 1))))
    store.expectLayout(tabBarHidden: true, bottomAccessoryDrawn: false)
    store.perform(.goBack()) { $0.stacks[.watchNow] = [] }
    store.receive(.popped([Entry(id: 0, destination: .video(id: 1))], cause: .person))
    // The person taps it: the player comes up, and the accessory stays under it.
    store.perform(.tapBottomAccessory) {
      $0.modals = [Modal(id: 1, destination: .player(id: 1), style: .fullScreenCover)]
    }
    store.receive(.presented(Modal(id: 1, destination: .player(id: 1), style: .fullScreenCover)))
    store.expectLayout(bottomAccessoryDrawn: true)
  }

  @Test func aWrongAccessoryExpectationSaysWhatIsDrawn() {
    let store = NavigationTestStore(structure: Media.structure(), selection: .watchNow, environment: Self.phone)
    withExpectedIssues {
      store.expectLayout(bottomAccessoryDrawn: true)
    } matching: {
      message(of: $0).contains("Expected the bottom accessory to be drawn, but it is not.")
        && message(of: $0).contains("The layout draws:")
    }
    store.setBottomAccessory(shown: true)
    withExpectedIssues {
      store.expectLayout(bottomAccessoryDrawn: false)
    } matching: {
      message(of: $0).contains("Expected the bottom accessory to be left out, but it is not.")
    }
  }
}
