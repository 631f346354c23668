import Testing
import Waypoint
import WaypointExamples

@Suite struct CustomizationOperationTests {
  let media = Media.structure()
  let social = Social.structure()
  let empty = TabCustomization()
}

extension CustomizationOperationTests {
  private func refusal<D>(
    _ operation: TabCustomization.Operation,
    _ structure: AppStructure<D>,
    from customization: TabCustomization = TabCustomization(),
    policy: LayoutEnvironment.SectionPolicy = .flatten
  ) -> CustomizationError? {
    if case let .failure(error) = customization.applying(operation, in: structure, sectionPolicy: policy) { return error }
    return nil
  }

  private func barIDs<D>(_ structure: AppStructure<D>, _ customization: TabCustomization, selection: D) -> [String] {
    let layout = NavigationLayout(
      state: NavigationState(selection: selection), structure: structure, customization: customization,
      environment: LayoutFixtures.padTabBar)
    return layout.tabBar?.items.map(\.id) ?? []
  }

  @Test func fixedTabsAreNeverHidden() {  // I8, D10, R54
    #expect(refusal(.hide("watch-now", in: .tabBar), media) == .notRemovable("watch-now", placement: .fixed))
    #expect(refusal(.hide("watch-now", in: .sidebar), media) == .notRemovable("watch-now", placement: .fixed))
  }

  @Test func fixedAndPinnedTabsAreNeverMoved() {  // I8, R54, R55
    #expect(refusal(.moveInTabBar("library", to: 0), media) == .notMovable("library", placement: .fixed))
    #expect(refusal(.moveInTabBar("search", to: 0), media) == .notMovable("search", placement: .pinned))
  }

  @Test func pinnedTabsStayInTheBar() {  // I8, R4, R54
    #expect(refusal(.hide("search", in: .tabBar), media) == .notRemovable("search", placement: .pinned))
    #expect(refusal(.hide("search", in: .sidebar), media) == .notRemovable("search", placement: .pinned))
  }

