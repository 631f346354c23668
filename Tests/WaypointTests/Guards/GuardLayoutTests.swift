import Testing
import Waypoint
import WaypointExamples

/// A guard and a customization together may not leave a layout with nothing to select: a change
/// of size class cannot be refused, so the customization (or the guard) that would is.
@Suite struct GuardLayoutTests {
  typealias Shape = ShapesDestination
  static let noTriangle = NavigationGuard<Shape, Void> { destination, _, _ in
    destination == .triangle ? .deny("no triangle") : .allow
  }
}

extension GuardLayoutTests {
  // Fuzz finding (actions), I1: with the guard denying Triangle, hiding Circle and Rectangle from
  // the tab bar on an iPad's sidebar was accepted, and switching to the tab bar then left a
  // selection the layout did not draw.
  @Test func aCustomizationThatLeavesTheGuardNothingIsRefused() throws {
    var engine = NavigationEngine(
      structure: Shapes.structure, selection: .circle, environment: LayoutEnvironment(style: .sidebar))
    _ = try engine.setGuard(Self.noTriangle, context: ()).get()
    _ = try engine.customize(.hide("rectangle", in: .tabBar)).get()
    #expect(engine.customize(.hide("circle", in: .tabBar)) == .failure(.nothingLeftToSelect("circle")))
    engine.setEnvironment(LayoutEnvironment(style: .tabBar))
    #expect(engine.state.selection == .circle)
  }

  // I1: a guard that would leave a layout nothing to select is refused too.
  @Test func aGuardThatLeavesALayoutNothingIsRefused() throws {
    var engine = NavigationEngine(
      structure: Shapes.structure, selection: .circle, environment: LayoutEnvironment(style: .sidebar))
    _ = try engine.customize(.hide("rectangle", in: .tabBar)).get()
    _ = try engine.customize(.hide("circle", in: .tabBar)).get()
    let before = engine.state
    #expect(throws: NavigationError<Shape>.self) { try engine.setGuard(Self.noTriangle, context: ()).get() }
    #expect(engine.state == before)
  }
}

/// A redirect is shown only where the layout draws it, and laying the state out for a layout
/// never puts in it a screen the guard refuses.
extension GuardLayoutTests {
  typealias Screen = MediaDestination
  static let phone = LayoutEnvironment(style: .tabBar, sizeClass: .compact, idiom: .phone)
  static let collapsingPhone = LayoutEnvironment(style: .tabBar, sizeClass: .compact, idiom: .phone, sectionPolicy: .collapse)
  /// Videos redirect to Settings, which only the sidebar draws.
  static let videosToSettings = NavigationGuard<Screen, Void> { destination, _, _ in
    if case .video = destination { .redirect(to: .settings) } else { .allow }
  }
  static let unavailable = DenialReason(
    code: "redirectUnavailable", message: "the redirect to settings is on the tab settings, which this layout does not draw")

  // Fuzz finding (actions, `redirects`), I1: a guarded push redirected to a screen on a tab the
  // tab bar does not draw selected that tab (a push never re-checks the selection).
  @Test func aPushRedirectedToATabTheLayoutDoesNotDrawIsRefused() throws {
    var engine = NavigationEngine(structure: Media.structure(), selection: .watchNow, environment: Self.phone)
    _ = try engine.setGuard(Self.videosToSettings, context: ()).get()
    let before = engine.state
    #expect(engine.send(.push(.video(id: 1))) == .failure(.denied(.video(id: 1), reason: Self.unavailable)))
    #expect(engine.state == before)
    #expect(engine.pendingNavigation == nil)
  }

  // I1: by any way in (a deep link here), with the same answer.
  @Test func aLinkRedirectedToATabTheLayoutDoesNotDrawIsRefused() throws {
    var engine = NavigationEngine(structure: Media.structure(), selection: .library, environment: Self.phone)
    _ = try engine.setGuard(Self.videosToSettings, context: ()).get()
    let before = engine.state
    #expect(engine.send(.show(.video(id: 1))) == .failure(.denied(.video(id: 1), reason: Self.unavailable)))
    #expect(engine.state == before)
  }

  // The sidebar draws Settings: the redirect is shown there, and the push is held back.
  @Test func aRedirectTheLayoutDrawsIsShown() throws {
    var engine = NavigationEngine(structure: Media.structure(), selection: .watchNow, environment: LayoutEnvironment(style: .sidebar))
    _ = try engine.setGuard(Self.videosToSettings, context: ()).get()
    let events = try engine.send(.push(.video(id: 1))).get()
    #expect(events.contains(.redirected(.video(id: 1), to: .settings)))
    #expect(engine.state.selection == .settings)
    #expect(engine.pendingNavigation?.destination == .video(id: 1))
  }

  // Fuzz finding (actions, `guarded-landings`), I9: where sections collapse, a selected section
  // tab becomes its section's landing screen; with the guard refusing the landing, the layout
  // change put it in the state. The child stays selected instead (the collapsed section's tab
  // shows it), with its stack, and the landing never appears.
  @Test func collapsingNeverSelectsALandingTheGuardRefuses() throws {
    let noCollectionsLanding = NavigationGuard<Screen, Void> { destination, _, _ in
      destination == .collections ? .deny("closed") : .allow
    }
    var engine = NavigationEngine(
      structure: Media.structure(), selection: .collection(id: 1), environment: LayoutEnvironment(style: .sidebar))
    _ = try engine.setGuard(noCollectionsLanding, context: ()).get()
    _ = try engine.send(.push(.video(id: 3))).get()
    let before = engine.state
    let policy = noCollectionsLanding.policy(context: ())
    #expect(engine.setEnvironment(Self.collapsingPhone).isEmpty)
    #expect(!engine.state.heldDestinations.contains(.collections))
    #expect(engine.state.heldDestinations.allSatisfy { policy.allows($0, engine.state) })
    #expect(engine.state == before)
    #expect(engine.layout.tabBar?.items.first { $0.isSelected }?.id == "collections")
    // Without the guard the same change collapses the section, and coming back undoes it.
    var unguarded = try NavigationEngine(structure: Media.structure(), state: before, environment: LayoutEnvironment(style: .sidebar))
    _ = unguarded.setEnvironment(Self.collapsingPhone)
    #expect(unguarded.state.selection == .collections)
    _ = unguarded.setEnvironment(LayoutEnvironment(style: .sidebar))
    #expect(unguarded.state == before)
  }

  // I9: an engine made for a collapsing layout lays its state out the same way.
  @MainActor @Test func aNewEngineNeverSelectsALandingTheGuardRefuses() throws {
    let noCollectionsLanding = NavigationGuard<Screen, Void> { destination, _, _ in
      destination == .collections ? .deny("closed") : .allow
    }
    let navigator = Navigator(structure: Media.structure(), selection: .collection(id: 1), environment: Self.collapsingPhone)
    #expect(navigator.state.selection == .collections)  // no guard yet: the landing is shown
    navigator.setGuard(noCollectionsLanding, context: ())
    #expect(!navigator.state.heldDestinations.contains(.collections))
  }
}
