import Testing
import Waypoint
import WaypointExamples

/// Where a section's landing screen is not drawn (a tab bar that shows the section's tabs
/// directly), a link to it selects the section's declared default child, as a tab group selects
/// its default child when a selection is required.
@Suite struct SectionDefaultChildTests {
  typealias S = SocialDestination

  /// Social's structure with the Lists section's default child declared.
  static func structure(defaultChildID: String?) -> AppStructure<S> {
    AppStructure {
      AppTab("timeline", .timeline)
      AppTab("explore", .explore)
      AppTabSection("lists", title: "Lists", landing: .lists, defaultChildID: defaultChildID) {
        AppTab("list-1", .list(id: 1))
        AppTab("list-2", .list(id: 2))
        AppTab("list-3", .list(id: 3))
      }
    } origin: {
      Social.origin(of: $0)
    }
  }
}

extension SectionDefaultChildTests {
  // Issue 27, "fix first": on a phone, a link to the landing selected the first drawn tab and
  // ignored the declared default child.
  @Test(arguments: [NavigationAction<S>.select(.lists), .show(.lists)])
  func aLinkToTheLandingSelectsTheDefaultChild(_ action: NavigationAction<S>) throws {
    var engine = NavigationEngine(
      structure: Self.structure(defaultChildID: "list-2"), selection: .timeline, environment: LayoutFixtures.phone)
    _ = try engine.send(action).get()
    #expect(engine.state.selection == .list(id: 2))
  }

  // The default child the person hid is not drawn: the first drawn child is selected instead.
  @Test func aHiddenDefaultChildGivesWayToTheFirstDrawnChild() throws {
    var engine = NavigationEngine(
      structure: Self.structure(defaultChildID: "list-2"), selection: .timeline, environment: LayoutFixtures.phone)
    _ = try engine.customize(.hide("list-2", in: .sidebar)).get()
    _ = try engine.send(.select(.lists)).get()
    #expect(engine.state.selection == .list(id: 1))
  }

  // Without a declared default, the first child in the person's order, as before.
  @Test func withoutADefaultTheFirstChildInThePersonsOrder() throws {
    var engine = NavigationEngine(structure: Self.structure(defaultChildID: nil), selection: .timeline, environment: LayoutFixtures.phone)
    _ = try engine.customize(.moveInSection("list-3", to: 0)).get()
    _ = try engine.send(.select(.lists)).get()
    #expect(engine.state.selection == .list(id: 3))
  }

  // The selection repair takes the same rule: a landing selected in the sidebar, shown on a
  // phone's tab bar, becomes the default child.
  @Test func aLandingThatIsNoLongerDrawnBecomesTheDefaultChild() throws {
    var engine = NavigationEngine(
      structure: Self.structure(defaultChildID: "list-3"), selection: .lists, environment: LayoutEnvironment(style: .sidebar))
    let events = engine.setEnvironment(LayoutFixtures.phone)
    #expect(engine.state.selection == .list(id: 3))
    #expect(events == [.repaired(from: .lists, to: .list(id: 3))])
  }
}
