import Testing
import Waypoint
import WaypointExamples

@Suite struct TabTraitsTests {
  func traits(_ placement: TabCustomization.Placement, isRootLevel: Bool = true) -> TabTraits {
    AppTab("downloads", MediaDestination.downloads).placement(placement).traits(isRootLevel: isRootLevel)
  }
}

extension TabTraitsTests {
  @Test func fixedDisablesTabBarCustomization() {  // §4, R37
    #expect(traits(.fixed).tabBarBehavior == .disabled)
    #expect(traits(.fixed).placement == .automatic)
    #expect(!traits(.fixed).isHiddenInTabBarByDefault)
  }

  @Test func movableIsReorderableInTheTabBar() {  // §4, R37
    #expect(traits(.movable).tabBarBehavior == .reorderable)
  }

  @Test func optionalStartsHiddenFromTheTabBar() {  // §4, R38
    #expect(traits(.optional).isHiddenInTabBarByDefault)
    #expect(traits(.optional).tabBarBehavior == .automatic)
  }

  @Test func pinnedAndSidebarOnlyAreSwiftUIPlacements() {  // R27, R28, R29
    #expect(traits(.pinned).placement == .pinned)
    #expect(traits(.sidebarOnly).placement == .sidebarOnly)
  }

  @Test func defaultAndAutomaticAtTheRootAddNoModifier() {  // §4
    let plain = TabTraits(placement: .automatic, tabBarBehavior: .automatic, sidebarBehavior: .automatic, isHiddenInTabBarByDefault: false)
    #expect(traits(.default) == plain)
    #expect(traits(.automatic) == plain)
  }

  @Test func automaticInsideASectionIsOptional() {  // R54
    #expect(traits(.automatic, isRootLevel: false).isHiddenInTabBarByDefault)
  }

  @Test func aSearchTabIsPinned() {  // R4
    let tab = AppTab("explore", SocialDestination.explore).role(.search)
    #expect(tab.traits(isRootLevel: true).placement == .pinned)
  }

  @Test func explicitCustomizationBehaviourIsKeptPerArea() {  // R37: each area is set on its own
    let tab = AppTab("timeline", SocialDestination.timeline)
      .customizationBehavior(.reorderable, for: .sidebar)
      .customizationBehavior(.disabled, for: .tabBar)
    let traits = tab.traits(isRootLevel: true)
    #expect(traits.sidebarBehavior == .reorderable)
    #expect(traits.tabBarBehavior == .disabled)
  }
}
