import Testing
import Waypoint
import WaypointExamples

/// The engine's shortcuts for unguarded actions give the answers the full pipeline gives
/// (issue 15's speed-ups: behaviour unchanged).
@Suite struct FastPathTests {}

extension FastPathTests {
  @Test func aSelectionNothingCheckedIsRepairedByTheFirstActionEvenAPresentation() {  // I3, D8
    // A state taken as it is (a session's window, a pure helper) may select a tab the layout
    // does not draw: the fast lane for presentations must not keep it.
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline).placement(.sidebarOnly)
      AppTab("profile", .profile)
    } origin: {
      Social.origin(of: $0)
    }
    var engine = NavigationEngine(
      unchecked: NavigationState(selection: .timeline), structure: structure, environment: LayoutEnvironment())
    let events = engine.send(.present(.compose, style: .sheet))
    #expect(engine.state.selection == .profile)
    #expect((try? events.get())?.contains(.repaired(from: .timeline, to: .profile)) == true)
  }

  @Test func anEngineWithNothingToSelectRefusesEvenAPresentation() {  // I3, D8
    let structure = AppStructure<SocialDestination> {
      AppTab("timeline", .timeline).placement(.sidebarOnly)
    } origin: {
      Social.origin(of: $0)
    }
    var engine = NavigationEngine(structure: structure, selection: .timeline)
    #expect(engine.send(.present(.compose, style: .sheet)) == .failure(.noAvailableTab))
    #expect(engine.state.modals.isEmpty)
  }

  @Test func leavingSearchExpandsTheSectionItGoesBackTo() {  // D7: a collapsed section is expanded before one of its tabs is chosen
    var engine = NavigationEngine(
      structure: Social.structure(), selection: .tag("ios"),
      environment: LayoutEnvironment(style: .tabBar, sectionPolicy: .collapse))
    _ = engine.send(.select(.explore))
    _ = engine.setEnvironment(LayoutEnvironment(style: .sidebar, sizeClass: .regular, idiom: .pad))
    _ = engine.send(.dismissSearch)
    #expect(engine.state.allIDs.allSatisfy { !$0.isReserved }, "no collapsed-section entry is left on a stack")
  }

  @Test func aCycleOfOriginsIsFoundWithUnboundedLimits() {  // SNAP-20 differs; D14: "no limit" settings must not hang
    let unbounded = Fixtures.cyclicShapes.withLimits(NavigationLimits(maxStackDepth: .max, maxModalDepth: .max))
    var state = NavigationState(selection: ShapesDestination.triangle)
    #expect(throws: NavigationError<ShapesDestination>.originCycle([.infinity, .circle, .infinity])) {
      try state.apply(.show(.infinity), in: unbounded)
    }
  }
}
