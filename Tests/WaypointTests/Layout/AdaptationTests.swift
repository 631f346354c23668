import Testing
import Waypoint
import WaypointExamples

@Suite struct AdaptationTests {
  let social = Social.structure()
  let sidebar = LayoutFixtures.padSidebarCollapse
  let phone = LayoutFixtures.phoneCollapsed
}

extension AdaptationTests {
  /// Social on List 2 with Status 1 pushed, as the actions leave it: never normalized, so the
  /// lists landing has no entry for List 2 (I4 must hold without normalizing first).
  private func onList2() throws -> NavigationState<SocialDestination> {
    var state = NavigationState(selection: SocialDestination.timeline)
    try state.apply(.select(.list(id: 2)), in: social)
    try state.apply(.push(.status(id: 1)), in: social)
    return state
  }

  @Test func collapsingSelectsTheLandingWithTheChildAsFirstEntry() throws {  // D7, R8, R62
    let compact = try onList2().adapted(from: sidebar, to: phone, in: social)
    #expect(compact.selection == .lists)
    #expect(compact.selectedStack.map(\.destination) == [.list(id: 2), .status(id: 1)])
    #expect(compact.problems(in: social).isEmpty)
  }

  @Test func expandingReturnsTheSameState() throws {  // I4, D7
    let start = try onList2()
    let back = start.adapted(from: sidebar, to: phone, in: social).adapted(from: phone, to: sidebar, in: social)
    #expect(back == start)
    #expect(start.normalized(for: sidebar, in: social) == start)  // nothing to mint ahead of time
  }

  @Test func repeatedTripsKeepEveryIDAndIssueNoNewOnes() throws {  // I4, D4
    let start = try onList2()
    var state = start
    for _ in 0..<5 {
      state = state.adapted(from: sidebar, to: phone, in: social)
      #expect(state.nextEntryID == start.nextEntryID)
      state = state.adapted(from: phone, to: sidebar, in: social)
    }
    #expect(state == start)
  }

  @Test func tabBarToSidebarAndBackReturnsTheSameState() throws {  // I4, D7, R8
    var compact = try onList2().adapted(from: sidebar, to: phone, in: social)
    try compact.apply(.popToRoot, in: social)
    try compact.apply(.push(.list(id: 1)), in: social)
    try compact.apply(.push(.user(id: 3)), in: social)
    let wide = compact.adapted(from: phone, to: sidebar, in: social)
    #expect(wide.selection == .list(id: 1))
    #expect(wide.selectedStack.map(\.destination) == [.user(id: 3)])
    #expect(wide.adapted(from: sidebar, to: phone, in: social) == compact)
  }

  @Test func aLandingPageWithoutAChildStaysALandingPage() throws {  // D7, R66
    var compact = NavigationState(selection: SocialDestination.timeline)
    try compact.apply(.select(.tags), in: social)
    try compact.apply(.push(.status(id: 4)), in: social)
    let wide = compact.adapted(from: phone, to: sidebar, in: social)
    #expect(wide == compact)
  }

  @Test func flattenAndOtherChangesLeaveTheStateAlone() throws {  // D7, R23, I4
    var state = try LayoutFixtures.socialState()
    state = state.normalized(for: LayoutFixtures.padSidebar, in: social)
    for environment in [LayoutFixtures.phone, LayoutFixtures.padTabBar, LayoutFixtures.single, LayoutFixtures.vision] {
      #expect(state.adapted(from: LayoutFixtures.padSidebar, to: environment, in: social) == state)
    }
  }

  @Test func singleAndTabsSwitchWithoutLosingAnything() throws {  // SNAP single, I4
    let start = try onList2()
    let single = LayoutEnvironment(style: .single, sectionPolicy: .collapse)
    let collapsed = start.adapted(from: sidebar, to: phone, in: social)
    let shown = collapsed.adapted(from: phone, to: single, in: social)
    #expect(shown == start)
    #expect(shown.adapted(from: single, to: phone, in: social) == collapsed)
  }

  @Test func collapsingAChildSelectedInATabBarKeepsItsStack() throws {  // D7, R8
    var state = NavigationState(selection: SocialDestination.timeline)
    try state.apply(.select(.tag("ios")), in: social)
    try state.apply(.push(.status(id: 9)), in: social)
    let normal = state.normalized(for: phone, in: social)
    #expect(normal.selection == .tags)
    #expect(normal.selectedStack.map(\.destination) == [.tag("ios"), .status(id: 9)])
  }

  @Test func aLandingWhoseStackStartsWithAChildExpandsWhereSectionsShow() throws {  // S7, D7
    var state = NavigationState(selection: SocialDestination.tags)
    try state.apply(.push(.tag("swiftui")), in: social)
    let normal = state.normalized(for: sidebar, in: social)
    #expect(normal.selection == .tag("swiftui"))
    #expect(normal.stack(for: .tags).map(\.destination) == [.tag("swiftui")])
  }

  @Test func normalizingTwiceChangesNothing() throws {  // I4
    let state = try LayoutFixtures.socialState()
    for environment in [sidebar, phone, LayoutFixtures.phone] {
      let once = state.normalized(for: environment, in: social)
      #expect(once.normalized(for: environment, in: social) == once)
      #expect(once.problems(in: social).isEmpty)
    }
  }

  @Test func collapsingNeverExceedsTheDepthLimit() throws {  // D14, D3
    let structure = social.withLimits(NavigationLimits(maxStackDepth: 2))
    var state = NavigationState(selection: SocialDestination.list(id: 1))
    try state.apply(.push(.status(id: 1)), in: structure)
    try state.apply(.push(.status(id: 2)), in: structure)
    let compact = state.adapted(from: sidebar, to: phone, in: structure)
    #expect(compact.selection == .list(id: 1))
    #expect(compact.selectedStack == state.selectedStack)
    #expect(compact.problems(in: structure).isEmpty)
  }
}
