import Testing
import Waypoint
import WaypointExamples

/// Golden text of each example app's layout in each style and size class. The same text is what
/// the terminal demo draws. Re-record with `WAYPOINT_RECORD=1 swift test --filter LayoutSnapshotTests`.
@Suite struct LayoutSnapshotTests {}

extension LayoutSnapshotTests {
  @Test(arguments: LayoutFixtures.snapshotNames)
  func shapes(environment name: String) throws {  // R13, R55, SNAP single
    try snapshot("shapes", Shapes.structure, try LayoutFixtures.shapesState(), environment: name)
  }

  @Test(arguments: LayoutFixtures.snapshotNames)
  func social(environment name: String) throws {  // R13, R23, R24, R25, R55, R82, D7
    try snapshot("social", Social.structure(), try LayoutFixtures.socialState(), environment: name)
  }

  @Test(arguments: LayoutFixtures.snapshotNames)
  func media(environment name: String) throws {  // R4, R13, R29, R54, R55, R82, D7
    try snapshot("media", Media.structure(), try LayoutFixtures.mediaState(), environment: name)
  }

  @Test func mediaCustomized() throws {  // R39, R54, R90: an optional tab added and moved, a tab hidden
    let structure = Media.structure()
    var customization = TabCustomization()
    try customization.apply(.show("downloads", in: .tabBar), in: structure)
    try customization.apply(.moveInTabBar("downloads", to: 0), in: structure)
    try customization.apply(.hide("collection-2", in: .sidebar), in: structure)
    try customization.apply(.moveInSection("animation-2", to: 0), in: structure)
    for (name, environment) in [("phone", LayoutFixtures.phone), ("pad-sidebar", LayoutFixtures.padSidebar)] {
      let layout = NavigationLayout(
        state: try LayoutFixtures.mediaState(), structure: structure, customization: customization,
        environment: environment)
      assertSnapshot(layout.text, named: "media-customized-\(name)")
    }
  }

  private func snapshot<D>(
    _ app: String,
    _ structure: AppStructure<D>,
    _ state: NavigationState<D>,
    environment name: String
  ) throws {
    let environment = try #require(LayoutFixtures.snapshotEnvironments.first { $0.name == name }?.environment)
    let start = state.normalized(for: LayoutFixtures.padSidebar, in: structure)
    let adapted = start.adapted(from: LayoutFixtures.padSidebar, to: environment, in: structure)
    let layout = NavigationLayout(state: adapted, structure: structure, environment: environment)
    assertSnapshot(layout.text, named: "\(app)-\(name)")
  }
}
