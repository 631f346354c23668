import Testing
import Waypoint

@Suite struct LayoutEnvironmentTests {}

extension LayoutEnvironmentTests {
  @Test func automaticFollowsThePlatformIdiom() {  // R13
    func presentation(_ idiom: LayoutEnvironment.Idiom, _ size: LayoutEnvironment.SizeClass = .regular) -> LayoutEnvironment.Presentation {
      LayoutEnvironment(style: .automatic, sizeClass: size, idiom: idiom).presentation
    }
    #expect(presentation(.phone, .compact) == .tabBar)
    #expect(presentation(.pad) == .sidebar)
    #expect(presentation(.pad, .compact) == .tabBar)
    #expect(presentation(.mac) == .sidebar)
    #expect(presentation(.tv) == .sidebar)
    #expect(presentation(.vision) == .ornament)
  }

  @Test func sidebarAdaptableIsASidebarOnlyInRegularWidthWhileShown() {  // R13, R16, R76
    var environment = LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad)
    #expect(environment.presentation == .sidebar)
    environment.isSidebarShown = false
    #expect(environment.presentation == .tabBar)
    environment.isSidebarShown = true
    environment.sizeClass = .compact
    #expect(environment.presentation == .tabBar)
    environment.idiom = .mac
    #expect(environment.presentation == .sidebar)
    environment.idiom = .vision
    #expect(environment.presentation == .ornament)
  }

  @Test func explicitStylesAreKeptOnEveryIdiom() {  // R14, R15, SNAP single
    for idiom in LayoutEnvironment.Idiom.all {
      #expect(LayoutEnvironment(style: .tabBar, sizeClass: .regular, idiom: idiom).presentation == .tabBar)
      #expect(LayoutEnvironment(style: .sidebar, sizeClass: .compact, idiom: idiom).presentation == .sidebar)
      #expect(LayoutEnvironment(style: .single, idiom: idiom).presentation == .single)
    }
  }

  @Test func sectionsCollapseOnlyInATabBarUnderTheCollapsePolicy() {  // D7
    var environment = LayoutEnvironment(style: .tabBar, sectionPolicy: .collapse)
    #expect(environment.collapsesSections)
    environment.style = .sidebar
    #expect(!environment.collapsesSections)
    environment.style = .single
    #expect(!environment.collapsesSections)
    environment = LayoutEnvironment(style: .tabBar, sectionPolicy: .flatten)
    #expect(!environment.collapsesSections)
  }

  @Test func onlyACompactTabBarOverflowsIntoMore() {  // R82, R83, H4
    #expect(LayoutEnvironment(style: .tabBar, sizeClass: .compact).overflowsIntoMore)
    #expect(!LayoutEnvironment(style: .tabBar, sizeClass: .regular).overflowsIntoMore)
    #expect(!LayoutEnvironment(style: .sidebar, sizeClass: .compact).overflowsIntoMore)
    #expect(LayoutEnvironment().compactTabBarLimit == 5)
  }

  @Test func optionsHaveStableNames() {  // STYLE: structs over hidden enums print their case
    #expect(LayoutEnvironment.Style.all.map(\.description) == ["automatic", "tabBar", "sidebarAdaptable", "sidebar", "single"])
    #expect(LayoutEnvironment.SizeClass.all.map(\.description) == ["compact", "regular"])
    #expect(LayoutEnvironment.Idiom.all.map(\.description) == ["phone", "pad", "mac", "tv", "vision"])
    #expect(LayoutEnvironment.SectionPolicy.all.map(\.description) == ["flatten", "collapse"])
    #expect(LayoutEnvironment.SearchActivation.searchTabSelection.description == "searchTabSelection")
    #expect([TabCustomization.Region.pinned, .fixed, .customizable].sorted() == [.fixed, .customizable, .pinned])
  }
}
