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
