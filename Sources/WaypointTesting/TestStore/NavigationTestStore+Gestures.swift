public import Waypoint

extension NavigationTestStore {
  /// Performs what a person does with the system's own controls (the back swipe, a sheet's swipe
  /// down, the tab bar, an alert's close) and asserts how it changed the state, like
  /// ``send(_:assert:fileID:filePath:line:column:)``.
  ///
  /// The gesture goes through exactly what the SwiftUI layer calls when the system reports it,
  /// on a screen that shows the navigator's state with every presentation finished. A gesture
  /// the navigator does not take (a disabled tab, going back past the root) changes nothing.
  ///
  /// ```swift
  /// let entry = Entry(id: 0, destination: ShapesDestination.rectangleItem(level: 1))
  /// store.send(.push(.rectangleItem(level: 1))) { $0.stacks[.rectangle] = [entry] }
  /// store.receive(.pushed(entry))
  /// store.perform(.goBack()) { $0.stacks[.rectangle] = [] }  // the swipe back
  /// store.receive(.popped([entry]))
  /// ```
  ///
  /// - Parameters:
  ///   - gesture: what the person does.
  ///   - updateStateToExpectedResult: mutates the state before the gesture into the expected
  ///     state; `nil` when the gesture must not change it.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func perform(
    _ gesture: Navigator<D>.Gesture,
    assert updateStateToExpectedResult: ((inout NavigationState<D>) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    run(
      "perform(\(gesture))",
      at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      assert: updateStateToExpectedResult
    ) {
      screen.redraw(structure: navigator.structure, customization: navigator.customization)
      // The screen takes the motion as it settles; the store keeps it for its next check.
      motionBeforeGestures = motionBeforeGestures.combined(with: navigator.takeMotion())
      screen.settle(on: navigator)
      screen.perform(gesture, on: navigator)
      return .success([])
    }
  }
}
