public import Waypoint

extension NavigationTestStore {
  /// Asserts how the screen moves to the changes since the last check (or since the store was
  /// made): the motions they asked for, combined as the SwiftUI layer combines the changes that
  /// reach the screen together. The check takes the motion, so the next one starts afresh.
  ///
  /// ```swift
  /// store.send(.popToRoot.motion(.instant)) { $0.stacks[.rectangle] = nil }
  /// store.expectMotion(.instant)
  /// store.open(path: "/circle/item/1") {
  ///   $0.selection = .circle
  ///   $0.previousSelection = .rectangle
  ///   $0.stacks[.circle] = [Entry(id: 1, destination: .circleItem(level: 1))]
  /// }
  /// store.expectMotion(.lastStepAnimated)
  /// ```
  ///
  /// - Parameters:
  ///   - expected: how the screen must move.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func expectMotion(
    _ expected: NavigationAction<D>.Motion,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let actual = motionBeforeGestures.combined(with: navigator.takeMotion())
    motionBeforeGestures = .animated
    guard actual != expected else { return }
    IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      .fail("Expected the screen to move \(expected.rawValue), but the changes since the last check move it \(actual.rawValue).")
  }
}
