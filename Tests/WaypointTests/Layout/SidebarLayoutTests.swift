import Testing
import Waypoint
import WaypointExamples

@Suite struct SidebarLayoutTests {
  let social = Social.structure()
}

extension SidebarLayoutTests {
  private func sidebar(
    _ selection: SocialDestination = .timeline,
    _ structure: AppStructure<SocialDestination>? = nil,
    customization: TabCustomization = TabCustomization()
  ) throws -> NavigationLayout<SocialDestination>.Sidebar {
    let layout = NavigationLayout(
      state: NavigationState(selection: selection), structure: structure ?? social, customization: customization,
      environment: LayoutFixtures.padSidebar)
    return try #require(layout.sidebar)
  }

  @Test func looseTabsComeFirstThenSections() throws {  // R25, OQ3
    let structure = AppStructure<SocialDestination> {
      AppTabSection("lists", title: "Lists", landing: .lists) { AppTab("list-1", .list(id: 1)) }
      AppTab("timeline", .timeline)
      AppTab("profile", .profile)
    } origin: {
      Social.origin(of: $0)
    }
    let layout = try sidebar(.timeline, structure)
    #expect(layout.tabs.map(\.id) == ["timeline", "profile"])
    #expect(layout.sections.map(\.id) == ["lists"])
  }

  @Test func sectionsListTheirTabsInCustomizedOrderThenTheirActions() throws {  // R24, R34, R61
    let customization = try TabCustomization().applying(.moveInSection("list-2", to: 0), in: social).get()
    let lists = try #require(try sidebar(customization: customization).sections.first)
    #expect(lists.items.map(\.id) == ["list-2", "list-1"])
    #expect(lists.actions.map(\.id) == ["new-post"])
    let text = NavigationLayout(
      state: NavigationState(selection: SocialDestination.timeline), structure: social, customization: customization,
      environment: LayoutFixtures.padSidebar
    ).text
    let lines = text.split(separator: "\n").map(String.init)
    let action = try #require(lines.firstIndex { $0.contains("New Post") })
    let lastTab = try #require(lines.firstIndex { $0.contains("[list-1]") })
    #expect(lastTab < action)
  }

  @Test func hiddenTabsAreAbsent() throws {  // R7, R53
    let structure = Social.structure(lists: Social.defaultLists)
    let hiddenByApp = AppStructure<SocialDestination>(
      content: structure.content.map { item in
        if case let .tab(tab) = item, tab.id == "profile" { return .tab(tab.hidden()) }
        return item
      }, origin: Social.origin(of:))
    #expect(try !sidebar(.timeline, hiddenByApp).tabs.contains { $0.id == "profile" })
    let customization = try TabCustomization().applying(.hide("list-1", in: .sidebar), in: social).get()
    #expect(try sidebar(customization: customization).sections.first?.items.map(\.id) == ["list-2"])
  }

  @Test func aSelectedLandingMarksItsSection() throws {  // D7, R66
    let layout = try sidebar(.lists)
    #expect(layout.sections.map(\.isSelected) == [true, false])
    #expect(!layout.tabs.contains { $0.isSelected })
  }

  @Test func theSelectedChildIsMarked() throws {  // S1
    let layout = try sidebar(.tag("ios"))
    #expect(layout.sections.last?.items.filter(\.isSelected).map(\.id) == ["tag-ios"])
  }
}
