import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Tabs, hidden stacks, alerts, bookkeeping and the steps themselves.
@Suite struct TransitionStepTests {
  let shapes = Shapes.structure
}

extension TransitionStepTests {
  @Test func changingTabsDismissesFirstThenSelectsWithTheNewTabsStack() throws {  // D11, D1
    var start = NavigationState(selection: ShapesDestination.triangle)
    try start.apply(.present(.settings, style: .sheet), in: shapes)
    var target = start
    try target.apply(.show(.circleItem(level: 2)), in: shapes)
    let plan = TransitionPlan(from: start, to: target)
    #expect(plan.kinds == ["dismiss", "select"])
    #expect(plan.steps[1].hiddenStacks == [.circle: target.stack(for: .circle)])
    #expect(plan.end == target)
  }

  @Test func stacksOfTabsNotShownChangeWithTheSelection() throws {  // D11
    var start = NavigationState(selection: ShapesDestination.triangle)
    try start.apply(.push(.infinity), in: shapes)
    var target = start
    try target.apply(.select(.circle), in: shapes)
    try target.apply(.push(.circleItem(level: 1)), in: shapes)
    try target.apply(.select(.triangle), in: shapes)
    try target.apply(.select(.triangle), in: shapes)  // pops to root
    try target.apply(.select(.rectangle), in: shapes)
    let plan = TransitionPlan(from: start, to: target)
    #expect(plan.kinds == ["select"])
    #expect(plan.steps[0].hiddenStacks == [.triangle: [], .circle: target.stack(for: .circle)])
    #expect(plan.end == target)
  }

  @Test func hiddenStacksRideOnTheFirstStepWhenTheSelectionStays() throws {  // D11: minimal
    var start = NavigationState(selection: ShapesDestination.triangle)
    var target = start
    try target.apply(.select(.circle), in: shapes)
    try target.apply(.push(.circleItem(level: 1)), in: shapes)
    try target.apply(.select(.triangle), in: shapes)
    try target.apply(.present(.settings, style: .sheet), in: shapes)
    start.previousSelection = .circle
    let plan = TransitionPlan(from: start, to: target)
    #expect(plan.kinds == ["present"])
    #expect(plan.steps[0].hiddenStacks == [.circle: target.stack(for: .circle)])
    #expect(plan.end == target)
  }

  @Test func onlyUnseenChangesTakeOneStepThatKeepsTheSelection() throws {  // I7: exact target
    let start = NavigationState(selection: ShapesDestination.triangle)
    var target = start
    target.stacks[.circle] = [Entry(id: 0, destination: .circleItem(level: 1))]
    target.previousSelection = .circle
    target.nextEntryID = 3
    let plan = TransitionPlan(from: start, to: target)
    #expect(plan.steps.map(\.change) == [.select(.triangle)])
    #expect(plan.end == target)
  }

  @Test func anAlertIsDismissedBeforeAnythingMoves() throws {  // D11; TCA-38: the alert sits on the top screen
    var start = NavigationState(selection: ShapesDestination.triangle)
    try start.apply(.presentAlert(AlertState(title: "Hi")), in: shapes)
    var target = start
    try target.apply(.push(.infinity), in: shapes)
    let plan = TransitionPlan(from: start, to: target)
    #expect(plan.steps.map(\.change) == [.dismiss(to: 0), .setPath(tab: .triangle, target.selectedStack)])
  }

  @Test func anAlertIsPresentedLastInItsOwnStep() throws {  // I7: one presentation per step
    let start = NavigationState(selection: ShapesDestination.rectangle)
    var target = start
    try target.apply(.show(.rectangleItem(level: 3)), in: shapes)
    try target.apply(.presentAlert(AlertState(title: "Saved")), in: shapes)
    let plan = TransitionPlan(from: start, to: target)
    #expect(plan.kinds == ["setPath", "present", "presentAlert"])
    #expect(plan.end == target)
  }

  @Test func anUnchangedAlertOverUnchangedScreensStays() throws {  // D11: minimal
    var start = NavigationState(selection: ShapesDestination.triangle)
    try start.apply(.presentAlert(AlertState(title: "Hi")), in: shapes)
    var target = start
    target.stacks[.circle] = [Entry(id: 0, destination: .circleItem(level: 1))]
    target.nextEntryID = 1
    let plan = TransitionPlan(from: start, to: target)
    #expect(plan.kinds == ["select"])
    #expect(plan.end.alert == start.alert)
  }

