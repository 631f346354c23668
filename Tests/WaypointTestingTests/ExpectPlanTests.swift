import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

@Suite struct ExpectPlanTests {
  let triangle = NavigationState(selection: ShapesDestination.triangle)
}

extension ExpectPlanTests {
  @Test func aDeepLinksPlanIsAssertedByKind() {  // D11: one presentation per step
    expectPlan(from: triangle, applying: .show(.rectangleItem(level: 8)), in: Shapes.structure, kinds: ["select", "present", "present"])
  }

  @Test func aPlanIsAssertedStepByStep() throws {  // D11, FS-46
    let target = try triangle.applying(.show(.rectangleItem(level: 3)), in: Shapes.structure).get().state
    let plan = expectPlan(
      from: triangle, to: target,
      changes: [
        .select(.rectangle),
        .present(Modal(id: 2, destination: .rectangleItem(level: 3), style: .sheet, caller: .nobody)),
      ])
    #expect(plan.states.last == target)
  }

  @Test func wrongKindsFailWithADiffAndThePlan() {  // D11; issue 8: a failure shows a diff
    withExpectedIssues {
      expectPlan(from: triangle, applying: .show(.rectangleItem(level: 8)), in: Shapes.structure, kinds: ["select", "present"])
    } matching: { issue in
      message(of: issue).contains("The plan's steps do not match expectation") && message(of: issue).contains("+   [2]: \"present\"")
        && message(of: issue).contains("1. select Rectangle")
    }
  }

  @Test func wrongChangesFailWithADiff() throws {  // D11; issue 8: a failure shows a diff
    let target = try triangle.applying(.show(.circleItem(level: 1)), in: Shapes.structure).get().state
    withExpectedIssues {
      expectPlan(from: triangle, to: target, changes: [.select(.rectangle)])
    } matching: {
      message(of: $0).contains("The plan's steps do not match expectation")
    }
  }

  @Test func aRejectedActionHasNoPlan() {  // D3
    withExpectedIssues {
      expectPlan(from: triangle, applying: .pop(1), in: Shapes.structure, kinds: [])
    } matching: {
      message(of: $0).contains(".pop(1) was rejected, so there is nothing to plan")
    }
  }
}
