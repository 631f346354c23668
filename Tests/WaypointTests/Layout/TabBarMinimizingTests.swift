import Testing
import Waypoint
import WaypointExamples

/// The iOS 26 tab bar that makes itself small while the person scrolls (issue 30, item 5): what
/// the app declares, given to the tab bar only on an iPhone, the one device whose bar an app can
/// make small; the system's behaviour everywhere else. Media declares `.onScrollDown`.
@Suite struct TabBarMinimizingTests {
  static let environments: [(name: String, environment: LayoutEnvironment, expected: AppStructure<MediaDestination>.TabBarMinimizing?)] = [
    ("phone", LayoutFixtures.phone, .onScrollDown),
    ("phone, sections collapsed", LayoutFixtures.phoneCollapsed, .onScrollDown),
    ("pad, tab bar", LayoutFixtures.padTabBar, .automatic),
    ("pad, compact", LayoutFixtures.padCompact, .automatic),
    ("pad, sidebar", LayoutFixtures.padSidebar, nil),
    ("mac", LayoutFixtures.mac, nil),
    ("vision", LayoutFixtures.vision, .automatic),
    ("tv", LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .tv), nil),
    ("single", LayoutFixtures.single, nil),
  ]
}

extension TabBarMinimizingTests {
  @Test func aStructureSaysNothingUntilItIsToldAndKeepsItsOtherDeclarations() {
    #expect(Shapes.structure.tabBarMinimizing == .automatic)
    let media = Media.structure()
    #expect(media.tabBarMinimizing == .onScrollDown)
    // Declared after, the tab bar's hiding is kept; declared again, the last one holds.
    #expect(media.isTabBarHidden(by: .video(id: 1)))
    #expect(media.minimizesTabBar(.never).tabBarMinimizing == .never)
    #expect(media.minimizesTabBar(.never).isTabBarHidden(by: .video(id: 1)))
  }

  @Test func onlyAnIPhonesTabBarIsToldToMakeItselfSmall() {  // "supported for tab bars on only iPhone"
    let state = NavigationState(selection: MediaDestination.watchNow)
    for (name, environment, expected) in Self.environments {
      let layout = NavigationLayout(state: state, structure: Media.structure(), environment: environment)
      #expect(layout.tabBar?.minimizing == expected, "\(name)")
    }
    let never = NavigationLayout(state: state, structure: Media.structure().minimizesTabBar(.never), environment: LayoutFixtures.phone)
    #expect(never.tabBar?.minimizing == .never)
    let silent = NavigationLayout(
      state: NavigationState(selection: ShapesDestination.triangle), structure: Shapes.structure, environment: LayoutFixtures.phone)
    #expect(silent.tabBar?.minimizing == .automatic)
  }

  @Test func theTabViewIsGivenWhatTheLayoutSays() {  // drawn 1:1 by the layer
    let state = NavigationState(selection: MediaDestination.watchNow)
    for (name, environment, expected) in Self.environments {
      let projection = TabViewProjection(state: state, structure: Media.structure(), environment: environment)
      let layout = NavigationLayout(state: state, structure: Media.structure(), environment: environment)
      // A tab view draws the layout's bar; where no bar is drawn, it keeps the system's behaviour.
      guard case .tabView = projection.container, layout.tabBar != nil else {
        #expect(projection.tabBarMinimizing == .automatic, "\(name)")
        continue
      }
      #expect(projection.tabBarMinimizing == expected, "\(name)")
    }
  }

  @Test func aHiddenBarKeepsWhatItDoesWhenItComesBack() throws {  // hiding and minimizing are apart
    var state = NavigationState(selection: MediaDestination.watchNow)
    try state.apply(.push(.video(id: 1)), in: Media.structure())
    let layout = NavigationLayout(state: state, structure: Media.structure(), environment: LayoutFixtures.phone)
    #expect(layout.tabBar?.isHidden == true)
    #expect(layout.tabBar?.minimizing == .onScrollDown)
  }
}
