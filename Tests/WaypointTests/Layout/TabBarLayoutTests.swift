import Testing
import Waypoint
import WaypointExamples

@Suite struct TabBarLayoutTests {
  let media = Media.structure()
  let social = Social.structure()
  let watchNow = NavigationState(selection: MediaDestination.watchNow)
  let timeline = NavigationState(selection: SocialDestination.timeline)
}

extension TabBarLayoutTests {
  private func bar<D>(
    _ state: NavigationState<D>,
    _ structure: AppStructure<D>,
    _ environment: LayoutEnvironment = LayoutFixtures.phone,
    customization: TabCustomization = TabCustomization()
  ) throws -> NavigationLayout<D>.TabBar {
    let layout = NavigationLayout(state: state, structure: structure, customization: customization, environment: environment)
    return try #require(layout.tabBar)
  }

  @Test func regionsRunFixedThenCustomizableThenPinned() throws {  // R55, R5
    let items = try bar(watchNow, media, LayoutFixtures.padTabBar).items
    #expect(items.map(\.region) == items.map(\.region).sorted())
    #expect(items.first?.region == .fixed)
    #expect(items.last?.id == "search")
  }

  @Test func theSearchTabIsPinnedAtTheTrailingEdge() throws {  // R4, R28
    let items = try bar(timeline, social, LayoutFixtures.padTabBar).items
    #expect(items.last?.id == "explore")
    #expect(items.last?.region == .pinned)
  }

  @Test func sidebarOnlyTabsNeverAppearInTheTabBar() throws {  // R29, R54
    for environment in [LayoutFixtures.phone, LayoutFixtures.padTabBar, LayoutFixtures.phoneCollapsed] {
      let tabBar = try bar(watchNow, media, environment)
      #expect(!(tabBar.items + tabBar.more).contains { $0.id == "settings" })
    }
  }

  @Test func optionalTabsAppearOnlyOnceAdded() throws {  // R54, R39
    #expect(try !bar(watchNow, media, LayoutFixtures.padTabBar).items.contains { $0.id == "downloads" })
    let added = try TabCustomization().applying(.show("downloads", in: .tabBar), in: media).get()
    let items = try bar(watchNow, media, LayoutFixtures.padTabBar, customization: added).items
    #expect(items.first { $0.id == "downloads" }?.region == .customizable)
  }

  @Test func aCompactBarShowsTheFirstFourAndMore() throws {  // R82, H4
    let tabBar = try bar(watchNow, media)
    #expect(tabBar.items.map(\.id) == ["watch-now", "library", "collection-1", "search"])
    #expect(tabBar.more.map(\.id) == ["collection-2", "animation-1", "animation-2"])
    #expect(tabBar.hasMore)
  }

  @Test func theOverflowLimitIsConfigurable() throws {  // R82, H4
    var environment = LayoutFixtures.phone
    environment.compactTabBarLimit = 7
    #expect(try bar(watchNow, media, environment).more.isEmpty)
    environment.compactTabBarLimit = 3
    let tabBar = try bar(watchNow, media, environment)
    #expect(tabBar.items.map(\.id) == ["watch-now", "library", "search"])
    #expect(tabBar.more.count == 4)
  }

  @Test func aNonsensicalLimitNeverCrashesAndKeepsFixedAndPinnedTabs() throws {  // R54, D3
    for limit in [-3, 0, 1] {
      var environment = LayoutFixtures.phone
      environment.compactTabBarLimit = limit
      let tabBar = try bar(watchNow, media, environment)
      #expect(tabBar.items.map(\.id) == ["watch-now", "library", "search"])
      #expect(tabBar.more.count == 4)
    }
  }

  @Test func aRegularBarNeverOverflows() throws {  // R83
    let tabBar = try bar(watchNow, media, LayoutFixtures.padTabBar)
    #expect(tabBar.more.isEmpty)
    #expect(tabBar.items.count == 7)
  }

  @Test func aSelectionUnderMoreHighlightsMore() throws {  // H4
    let tabBar = try bar(NavigationState(selection: MediaDestination.animation(id: 2)), media)
    #expect(tabBar.isMoreSelected)
    #expect(tabBar.more.first { $0.isSelected }?.id == "animation-2")
  }

