import Testing
import Waypoint
import WaypointExamples

@MainActor
@Suite struct NavigatorLayoutTests {}

extension NavigatorLayoutTests {
  private func socialNavigator(_ environment: LayoutEnvironment = LayoutFixtures.padSidebarCollapse) -> Navigator<SocialDestination> {
    Navigator(structure: Social.structure(), selection: .timeline, environment: environment)
  }

  @Test func theLayoutProjectsTheCurrentState() {  // DESIGN: NavigationLayout
    let navigator = socialNavigator(LayoutFixtures.phone)
    navigator.push(.status(id: 1))
    #expect(navigator.layout == NavigationLayout(state: navigator.state, structure: navigator.structure, environment: LayoutFixtures.phone))
    #expect(navigator.layout.presentation == .tabBar)
  }

  @Test func goingToATabBarAndBackRestoresAnEqualState() {  // I4, D7, R8
    let navigator = socialNavigator()
    navigator.select(.list(id: 2))
    navigator.push(.status(id: 5))
    let start = navigator.state  // as `send` left it: no landing entry, nothing normalized
    navigator.setEnvironment(LayoutFixtures.phoneCollapsed)
    #expect(navigator.state.selection == .lists)
    #expect(navigator.state.nextEntryID == start.nextEntryID)  // D4: the landing entry is reserved
    #expect(navigator.layout.tabBar?.more.first { $0.isSelected }?.id == "lists")
    navigator.setEnvironment(LayoutFixtures.single)
    navigator.setEnvironment(LayoutFixtures.padSidebarCollapse)
    #expect(navigator.state == start)
  }

  @Test func anEnvironmentThatCannotShowTheSelectionRepairsIt() async {  // D8, R29, OQ1
    let navigator = Navigator(
      structure: Media.structure(), selection: .library, environment: LayoutFixtures.padSidebar)
    navigator.select(.settings)
    navigator.push(.video(id: 3))
    let stream = navigator.events()
    let events = navigator.setEnvironment(LayoutFixtures.phone)
    #expect(events == [.repaired(from: .settings, to: .library)])
    #expect(navigator.lastEvents == events)
    #expect(navigator.state.stack(for: .settings).map(\.destination) == [.video(id: 3)])  // R7
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == .repaired(from: .settings, to: .library))
  }

  @Test func customizingReturnsTypedErrorsAndChangesNothingOnRefusal() {  // D10, I8
    let navigator = socialNavigator()
    #expect(navigator.customize(.hide("timeline", in: .sidebar)) == .failure(.notRemovable("timeline", placement: .fixed)))
    #expect(navigator.customization.isEmpty)
    #expect(navigator.customize(.moveInSection("list-2", to: 0)) == .success([]))
    #expect(navigator.layout.sidebar?.sections.first?.items.map(\.id) == ["list-2", "list-1"])
  }

  @Test func hidingTheSelectedTabRepairsTheSelection() {  // D8, R53
    let navigator = socialNavigator()
    navigator.select(.notifications)
    navigator.select(.profile)
    #expect(navigator.customize(.hide("profile", in: .sidebar)) == .success([.repaired(from: .profile, to: .notifications)]))
    #expect(navigator.state.selection == .notifications)
  }

  @Test func restoringStoredCustomizationFitsItAndReportsAdjustments() throws {  // R59, D10
    let navigator = socialNavigator()
    navigator.select(.tag("ios"))
    var stored = TabCustomization()
    try stored.apply(.hide("tag-ios", in: .sidebar), in: Social.structure(tags: ["ios", "rust"]))
    try stored.apply(.moveInSection("tag-rust", to: 0), in: Social.structure(tags: ["ios", "rust"]))
    let outcome = navigator.restoreCustomization(stored)
    #expect(outcome.adjustments == [.unknownIDDropped("tag-rust"), .appended("tag-swiftui", section: "tags")])
    #expect(navigator.customization == outcome.customization)
    #expect(navigator.lastEvents == [.repaired(from: .tag("ios"), to: .timeline)])
  }

  @Test func dismissingSearchReselectsThePreviousTabOnlyUnderSearchTabSelection() {  // R47, R69, S4
    var environment = LayoutFixtures.phone
    let navigator = socialNavigator(environment)
    navigator.select(.notifications)
    navigator.select(.explore)
    #expect(navigator.searchDismissed() == .success([]))
    #expect(navigator.state.selection == .explore)
    environment.searchActivation = .searchTabSelection
    navigator.setEnvironment(environment)
    #expect(navigator.layout.activatesSearchOnSelection)
    #expect(navigator.searchDismissed() == .success([.selected(.notifications, previous: .explore)]))
    #expect(navigator.state.selection == .notifications)
    #expect(navigator.searchDismissed() == .success([]))
  }

  @Test func aNavigatorStartsNormalizedAndRepaired() {  // D8, D7
    let navigator = Navigator(
      structure: Media.structure(), selection: .collection(id: 2), environment: LayoutFixtures.phoneCollapsed)
    #expect(navigator.state.selection == .collections)
    #expect(navigator.state.selectedStack.map(\.destination) == [.collection(id: 2)])
    let hidden = Navigator(
      structure: Media.structure(), selection: .settings, environment: LayoutFixtures.phone)
    #expect(hidden.state.selection == .watchNow)
  }
}

extension NavigatorLayoutTests {
  @Test func searchActivationIsOneRuleForTheLayoutTheTabViewAndTheEngine() {  // R69, S4: where the device has it
    for (idiom, activates) in [(LayoutEnvironment.Idiom.phone, true), (.pad, true), (.mac, true), (.tv, false), (.vision, false)] {
      var environment = LayoutEnvironment(style: .tabBar, sizeClass: idiom == .phone ? .compact : .regular, idiom: idiom)
      environment.searchActivation = .searchTabSelection
      let navigator = socialNavigator(environment)
      navigator.select(.notifications)
      navigator.select(.explore)
      let tabView = TabViewProjection(state: navigator.state, structure: navigator.structure, environment: environment)
      #expect(navigator.layout.activatesSearchOnSelection == activates, "\(idiom)")
      #expect(tabView.activatesSearchOnSelection == activates, "\(idiom)")
      navigator.searchDismissed()
      #expect(navigator.state.selection == (activates ? .notifications : .explore), "\(idiom)")
    }
    var phone = LayoutFixtures.phone
    phone.searchActivation = .searchTabSelection
    let withoutSearchTab = Navigator(structure: Shapes.structure, selection: .triangle, environment: phone)
    #expect(!withoutSearchTab.layout.activatesSearchOnSelection)
  }
}