  @Test func movableTabsMoveButAreNeverRemoved() throws {  // D10, R54
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTab("profile", .profile).placement(.movable)
    } origin: {
      Social.origin(of: $0)
    }
    #expect(refusal(.hide("profile", in: .tabBar), structure) == .notRemovable("profile", placement: .movable))
    let moved = try empty.applying(.moveInTabBar("profile", to: 0), in: structure).get()
    #expect(barIDs(structure, moved, selection: .timeline) == ["profile", "timeline"])
  }

  @Test func sidebarOnlyTabsNeverGoIntoTheTabBar() {  // I8, R29
    #expect(refusal(.show("settings", in: .tabBar), media) == .sidebarOnly("settings"))
  }

  @Test func customizationCanBeTurnedOffPerTabAndPerArea() throws {  // R37
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTab("profile", .profile).customizationBehavior(.disabled, for: .tabBar)
      AppTab("notifications", .notifications).customizationBehavior(.reorderable, for: .sidebar)
    } origin: {
      Social.origin(of: $0)
    }
    #expect(refusal(.hide("profile", in: .tabBar), structure) == .customizationDisabled("profile", area: .tabBar))
    #expect(refusal(.moveInTabBar("profile", to: 0), structure) == .customizationDisabled("profile", area: .tabBar))
    _ = try empty.applying(.hide("profile", in: .sidebar), in: structure).get()
    #expect(refusal(.hide("notifications", in: .sidebar), structure) == .reorderableOnly("notifications", area: .sidebar))
    _ = try empty.applying(.hide("notifications", in: .tabBar), in: structure).get()
  }

  @Test func hidingFromTheSidebarAlsoHidesFromTheTabBar() throws {  // R38, R53, R90
    let hidden = try empty.applying(.hide("profile", in: .sidebar), in: social).get()
    #expect(!barIDs(social, hidden, selection: .timeline).contains("profile"))
    #expect(refusal(.show("profile", in: .tabBar), social, from: hidden) == .hiddenInSidebar("profile"))
    let shown = try hidden.applying(.show("profile", in: .sidebar), in: social).get()
    #expect(barIDs(social, shown, selection: .timeline).contains("profile"))
  }

  @Test func optionalTabsCanBeAddedAndRemoved() throws {  // R39, R54, R90
    let added = try empty.applying(.show("downloads", in: .tabBar), in: media).get()
    #expect(added.visibility(of: "downloads", in: .tabBar) == .visible)
    #expect(barIDs(media, added, selection: .watchNow).contains("downloads"))
    let removed = try added.applying(.hide("downloads", in: .tabBar), in: media).get()
    #expect(removed == empty)
  }

  @Test func defaultTabsCanBeRemovedAndPutBack() throws {  // R54, R90
    let removed = try empty.applying(.hide("profile", in: .tabBar), in: social).get()
    #expect(removed.visibility(of: "profile", in: .tabBar) == .hidden)
    #expect(!barIDs(social, removed, selection: .timeline).contains("profile"))
    #expect(try removed.applying(.show("profile", in: .tabBar), in: social).get() == empty)
  }

  @Test func movingWithinTheTabBarReordersTheCustomizableRegion() throws {  // R39, R55
    let moved = try empty.applying(.moveInTabBar("list-2", to: 0), in: social).get()
    let ids = barIDs(social, moved, selection: .timeline)
    #expect(ids.prefix(2) == ["timeline", "list-2"])
    #expect(ids.last == "explore")
    #expect(refusal(.moveInTabBar("list-2", to: 99), social) == .indexOutOfRange(99, count: 7))
    #expect(refusal(.moveInTabBar("downloads", to: 0), media) == .notInTabBar("downloads"))
    #expect(refusal(.moveInTabBar("nope", to: 0), media) == .unknownTab("nope"))
  }

  @Test func aCollapsedSectionMovesAsOneItem() throws {  // D7, R62
    let moved = try empty.applying(.moveInTabBar("tags", to: 0), in: social, sectionPolicy: .collapse).get()
    let layout = NavigationLayout(
      state: NavigationState(selection: SocialDestination.timeline), structure: social, customization: moved,
      environment: LayoutEnvironment(style: .tabBar, sizeClass: .regular, sectionPolicy: .collapse))
    #expect(layout.tabBar?.items.map(\.id) == ["timeline", "tags", "notifications", "post", "profile", "lists", "explore"])
  }

  @Test func movingWithinASectionReordersOnlyThatSection() throws {  // R37, R39, R34
    let moved = try empty.applying(.moveInSection("tag-ios", to: 0), in: social).get()
    #expect(moved.sectionOrders == ["tags": ["tag-ios", "tag-swiftui"]])
    #expect(refusal(.moveInSection("timeline", to: 0), social) == .notInSection("timeline"))
    #expect(refusal(.moveInSection("tag-ios", to: 2), social) == .indexOutOfRange(2, count: 2))
  }

  @Test func resetVisibilityKeepsTheOrder() throws {  // R41
    var customization = empty
    try customization.apply(.hide("profile", in: .sidebar), in: social)
    try customization.apply(.moveInSection("tag-ios", to: 0), in: social)
    try customization.apply(.resetVisibility, in: social)
    #expect(customization.sidebarVisibility.isEmpty)
    #expect(customization.sectionOrders["tags"] == ["tag-ios", "tag-swiftui"])
  }

  @Test func resetOrderForOneSectionOrForAll() throws {  // R41
    var customization = empty
    try customization.apply(.hide("profile", in: .tabBar), in: social)
    try customization.apply(.moveInSection("tag-ios", to: 0), in: social)
    try customization.apply(.moveInSection("list-2", to: 0), in: social)
    try customization.apply(.moveInTabBar("list-1", to: 0), in: social)
    try customization.apply(.resetOrder(section: "tags"), in: social)
    #expect(Array(customization.sectionOrders.keys) == ["lists"])
    try customization.apply(.resetOrder(section: nil), in: social)
    #expect(customization.sectionOrders.isEmpty && customization.tabBarOrder.isEmpty)
    #expect(customization.visibility(of: "profile", in: .tabBar) == .hidden)
    #expect(refusal(.resetOrder(section: "nope"), social) == .unknownSection("nope"))
  }

  @Test func aRefusedOperationChangesNothing() throws {  // D10, I3
    var customization = try empty.applying(.hide("profile", in: .sidebar), in: social).get()
    let before = customization
    #expect(throws: CustomizationError.unknownTab("ghost")) {
      try customization.apply(.hide("ghost", in: .sidebar), in: social)
    }
    #expect(customization == before)
  }

  @Test func errorsSayWhatWasWrong() {  // D10
    #expect(CustomizationError.sidebarOnly("settings").description == "the tab 'settings' is sidebar-only and cannot go into the tab bar")
    #expect(TabCustomization.Operation.moveInSection("a", to: 1).name == "moveInSection")
  }
}
