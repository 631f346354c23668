import Testing
import Waypoint
import WaypointDemoKit
import WaypointExamples

@testable import WaypointPlayground

@Suite struct StepRecordTests {}

extension StepRecordTests {
  private var routes: PlaygroundRoutes<ShapesDestination> { Playground.shapes.paths }

  private func keys(_ record: StepRecord) -> [String] { record.fields.map(\.key) }

  // Issue 7, JSON `steps`: each kind of the planner's steps with its fields, screens named by path (D11).
  @Test func everyKindWithItsFields() {
    let entry = Entry<ShapesDestination>(id: 4, destination: .rectangleItem(level: 4))
    let modal = Modal<ShapesDestination>(id: 3, destination: .rectangleItem(level: 3), style: .sheet, stack: [entry])
    let select = StepRecord(TransitionPlan.Step(.select(.rectangle), nextEntryID: 5), routes: routes)
    #expect(select.kind == "select")
    #expect(keys(select) == ["tab", "stacks", "animated"])
    #expect(select.text == "select /rectangle")
    let setPath = StepRecord(TransitionPlan.Step(.setPath(tab: .rectangle, [entry]), nextEntryID: 5), routes: routes)
    #expect(keys(setPath) == ["tab", "paths", "stacks", "animated"])
    #expect(setPath.text == "set the path of /rectangle to [/rectangle/item/4 (#4)]")
    let dismiss = StepRecord(TransitionPlan.Step(.dismiss(to: 1), nextEntryID: 5), routes: routes)
    #expect(keys(dismiss) == ["elevation", "stacks", "animated"])
    let present = StepRecord(TransitionPlan.Step(.present(modal), nextEntryID: 5), routes: routes)
    #expect(keys(present) == ["path", "style", "id", "stack", "stacks", "animated"])
    #expect(present.text == "present /rectangle/item/3 (#3) as a sheet with [/rectangle/item/4 (#4)]")
    let setModalPath = StepRecord(TransitionPlan.Step(.setModalPath(elevation: 0, []), nextEntryID: 5), routes: routes)
    #expect(keys(setModalPath) == ["elevation", "paths", "stacks", "animated"])
    let alert = StepRecord(TransitionPlan.Step(.presentAlert(AlertState(title: "Delete?")), nextEntryID: 5), routes: routes)
    #expect(alert.kind == "presentAlert")
    #expect(alert.text == "present the alert 'Delete?'")
  }

  // D11: the stacks of tabs not shown that a step sets are listed, in path order.
  @Test func stacksSetAlongTheStep() {
    let step = TransitionPlan<ShapesDestination>.Step(
      .select(.circle), hiddenStacks: [.rectangle: [Entry(id: 1, destination: .rectangleItem(level: 1))], .circle: []],
      nextEntryID: 2)
    let record = StepRecord(step, routes: routes)
    #expect(record.text == "select /circle; set the path of /circle to []; set the path of /rectangle to [/rectangle/item/1 (#1)]")
    #expect(
      record.fields.first { $0.key == "stacks" }?.value
        == .object([("/circle", .array([])), ("/rectangle", .array([.string("/rectangle/item/1")]))]))
  }
}
