public import Waypoint

/// Asserts the hierarchy a deep link builds: `show(destination)` from `state` must succeed, show
/// exactly `expected` (bottom first, ids aside) and leave a valid state.
///
/// A failure is reported at the caller's line with a diff of the screens, under Swift Testing and
/// XCTest alike.
///
/// ```swift
/// expectShow(.rectangleItem(level: 4), in: Shapes.structure, shows: [
///   .tab(.rectangle),
///   .pushed(.rectangleItem(level: 1)),
///   .pushed(.rectangleItem(level: 2)),
///   .sheet(.rectangleItem(level: 3)),
///   .pushed(.rectangleItem(level: 4)),
/// ])
/// ```
///
/// - Parameters:
///   - destination: the deep link's target.
///   - structure: the app's structure.
///   - state: where the deep link starts; by default the structure's initial state.
///   - environment: the layout the deep link is shown in; a sidebar, which draws every tab, by
///     default.
///   - expected: the screens the result must show, bottom first.
///   - fileID: the file of the assertion, where a failure is reported.
///   - filePath: the file's path.
///   - line: the line.
///   - column: the column.
/// - Returns: the state the deep link produced, for further checks; `nil` when it failed.
@discardableResult
public func expectShow<D: Destination>(
  _ destination: D,
  in structure: AppStructure<D>,
  from state: NavigationState<D>? = nil,
  environment: LayoutEnvironment = LayoutEnvironment(style: .sidebar),
  shows expected: [VisibleScreen<D>],
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> NavigationState<D>? {
  let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let label = "show(\(Diffing.dump(destination)))"
  guard let start = state ?? structure.initialState else {
    location.fail("\(label): the structure has no selectable tab to start from; pass a state.")
    return nil
  }
  switch EngineRun.applying(.show(destination), to: start, in: structure, environment: environment) {
  case let .failure(error):
    location.fail("\(label) was rejected: \(error).")
    return nil
  case let .success(shown):
    if let difference = Diffing.difference(expected: expected, actual: shown.visibleScreens) {
      location.fail("\(label) does not show the expected screens: …" + difference)
    }
    let violations = NavigationInvariants.violations(of: shown, in: structure)
    if !violations.isEmpty {
      location.fail("The state after \(label) breaks the navigation invariants: \(violations.joined(separator: "; "))")
    }
    return shown
  }
}

/// Asserts that a deep link is rejected with `expectedError`: an origin cycle, a route
/// deeper than the limits, a disabled tab.
///
/// ```swift
/// let limited = Shapes.structure.withLimits(NavigationLimits(maxStackDepth: 5))
/// expectShow(.circleItem(level: 6), in: limited, throws: .stackDepthExceeded(limit: 5))
/// ```
///
/// - Parameters:
///   - destination: the deep link's target.
///   - structure: the app's structure.
///   - state: where the deep link starts; by default the structure's initial state.
///   - environment: the layout the deep link is shown in; a sidebar, which draws every tab, by
///     default.
///   - expectedError: the error `show` must report.
///   - fileID: the file of the assertion, where a failure is reported.
///   - filePath: the file's path.
///   - line: the line.
///   - column: the column.
public func expectShow<D: Destination>(
  _ destination: D,
  in structure: AppStructure<D>,
  from state: NavigationState<D>? = nil,
  environment: LayoutEnvironment = LayoutEnvironment(style: .sidebar),
  throws expectedError: NavigationError<D>,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let label = "show(\(Diffing.dump(destination)))"
  guard let start = state ?? structure.initialState else {
    location.fail("\(label): the structure has no selectable tab to start from; pass a state.")
    return
  }
  switch EngineRun.applying(.show(destination), to: start, in: structure, environment: environment) {
  case let .success(shown):
    location.fail(
      "Expected \(label) to be rejected with \(Diffing.dump(expectedError)), but it showed: …\n\n"
        + Diffing.indent(Diffing.dump(shown.visibleScreens))
    )
  case let .failure(error):
    if let difference = Diffing.difference(expected: expectedError, actual: error) {
      location.fail("\(label) was rejected with a different error: \(error)." + difference)
    }
  }
}
