public import Waypoint

extension NavigationTestStore {
  /// Installs a guard with the app's context (sign-in, sign-out) and asserts how the state
  /// changed: what the guard no longer allows is removed, and held-back navigation resumes.
  ///
  /// ```swift
  /// store.setGuard(Social.signInGuard, context: .signedOut)
  /// store.send(.select(.notifications)) {
  ///   $0.modals = [Modal(id: 0, destination: .signIn, style: .sheet)]
  /// }
  /// store.skipEvents()
  /// store.setGuard(Social.signInGuard, context: .signedIn) {
  ///   $0.modals = []
  ///   $0.selection = .notifications
  ///   $0.previousSelection = .timeline
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - guard: the app's guard.
  ///   - context: the app's current context.
  ///   - updateStateToExpectedResult: mutates the state before the change into the expected one;
  ///     `nil` when nothing may change.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func setGuard<Context>(
    _ guard: NavigationGuard<D, Context>,
    context: Context,
    assert updateStateToExpectedResult: ((inout NavigationState<D>) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    run(
      "setGuard(_:context: \(Diffing.dump(context)))",
      at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      assert: updateStateToExpectedResult
    ) { navigator.setGuard(`guard`, context: context) }
  }
}
