public import Waypoint

extension NavigationTestStore {
  /// Asserts how code outside the store changed the state since the last step: a view model, a
  /// feature module's scoped navigator, anything that holds ``navigator``.
  ///
  /// The closure mutates the last asserted state into the expected one, as in
  /// ``send(_:assert:fileID:filePath:line:column:)``. The events of those changes are pending
  /// afterwards; receive them as usual.
  ///
  /// ```swift
  /// let feature = store.navigator.scoped(ShapesDestination.feature)
  /// feature.push(.hexagon)
  /// store.assert {
  ///   $0.stacks[.triangle] = [Entry(id: 0, destination: .feature(.hexagon))]
  /// }
  /// store.receive(.pushed(Entry(id: 0, destination: .feature(.hexagon))))
  /// ```
  ///
  /// - Parameters:
  ///   - updateStateToExpectedResult: mutates the last asserted state into the expected state.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func assert(
    _ updateStateToExpectedResult: (inout NavigationState<D>) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    withoutActuallyEscaping(updateStateToExpectedResult) { update in
      expect(from: asserted, update, after: "changes made outside the store", at: location)
    }
  }

  /// Replaces the navigator's structure (new data, a removed or disabled tab) and asserts how the
  /// state changed.
  ///
  /// ```swift
  /// store.updateStructure(Social.structure(lists: [])) {
  ///   $0.selection = .timeline
  ///   $0.previousSelection = nil
  /// }
  /// store.receive(.repaired(from: .list(id: 2), to: .timeline))
  /// ```
  ///
  /// - Parameters:
  ///   - structure: the new structure.
  ///   - updateStateToExpectedResult: mutates the state before the change into the expected
  ///     state; `nil` when nothing may change.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func updateStructure(
    _ structure: AppStructure<D>,
    assert updateStateToExpectedResult: ((inout NavigationState<D>) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let label = "updateStructure(_:)"
    settle(before: label, at: location)
    let before = asserted
    navigator.updateStructure(structure)
    expect(from: before, updateStateToExpectedResult, after: label, at: location)
  }
}
