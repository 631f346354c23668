import Testing
import Waypoint
import WaypointExamples

/// What the SwiftUI layer gives `TabView`, decided in the core (issue 14: the UI draws a
/// projection 1:1).
@Suite struct TabViewProjectionTests {
  static let phone = LayoutEnvironment()
  static let collapsedPhone = LayoutEnvironment(sectionPolicy: .collapse)
  static let pad = LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad)
  static let tv = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .tv)

  func projection(_ environment: LayoutEnvironment) -> TabViewProjection<SocialDestination> {
    projection(Social.structure(), environment)
  }

  func projection(_ structure: AppStructure<SocialDestination>, _ environment: LayoutEnvironment) -> TabViewProjection<SocialDestination> {
    TabViewProjection(state: NavigationState(selection: .timeline), structure: structure, environment: environment)
  }

  func ids(_ projection: TabViewProjection<SocialDestination>) -> [String] { projection.items.map(\.id) }
}

extension TabViewProjectionTests {
  // R14, R13: the tab-bar style is .tabBarOnly; every other style that shows tabs is
  // .sidebarAdaptable, except the sidebar style where that could become a tab bar (below).
  @Test func theContainerFollowsTheStyle() {
    #expect(projection(Self.phone).container == .tabView(.sidebarAdaptable))
    #expect(projection(LayoutEnvironment(style: .tabBar)).container == .tabView(.tabBarOnly))
    #expect(projection(LayoutEnvironment(style: .tabBar, sizeClass: .regular, idiom: .mac)).container == .tabView(.tabBarOnly))
    #expect(projection(Self.pad).container == .tabView(.sidebarAdaptable))
    #expect(projection(LayoutEnvironment(style: .single)).container == .single)
  }

  // R15, issue 14 (the person hides a sidebar the layout keeps): no tab view style is always a
  // sidebar on iPhone, iPad or Apple Vision, so the sidebar style is a split view there, listing
  // the layout's sidebar; on Mac and TV .sidebarAdaptable is always a sidebar (R13).
  @Test(arguments: [LayoutEnvironment.Idiom.phone, .pad, .vision])
  func theSidebarStyleIsASplitViewWhereATabViewCouldBeATabBar(idiom: LayoutEnvironment.Idiom) throws {
    let environment = LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: idiom)
    let layout = NavigationLayout(state: NavigationState(selection: .timeline), structure: Social.structure(), environment: environment)
    let sidebar = try #require(layout.sidebar)
    #expect(projection(environment).container == .splitView(SidebarListProjection(sidebar), showsSidebarWhenCollapsed: true))
  }

  @Test(arguments: [LayoutEnvironment.Idiom.mac, .tv])
  func theSidebarStyleIsATabViewWhereItIsAlwaysASidebar(idiom: LayoutEnvironment.Idiom) {
    let environment = LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: idiom)
    #expect(projection(environment).container == .tabView(.sidebarAdaptable))
    #expect(projection(LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: idiom)).container == .tabView(.sidebarAdaptable))
  }

  // A collapsed split view shows the list while the environment says the sidebar is shown, and
  // the selected stack once the person chose a row (the UI reports the column it shows).
  @Test func aCollapsedSplitViewShowsTheColumnTheEnvironmentSays() {
    var environment = LayoutEnvironment(style: .sidebar, sizeClass: .compact, idiom: .phone)
    guard case .splitView(_, showsSidebarWhenCollapsed: true) = projection(environment).container else {
      Issue.record("not a split view showing its list")
      return
    }
    environment.isSidebarShown = false
    guard case .splitView(_, showsSidebarWhenCollapsed: false) = projection(environment).container else {
      Issue.record("not a split view showing its detail")
      return
    }
    // The layout stays a sidebar either way: hiding the list does not turn it into a tab bar.
    #expect(environment.presentation == .sidebar)
  }

  // Issue 14, platform modifiers decided here: tvOS has no badge, visibility or customization
  // behaviour for tab content, macOS only the automatic behaviour (reference §4 table).
  @Test func eachPlatformGetsOnlyTheModifiersItHas() throws {
    let pad = try #require(projection(Self.pad).tab("timeline"))
    #expect(pad.traits.tabBarBehavior == .disabled)
    let mac = try #require(projection(LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .mac)).tab("timeline"))
    #expect(mac.traits.tabBarBehavior == .automatic && mac.traits.sidebarBehavior == .automatic)
    let tvNotifications = try #require(projection(Self.tv).tab("notifications"))
    #expect(tvNotifications.badge == 0)
    #expect(projection(Self.pad).tab("notifications")?.badge == 3)
    let tvTimeline = try #require(projection(Self.tv).tab("timeline"))
    #expect(tvTimeline.traits == TabTraits(placement: tvTimeline.traits.placement, tabBarBehavior: .automatic, sidebarBehavior: .automatic))
  }

  // Apple's pattern for changing the structure between size classes: a collapsed section is
  // hidden and its landing tab shown; shown sections hide the landing tab instead.
  // A selected landing screen keeps its tab shown where sections are shown: SwiftUI cannot
  // select a section (issue 14: no selection written back that the person never made).
  @Test func aSelectedLandingKeepsItsTabShown() {
    let projection = TabViewProjection(
      state: NavigationState(selection: SocialDestination.lists), structure: Social.structure(), environment: Self.pad)
    #expect(projection.tab("lists.landing")?.isHidden == false)
    #expect(projection.section("lists")?.isHidden == false)
  }

  @Test func collapsedSectionsShowTheirLandingTab() throws {
    let collapsed = projection(Self.collapsedPhone)
    let lists = try #require(collapsed.section("lists"))
    #expect(lists.isHidden)
    #expect(collapsed.tab("lists.landing")?.isHidden == false)
    let shown = projection(Self.pad)
    #expect(shown.section("lists")?.isHidden == false)
    #expect(shown.tab("lists.landing")?.isHidden == true)
    #expect(shown.tab("lists.landing")?.value == .lists)
  }

  // Issue 14, tvOS: no hidden(_:) there, so what would be hidden is left out, and a section and
  // its landing tab never both appear.
  @Test func tvLeavesOutWhatWouldBeHidden() {
    let withHidden = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTab("profile", .profile).hidden()
      AppTabSection("lists", title: "Lists", landing: .lists) { AppTab("list-1", .list(id: 1)) }
    } origin: { _ in
      .root
    }
    let tv = projection(withHidden, Self.tv)
    #expect(!ids(tv).contains("tab:profile"))
    #expect(ids(tv).contains("section:lists") && !ids(tv).contains("tab:lists.landing"))
    let pad = projection(withHidden, Self.pad)
    #expect(pad.tab("profile")?.isHidden == true)
  }

  // Issue 14, tvOS duplicates: a landing screen that is also a tab appears once.
  @Test func aLandingThatIsAlsoATabIsGivenOnce() {
    let structure = AppStructure<MediaDestination> {
      AppTab("watch-now", .watchNow)
      AppTab("collections", .collections)
      AppTabSection("more", title: "More", landing: .collections) {
        AppTab("collection-1", .collection(id: 1))
      }
    } origin: { _ in
      .root
    }
    let projection = TabViewProjection(
      state: NavigationState(selection: MediaDestination.watchNow), structure: structure, environment: Self.pad)
    let values = projection.items.flatMap { item -> [MediaDestination] in
      switch item {
      case let .tab(tab): [tab.value]
      case let .section(section): section.tabs.map(\.value)
      }
    }
    #expect(values.filter { $0 == .collections }.count == 1)
  }

  // R33, R54: each tab carries the modifiers SwiftUI needs: badge, search role, traits, label.
  @Test func tabsCarryTheirModifiers() throws {
    let social = projection(Self.pad)
    let notifications = try #require(social.tab("notifications"))
    #expect(notifications.badge == 3 && notifications.title == "Notifications")
    #expect(social.tab("explore")?.isSearch == true)
    #expect(social.tab("timeline")?.traits.tabBarBehavior == .disabled)  // fixed
    #expect(social.section("lists")?.actions.map(\.id) == ["new-post"])
    #expect(social.selection == .timeline)
  }
}

