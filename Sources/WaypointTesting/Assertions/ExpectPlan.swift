public import Waypoint

/// Asserts the transition plan from the state on screen to a target: its steps' kinds, in
/// order. The planner itself guarantees that the steps reach the target with one presentation per step;
/// this checks that the app's change is staged the way the test expects.
///
/// ```swift
/// var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
/// let start = engine.state
/// engine.send(.show(.rectangleItem(level: 4)))
/// expectPlan(from: start, to: engine.state, kinds: ["select", "present"])
/// ```
///
/// - Parameters:
///   - start: the state on screen.
///   - target: the state to show.
///   - expected: the kinds of the steps, in order: `select`, `setPath`, `dismiss`, `present`,
///     `setModalPath`, `presentAlert`.
///   - motion: how the screen moves; every step animates by default.
///   - limits: the app's limits (its structure's); a plan made with the structure itself, as the
///     SwiftUI layer makes it, is checked by the `applying:in:` form.
///   - fileID: the file of the assertion, where a failure is reported.
///   - filePath: the file's path.
///   - line: the line.
///   - column: the column.
/// - Returns: the plan, for further checks.
@discardableResult
public func expectPlan<D: Destination>(
  from start: NavigationState<D>,
  to target: NavigationState<D>,
  kinds expected: [String],
  motion: NavigationAction<D>.Motion = .animated,
  limits: NavigationLimits = NavigationLimits(),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> TransitionPlan<D> {
  let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return checkKinds(of: TransitionPlan(from: start, to: target, motion: motion, limits: limits), expected, at: location)
}

/// `plan`, after failing at `location` when its steps' kinds are not `expected`.
private func checkKinds<D: Destination>(of plan: TransitionPlan<D>, _ expected: [String], at location: IssueLocation) -> TransitionPlan<D> {
  if let difference = Diffing.difference(expected: expected, actual: plan.kinds) {
    location.fail("The plan's steps do not match expectation: …" + difference + "\n\nThe plan:\n\(plan)")
  }
  return plan
}

/// Asserts the transition plan's steps exactly, entries and modals included, with a diff when
/// they differ.
///
/// ```swift
/// expectPlan(from: rendered, to: target, changes: [
///   .select(.rectangle),
///   .present(Modal(id: 2, destination: .rectangleItem(level: 3), style: .sheet,
///                  stack: [Entry(id: 3, destination: .rectangleItem(level: 4))])),
/// ])
/// ```
///
/// - Parameters:
///   - start: the state on screen.
///   - target: the state to show.
///   - expected: each step's change, in order.
///   - motion: how the screen moves; every step animates by default.
///   - limits: the app's limits (its structure's); a plan made with the structure itself, as the
///     SwiftUI layer makes it, is checked by the `applying:in:` form.
///   - fileID: the file of the assertion, where a failure is reported.
///   - filePath: the file's path.
///   - line: the line.
///   - column: the column.
/// - Returns: the plan, for further checks.
@discardableResult
public func expectPlan<D: Destination>(
  from start: NavigationState<D>,
  to target: NavigationState<D>,
  changes expected: [TransitionPlan<D>.Step.Change],
  motion: NavigationAction<D>.Motion = .animated,
  limits: NavigationLimits = NavigationLimits(),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> TransitionPlan<D> {
  let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let plan = TransitionPlan(from: start, to: target, motion: motion, limits: limits)
  if let difference = Diffing.difference(expected: expected, actual: plan.steps.map(\.change)) {
    location.fail("The plan's steps do not match expectation: …" + difference)
  }
  return plan
}

/// Asserts the plan that stages an action, such as a deep link, from the state on screen: the
/// action is applied to `start` to get the target, then the plan's kinds are compared.
///
/// ```swift
/// expectPlan(
///   from: NavigationState(selection: .triangle), applying: .show(.rectangleItem(level: 8)),
///   in: Shapes.structure, kinds: ["select", "present", "present"])
/// ```
///
/// - Parameters:
///   - start: the state on screen.
///   - action: the action whose result the plan must reach.
///   - structure: the app's structure.
///   - environment: the layout the action is applied in; a sidebar, which draws every tab, by
///     default.
///   - expected: the kinds of the steps, in order.
///   - motion: how the screen moves; every step animates by default. The plan is made with the
///     structure, as the SwiftUI layer makes it: every state on the way is valid in it.
///   - fileID: the file of the assertion, where a failure is reported.
///   - filePath: the file's path.
///   - line: the line.
///   - column: the column.
/// - Returns: the plan, for further checks; `nil` when the action was rejected.
@discardableResult
public func expectPlan<D: Destination>(
  from start: NavigationState<D>,
  applying action: NavigationAction<D>,
  in structure: AppStructure<D>,
  environment: LayoutEnvironment = LayoutEnvironment(style: .sidebar),
  kinds expected: [String],
  motion: NavigationAction<D>.Motion = .animated,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> TransitionPlan<D>? {
  switch EngineRun.applying(action, to: start, in: structure, environment: environment) {
  case let .failure(error):
    IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      .fail("\(Diffing.describe(action)) was rejected, so there is nothing to plan: \(error).")
    return nil
  case let .success(target):
    // Made with the structure, as the SwiftUI layer makes it.
    return checkKinds(
      of: TransitionPlan(from: start, to: target, motion: motion, structure: structure), expected,
      at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
