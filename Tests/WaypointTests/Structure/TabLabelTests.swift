import Testing
import Waypoint
import WaypointExamples

/// Titles and symbols from data (next-features 3.15): a tab built from data takes its title and
/// symbol from the app at run time, over its destination's, everywhere a tab is drawn.
@Suite struct TabLabelTests {
  static let structure = AppStructure<MediaDestination> {
    AppTab("watch-now", .watchNow)
    AppTabSection("collections", title: "Collections", landing: .collections) {
      AppTab("collection-1", .collection(id: 1)).title("Baking").symbol("birthday.cake")
      AppTab("collection-2", .collection(id: 2)).title("Weeknights")
    }
  } origin: {
    Media.origin(of: $0)
  }
}

extension TabLabelTests {
  @Test func aTabTakesTheAppsTitleAndSymbolOverItsDestinations() throws {
    let baking = try #require(Self.structure.tab(for: .collection(id: 1)))
    #expect(baking.title == "Baking")
    #expect(baking.symbolName == "birthday.cake")
    #expect(baking.badge(2).accessibilityLabel == "Baking, 2 new")
    let weeknights = try #require(Self.structure.tab(for: .collection(id: 2)))
    #expect(weeknights.title == "Weeknights")
    #expect(weeknights.symbolName == MediaDestination.collection(id: 2).symbolName)
    #expect(Self.structure.tab(for: .watchNow)?.title == "Watch Now")
  }

  @Test func theTitleAndTheSymbolKeepEachOther() {
    let tab = AppTab("c", MediaDestination.collection(id: 1)).symbol("star").title("Baking")
    #expect(tab.title == "Baking" && tab.symbolName == "star")
    #expect(tab != AppTab("c", MediaDestination.collection(id: 1)))
    #expect(tab == AppTab("c", MediaDestination.collection(id: 1)).title("Baking").symbol("star"))
  }

  @Test func theLayoutAndTheProjectionDrawIt() throws {
    let state = NavigationState(selection: MediaDestination.collection(id: 1))
    let sidebar = NavigationLayout(state: state, structure: Self.structure, environment: LayoutFixtures.padSidebar)
    let items = try #require(sidebar.sidebar?.sections.first?.items)
    #expect(items.map(\.title) == ["Baking", "Weeknights"])
    #expect(items.first?.symbolName == "birthday.cake")
    let projection = TabViewProjection(state: state, structure: Self.structure, environment: LayoutFixtures.padSidebar)
    let titles = projection.items.flatMap { item -> [String] in
      switch item {
      case let .tab(tab): [tab.title]
      case let .section(section): section.tabs.map(\.title)
      }
    }
    #expect(titles.contains("Baking"))
  }
}

extension TabLabelTests {
  @Test func aTabGivenTheUsualValuesEqualsOneGivenNone() {
    let plain = AppTab("c", MediaDestination.collection(id: 1))
    #expect(plain.onReselect(.popOne).onReselect(.popToRoot) == plain)
    #expect(plain.onReselect(.popOne) != plain)
    #expect(plain.onReselect(.popOne).title("Baking").reselectPolicy == .popOne)
  }
}
