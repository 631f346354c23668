import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// What choosing the selected tab again does, per tab (next-features 3.4): pop to the root (the
/// default, D6), pop one, nothing, or an action; through the guard like any pop.
@MainActor
@Suite struct ReselectPolicyTests {
  static let structure = AppStructure<ShapesDestination> {
    AppTab("triangle", .triangle).onReselect(.perform(.present(.settings, style: .sheet)))
    AppTab("rectangle", .rectangle)
    AppTab("circle", .circle).onReselect(.popOne)
    AppTab("infinity", .infinity).onReselect(.nothing)
  } origin: { destination in
    destination == .infinity ? .root : Shapes.origin(of: destination)
  }

  func navigator(on tab: ShapesDestination, pushing levels: Int) -> Navigator<ShapesDestination> {
    let navigator = Navigator(structure: Self.structure, selection: tab)
    for level in 0..<levels { navigator.push(tab == .rectangle ? .rectangleItem(level: 1) : .circleItem(level: level + 1)) }
    return navigator
  }
}

extension ReselectPolicyTests {
  @Test func theDefaultPopsToTheRootThenScrollsToTop() {  // D6, AppRouter testPopToRoot
    let navigator = navigator(on: .rectangle, pushing: 1)
    navigator.select(.rectangle)
    #expect(navigator.state.selectedStack.isEmpty)
    #expect(navigator.lastEvents.map(\.kind) == ["reselected", "popped"])
    navigator.select(.rectangle)
    #expect(navigator.lastEvents == [.reselected(.rectangle), .scrollToTop(.rectangle)])
  }

  @Test func popOneTakesOneScreenAtATime() {
    let navigator = navigator(on: .circle, pushing: 3)
    let stack = navigator.state.selectedStack
    navigator.select(.circle)
    #expect(navigator.state.selectedStack == Array(stack.prefix(2)))
    #expect(navigator.lastEvents == [.reselected(.circle), .popped([stack[2]])])
    navigator.select(.circle)
    navigator.select(.circle)
    #expect(navigator.state.selectedStack.isEmpty)
    navigator.select(.circle)
    #expect(navigator.lastEvents == [.reselected(.circle), .scrollToTop(.circle)])
  }

  @Test func nothingLeavesTheStack() {
    let navigator = Navigator(structure: Self.structure, selection: .infinity)
    navigator.push(.circleItem(level: 1))
    let before = navigator.state
    navigator.select(.infinity)
    #expect(navigator.state == before)
    #expect(navigator.lastEvents == [.reselected(.infinity)])
  }

  @Test func performRunsTheActionInstead() {
    let navigator = Navigator(structure: Self.structure, selection: .triangle)
    navigator.select(.triangle)
    #expect(navigator.state.modals.map(\.destination) == [.settings])
    #expect(navigator.lastEvents.map(\.kind) == ["reselected", "presented"])
  }

  @Test func choosingTheTabFromAnotherOneSelectsIt() {  // the policy is only for the selected tab
    let navigator = navigator(on: .circle, pushing: 2)
    navigator.select(.rectangle)
    navigator.select(.circle)
    #expect(navigator.state.selectedStack.count == 2)
  }

  @Test func aPolicyThatChoosesItsOwnTabForeverIsATypedError() {  // bad input: no endless loop
    let looping = AppStructure<ShapesDestination> {
      AppTab("triangle", .triangle).onReselect(.perform(.select(.triangle)))
      AppTab("circle", .circle)
    } origin: {
      Shapes.origin(of: $0)
    }
    let navigator = Navigator(structure: looping, selection: .triangle)
    #expect(navigator.select(.triangle) == .failure(.interceptLoop(.triangle)))
    #expect(navigator.state == NavigationState(selection: .triangle))
  }

  @Test func thePersonsReselectionAsksTheGuardBeforeScreensLeave() {  // I14: a pop is an exit
    let store = NavigationTestStore(structure: Self.structure, selection: .circle)
    store.exhaustivity = .off
    store.send(.push(.circleItem(level: 1)))
    store.setGuard(NavigationGuard<ShapesDestination, Void>.onLeaving { _, _, _ in .deny(DenialReason(code: "draft")) }, context: ())
    store.send(.select(.circle).by(.person), throws: .leavingDenied(.circleItem(level: 1), reason: DenialReason(code: "draft")))
    #expect(store.state.selectedStack.count == 1)
  }
}
