import Testing
import Waypoint
import WaypointExamples

/// The split view's list, drawn row for row from the layout's sidebar (issue 14: the sidebar
/// style stays a sidebar; R15).
@Suite struct SidebarListProjectionTests {
  static let sidebar = LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: .pad)

  func list(
    _ structure: AppStructure<SocialDestination> = Social.structure(),
    customization: TabCustomization = TabCustomization()
  ) throws -> SidebarListProjection<SocialDestination> {
    let layout = NavigationLayout(
      state: NavigationState(selection: .timeline), structure: structure, customization: customization, environment: Self.sidebar)
    return SidebarListProjection(try #require(layout.sidebar))
  }

  // Loose tabs first without a header, then one group per section under its title, its landing
  // screen first (a section header cannot be selected), its actions kept.
  @Test func groupsFollowTheSidebar() throws {
    let list = try list()
    #expect(list.groups.map(\.title) == [nil, "Lists", "Tags"])
    #expect(list.groups[0].rows.map(\.id) == ["timeline", "notifications", "explore", "post", "profile"])
    #expect(list.groups[1].rows.first?.id == "lists.landing")
    #expect(list.groups[1].rows.first?.value == .lists)
    #expect(list.groups[1].rows.first?.title == "Lists")
    #expect(list.groups[1].actions.map(\.id) == ["new-post"])
    #expect(list.groups[0].rows[1].badge == 3)
  }

  // R39: the person's customization is applied: a tab hidden from the sidebar is not listed.
  @Test func hiddenTabsAreNotListed() throws {
    let hidden = try TabCustomization().applying(.hide("profile", in: .sidebar), in: Social.structure()).get()
    #expect(!(try list(customization: hidden)).groups[0].rows.map(\.id).contains("profile"))
  }

  // Two rows with one tag would both show as selected: a landing that is also a tab is listed once.
  @Test func aLandingThatIsAlsoATabIsListedOnce() throws {
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTab("lists", .lists)
      AppTabSection("more", title: "More", landing: .lists) { AppTab("list-1", .list(id: 1)) }
    } origin: { _ in
      .root
    }
    let values = try list(structure).groups.flatMap(\.rows).map(\.value)
    #expect(values.filter { $0 == .lists }.count == 1)
  }
}