  @Test func anotherAlertReplacesTheFirstInTwoSteps() throws {  // I7
    var start = NavigationState(selection: ShapesDestination.triangle)
    try start.apply(.presentAlert(AlertState(title: "One")), in: shapes)
    var target = start
    target.alert = AlertState(title: "Two")
    let plan = TransitionPlan(from: start, to: target)
    #expect(plan.steps.map(\.change) == [.dismiss(to: 0), .presentAlert(AlertState(title: "Two"))])
  }

  @Test func theNextIDStaysAboveEveryIDOnTheWay() throws {  // D4, I2
    var start = NavigationState(selection: ShapesDestination.rectangle)
    try start.apply(.show(.rectangleItem(level: 8)), in: shapes)
    var target = start
    try target.apply(.dismissAll, in: shapes)
    target.nextEntryID = 2  // an older target, as a restored one could be
    let plan = TransitionPlan(from: start, to: target)
    #expect(plan.steps.dropLast().allSatisfy { $0.nextEntryID == start.nextEntryID })
    #expect(plan.end.nextEntryID == 2)
  }

  @Test func kindsHaveStableNames() {  // the demo's JSON and text output
    let modal = Modal(id: 1, destination: ShapesDestination.settings, style: .sheet)
    let changes: [TransitionPlan<ShapesDestination>.Step.Change] = [
      .select(.circle), .setPath(tab: .circle, []), .dismiss(to: 0), .present(modal),
      .setModalPath(elevation: 0, []), .presentAlert(AlertState(title: "A")),
    ]
    #expect(changes.map(\.kind) == ["select", "setPath", "dismiss", "present", "setModalPath", "presentAlert"])
    #expect(changes.map { TransitionPlan.Step($0, nextEntryID: 0).isPresentation } == [false, false, false, true, false, true])
  }

  @Test func stepsRoundTripThroughJSON() throws {  // Codable round trip, for the demo's JSON output
    var target = NavigationState(selection: ShapesDestination.triangle)
    try target.apply(.show(.rectangleItem(level: 8)), in: shapes)
    try target.apply(.presentAlert(AlertState(title: "Saved")), in: shapes)
    let steps = TransitionPlan(from: NavigationState(selection: .circle), to: target).steps
    let data = try JSONEncoder().encode(steps)
    #expect(try JSONDecoder().decode([TransitionPlan<ShapesDestination>.Step].self, from: data) == steps)
  }

  @Test func applyingAStepThatDoesNotFitChangesOnlyWhatIsThere() {  // D11: re-plan from any screen
    var state = NavigationState(selection: ShapesDestination.circle)
    state.alert = AlertState(title: "Hi")
    let dismissed = TransitionPlan<ShapesDestination>.Step(.dismiss(to: 3), nextEntryID: 0).apply(to: state)
    #expect(dismissed.alert == nil)
    #expect(dismissed.modals.isEmpty)
    let unchanged = TransitionPlan<ShapesDestination>.Step(.setModalPath(elevation: 2, []), nextEntryID: 0).apply(to: dismissed)
    #expect(unchanged == dismissed)
    let negative = TransitionPlan<ShapesDestination>.Step(.dismiss(to: -4), nextEntryID: 0).apply(to: dismissed)
    #expect(negative == dismissed)
  }

  @Test func aPlanPrintsAsNumberedCompactLines() throws {  // the demo prints plans
    var target = NavigationState(selection: ShapesDestination.triangle)
    try target.apply(.show(.rectangleItem(level: 4)), in: shapes)
    try target.apply(.presentAlert(AlertState(title: "Saved")), in: shapes)
    let plan = NavigationState(selection: ShapesDestination.triangle).plan(to: target)
    #expect(
      plan.description == """
        1. select Rectangle; set the path of Rectangle to [Rectangle 1 (#0), Rectangle 2 (#1)]
        2. present Rectangle 3 (#2) as a sheet with [Rectangle 4 (#3)]
        3. present the alert 'Saved'
        """)
    #expect(TransitionPlan<ShapesDestination>.Step(.dismiss(to: 1), nextEntryID: 0).description == "dismiss elevation 1 and above")
    #expect(
      TransitionPlan<ShapesDestination>.Step(.setModalPath(elevation: 0, []), nextEntryID: 0).description == "set the path of modal 0 to []"
    )
  }
}
