public import Waypoint

extension NavigationTestStore {
  /// Sends an action and asserts how it changed the state.
  ///
  /// The closure receives the state as it was *before* the action and mutates it into the state
  /// the test expects. In exhaustive mode, any difference from the actual state fails with a diff;
  /// without a closure, the action must not change the state at all. In non-exhaustive mode, only
  /// what the closure sets is checked, so write assignments (`$0.selection = .circle`), not
  /// relative changes (`append`).
  ///
  /// Events the action caused are then pending: receive them with
  /// ``receive(_:_:fileID:filePath:line:column:)`` before the next action. An action the
  /// navigator rejects fails the test; use ``send(_:throws:fileID:filePath:line:column:)`` when the
  /// error is what the test expects. The expected `nextEntryID` follows the actual one.
  ///
  /// ```swift
  /// store.send(.show(.rectangleItem(level: 3))) {
  ///   $0.selection = .rectangle
  ///   $0.previousSelection = .triangle
  ///   $0.stacks[.rectangle] = [
  ///     Entry(id: 0, destination: .rectangleItem(level: 1)),
  ///     Entry(id: 1, destination: .rectangleItem(level: 2)),
  ///   ]
  ///   $0.modals = [Modal(id: 2, destination: .rectangleItem(level: 3), style: .sheet)]
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: the action to send.
  ///   - updateStateToExpectedResult: mutates the state before the action into the expected
  ///     state; `nil` when the action must not change it.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func send(
    _ action: NavigationAction<D>,
    assert updateStateToExpectedResult: ((inout NavigationState<D>) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    run(
      "send(\(Diffing.describe(action)))",
      at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      assert: updateStateToExpectedResult
    ) { navigator.send(action) }
  }

  /// Sends an action the navigator must reject with `expectedError`, leaving the state unchanged.
  ///
  /// The `.rejected` event the navigator publishes is received by this call. The test fails when
  /// the action succeeds, when it fails with another error (with a diff), or when the state
  /// changed anyway.
  ///
  /// ```swift
  /// store.send(.pop(3), throws: .popPastRoot(requested: 3, available: 0))
  /// store.send(.select(.post), throws: .tabDisabled(.post))
  /// ```
  ///
  /// - Parameters:
  ///   - action: the action to send.
  ///   - expectedError: the error the navigator must report.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func send(
    _ action: NavigationAction<D>,
    throws expectedError: NavigationError<D>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    run(
      "send(\(Diffing.describe(action)))",
      at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      throws: expectedError
    ) { navigator.send(action) }
  }
}

extension NavigationTestStore {
  /// Runs one change of the navigator and checks its outcome against `update`.
  func run(
    _ label: String,
    at location: IssueLocation,
    assert update: ((inout NavigationState<D>) -> Void)?,
    _ body: () -> Result<[NavigationEvent<D>], NavigationError<D>>
  ) {
    settle(before: label, at: location)
    let before = asserted
    if case let .failure(error) = body() {
      log.removeLast(.rejected(error))
      location.fail(
        """
        \(label) was rejected: \(error).

        The navigator published:

        \(Diffing.indent(Diffing.dump(NavigationEvent<D>.rejected(error))))

        If the test expects this error, pass it as `throws:`, as in send(_:throws:).
        """
      )
      checkUnchanged(before, after: label, at: location)
      return
    }
    expect(from: before, update, after: label, at: location)
  }

  /// Runs one change of the navigator that must fail with `expectedError`.
  func run(
    _ label: String,
    at location: IssueLocation,
    throws expectedError: NavigationError<D>,
    _ body: () -> Result<[NavigationEvent<D>], NavigationError<D>>
  ) {
    settle(before: label, at: location)
    let before = asserted
    switch body() {
    case .success:
      location.fail(
        """
        Expected \(label) to be rejected with \(Diffing.dump(expectedError)), but it succeeded.

        The state it produced and its events are accepted so that the next steps report only \
        their own problems.
        """
      )
      asserted = navigator.state
      _ = log.takeAll()
    case let .failure(error):
      log.removeLast(.rejected(error))
      if error != expectedError {
        location.fail(
          "\(label) was rejected with a different error: \(error)."
            + (Diffing.difference(expected: expectedError, actual: error) ?? "")
        )
      }
      checkUnchanged(before, after: label, at: location)
    }
  }
}
