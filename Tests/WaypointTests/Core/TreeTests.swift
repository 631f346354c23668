import Testing
import Waypoint
import WaypointExamples

@Suite struct TreeTests {}

extension TreeTests {
  @Test func theTreeViewNestsEachModalInTheLevelBelow() throws {  // TCA tree-based view
    var state = NavigationState(selection: ShapesDestination.triangle)
    try state.apply(.show(.rectangleItem(level: 7)), in: Shapes.structure)
    let tree = state.tree
    #expect(tree.destination == .rectangle)
    #expect(tree.stack.count == 2)
    #expect(tree.presented?.destination == .rectangleItem(level: 3))
    #expect(tree.presented?.presented?.destination == .rectangleItem(level: 6))
    #expect(tree.presented?.presented?.stack.map(\.destination) == [.rectangleItem(level: 7)])
    #expect(tree.presented?.presented?.presented == nil)
  }

  @Test func presentedFromALevelIsTheModalAboveIt() throws {
    var state = NavigationState(selection: ShapesDestination.triangle)
    try state.apply(.present(.settings, style: .sheet), in: Shapes.structure)
    #expect(state.presented(from: -1)?.destination == .settings)
    #expect(state.presented(from: 0) == nil)
  }

  @Test func theTopDestinationIsTheVisibleScreen() throws {
    var state = NavigationState(selection: ShapesDestination.triangle)
    #expect(state.topDestination == .triangle)
    try state.apply(.show(.rectangleItem(level: 4)), in: Shapes.structure)
    #expect(state.topDestination == .rectangleItem(level: 4))
  }
}
