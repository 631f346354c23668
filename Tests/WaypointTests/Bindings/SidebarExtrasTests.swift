import Testing
import Waypoint
import WaypointExamples

/// Where the app's sidebar header and footer go (issue 30, item 5): into the sidebar a tab view of
/// the adaptable style turns into (`tabViewSidebarHeader`, `tabViewSidebarFooter`: iOS 18,
/// macOS 15, visionOS 2, tvOS only from 27), into the list the sidebar style draws as a split
/// view, and nowhere a sidebar cannot be shown.
@Suite struct SidebarExtrasTests {
  typealias Extras = TabViewProjection<SocialDestination>.SidebarExtras

  static let cases: [(name: String, environment: LayoutEnvironment, expected: Extras)] = [
    // An iPhone's tab view stays a tab bar.
    ("phone, automatic", LayoutFixtures.phone, .none),
    ("pad, automatic", LayoutFixtures.padSidebar, .tabView),
    // A tab bar the person can turn into a sidebar has them already, so they never come and go.
    ("pad, tab bar of an adaptable tab view", LayoutFixtures.padTabBar, .tabView),
    ("pad, sidebar adaptable, compact", LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .compact, idiom: .pad), .tabView),
    ("pad, tab bar only", LayoutEnvironment(style: .tabBar, sizeClass: .regular, idiom: .pad), .none),
    ("pad, sidebar style", LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: .pad), .list),
    ("phone, sidebar style", LayoutEnvironment(style: .sidebar, sizeClass: .compact, idiom: .phone), .list),
    ("vision, sidebar style", LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: .vision), .list),
    ("mac, automatic", LayoutFixtures.mac, .tabView),
    ("mac, sidebar style", LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: .mac), .tabView),
    ("vision, automatic", LayoutFixtures.vision, .tabView),
    ("tv", LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .tv), .none),
    ("single", LayoutFixtures.single, .none),
  ]

  @Test func theyGoWhereASidebarCanBeShown() {
    let state = NavigationState(selection: SocialDestination.timeline)
    for (name, environment, expected) in Self.cases {
      let projection = TabViewProjection(state: state, structure: Social.structure(), environment: environment)
      #expect(projection.sidebarExtras == expected, "\(name): \(projection.container)")
    }
  }

}