  @Test func badgesAndTheDisabledStateAreCarriedThrough() throws {  // R9, R10, R52
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline).badge(0)
      AppTab("notifications", .notifications).badge(12)
      AppTab("profile", .profile).disabled()
    } origin: {
      Social.origin(of: $0)
    }
    let items = try bar(timeline, structure).items
    #expect(items.map(\.badge) == [0, 12, 0])
    #expect(items.map(\.isEnabled) == [true, true, false])
    #expect(items.map(\.isSelected) == [true, false, false])
  }

  @Test func flattenedSectionsPutTheirChildrenInTheBar() throws {  // R23, D7
    let tabBar = try bar(timeline, social, LayoutFixtures.padTabBar)
    #expect(tabBar.items.map(\.id).contains("list-1"))
    #expect(!tabBar.items.contains { $0.isSection })
  }

  @Test func aCollapsedSectionIsOneItemForItsLanding() throws {  // D7, R62
    let structure = Social.structure(unreadNotifications: 0)
    let tabBar = try bar(timeline, structure, LayoutFixtures.phoneCollapsed)
    let all = tabBar.items + tabBar.more
    let lists = try #require(all.first { $0.id == "lists" })
    #expect(lists.isSection)
    #expect(lists.destination == .lists)
    #expect(!all.contains { $0.id == "list-1" })
  }

  @Test func aCollapsedSectionSumsItsChildrensBadges() throws {  // OQ20 (our answer), R10
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTabSection("lists", title: "Lists", landing: .lists) {
        AppTab("list-1", .list(id: 1)).badge(2)
        AppTab("list-2", .list(id: 2)).badge(3)
      }
    } origin: {
      Social.origin(of: $0)
    }
    let items = try bar(NavigationState(selection: SocialDestination.list(id: 1)), structure, LayoutFixtures.phoneCollapsed).items
    #expect(items.map(\.badge) == [0, 5])
    #expect(items.map(\.isSelected) == [false, true])
  }

  @Test func theOrnamentShowsLooseTabsAndLeavesSectionsToTheSidebar() throws {  // R13, R29
    let layout = NavigationLayout(state: watchNow, structure: media, environment: LayoutFixtures.vision)
    let items = try #require(layout.tabBar).items
    #expect(items.map(\.id) == ["watch-now", "library", "search"])
    #expect(layout.sidebar?.sections.map(\.id) == ["collections", "animations"])
  }

  // I8, reliability audit N8: the ornament is a tab bar, so a sidebar-only tab and an optional
  // tab not added are not in it; the sidebar lists them, so each stays drawn (D16). An optional
  // tab the person adds moves to the ornament.
  @Test func theOrnamentNeverDrawsWhatTheTabBarWouldNot() throws {
    let plain = NavigationLayout(state: watchNow, structure: media, environment: LayoutFixtures.vision)
    #expect(plain.sidebar?.tabs.map(\.id) == ["downloads", "settings"])
    var customization = TabCustomization()
    try customization.apply(.show("downloads", in: .tabBar), in: media)
    let layout = NavigationLayout(state: watchNow, structure: media, customization: customization, environment: LayoutFixtures.vision)
    #expect(try #require(layout.tabBar).items.map(\.id) == ["watch-now", "library", "downloads", "search"])
    #expect(layout.sidebar?.tabs.map(\.id) == ["settings"])
  }

  @Test func singleHasNoTabChromeAndShowsTheStackAndModals() throws {  // SNAP single
    let state = try LayoutFixtures.shapesState()
    let layout = NavigationLayout(state: state, structure: Shapes.structure, environment: LayoutFixtures.single)
    #expect(layout.tabBar == nil && layout.sidebar == nil)
    #expect(layout.stack == state.selectedStack)
    #expect(layout.modals == state.modals)
    #expect(layout.allItems.isEmpty)
    #expect(layout.visibleStack == state.visibleStack)
  }

  @Test func theTextShowsTheModalChainAndTheAlert() throws {  // DESIGN: NavigationLayout text for the demo
    var state = try LayoutFixtures.shapesState()
    try state.apply(.presentAlert(AlertState(title: "Discard?")), in: Shapes.structure)
    let lines = NavigationLayout(state: state, structure: Shapes.structure, environment: LayoutFixtures.single).text
      .split(separator: "\n").suffix(3)
    #expect(
      lines == [
        "stack: Rectangle › Rectangle 1 #0 › Rectangle 2 #1", "modal 0 sheet: Rectangle 3 #2 › Rectangle 4 #3",
        "alert: Discard?",
      ])
  }
}