extension TabViewProjection {
  /// The top-level or section tab with a customization id.
  func tab(_ id: String) -> TabItem? {
    for item in items {
      switch item {
      case let .tab(tab) where tab.id == id: return tab
      case let .section(section): if let tab = section.tabs.first(where: { $0.id == id }) { return tab }
      default: continue
      }
    }
    return nil
  }

  /// The section with a customization id.
  func section(_ id: String) -> SectionItem? {
    for case let .section(section) in items where section.id == id { return section }
    return nil
  }
}

extension TabViewProjectionTests {
  // Review: two sections with the same landing screen give it one tab.
  @Test func aLandingSharedBySectionsIsGivenOnce() {
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline)
      AppTabSection("a", title: "A", landing: .lists) { AppTab("list-1", .list(id: 1)) }
      AppTabSection("b", title: "B", landing: .lists) { AppTab("list-2", .list(id: 2)) }
    } origin: { _ in
      .root
    }
    let ids = projection(structure, Self.collapsedPhone).items.map(\.id)
    #expect(ids.filter { $0.hasSuffix(".landing") } == ["tab:a.landing"])
  }
}

extension TabViewProjectionTests {
  @Test func searchActivatesOnSelectionWhereTheEnvironmentAsksAndTheSystemHasIt() {  // the core models it, the layer applies it
    func activates(
      _ idiom: LayoutEnvironment.Idiom, style: LayoutEnvironment.Style = .tabBar,
      _ activation: LayoutEnvironment.SearchActivation = .searchTabSelection, structure: AppStructure<MediaDestination> = Media.structure()
    ) -> Bool {
      var environment = LayoutEnvironment(style: style, sizeClass: idiom == .phone ? .compact : .regular, idiom: idiom)
      environment.searchActivation = activation
      return TabViewProjection(state: NavigationState(selection: .watchNow), structure: structure, environment: environment)
        .activatesSearchOnSelection
    }
    #expect(activates(.phone))
    #expect(activates(.pad))
    #expect(activates(.mac, style: .sidebarAdaptable))
    #expect(!activates(.tv))
    #expect(!activates(.vision))
    #expect(!activates(.phone, .automatic))
    #expect(!activates(.phone, style: .single))
    let withoutSearch = AppStructure<MediaDestination> {
      AppTab("watch-now", .watchNow)
    } origin: {
      Media.origin(of: $0)
    }
    #expect(!activates(.phone, structure: withoutSearch))
  }
}
