public import Waypoint

extension NavigationTestStore {
  /// Shows the state in a new environment (a rotation, a size-class change, the sidebar shown or
  /// hidden) and asserts how it changed the state, like any action.
  ///
  /// An environment change never loses a screen, but the selection moves when the new layout
  /// cannot draw it; the `.repaired(from:to:)` event that says so is then pending.
  ///
  /// ```swift
  /// let regular = LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad)
  /// store.setEnvironment(regular)
  /// store.expectLayout(sidebar: [
  ///   .tabs([.watchNow, .library, .downloads, .settings, .search]),
  ///   .section("collections", [.collection(id: 1), .collection(id: 2)]),
  ///   .section("animations", [.animation(id: 1), .animation(id: 2)]),
  /// ])
  /// ```
  ///
  /// - Parameters:
  ///   - environment: the new environment.
  ///   - updateStateToExpectedResult: mutates the state before the change into the expected
  ///     state; `nil` when nothing may change.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func setEnvironment(
    _ environment: LayoutEnvironment,
    assert updateStateToExpectedResult: ((inout NavigationState<D>) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    run(
      "setEnvironment(\(environment.presentation), \(environment.sizeClass), \(environment.idiom))",
      at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      assert: updateStateToExpectedResult
    ) { .success(navigator.setEnvironment(environment)) }
  }

  /// Shows or hides the app's bottom accessory, as the app does when playback starts or stops.
  /// It changes no screen: the test fails if the state changes. Check where it is drawn with
  /// ``expectLayout(tabBar:more:sidebar:selected:tabBarHidden:bottomAccessoryDrawn:fileID:filePath:line:column:)``.
  ///
  /// ```swift
  /// store.setBottomAccessory(shown: true)
  /// store.expectLayout(bottomAccessoryDrawn: true)
  /// ```
  ///
  /// - Parameters:
  ///   - shown: whether the accessory is shown.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func setBottomAccessory(
    shown: Bool,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    run(
      "setBottomAccessory(shown: \(shown))",
      at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      assert: nil
    ) {
      navigator.setBottomAccessory(shown: shown)
      return .success([])
    }
  }

  /// Applies a person's tab customization and asserts how it changed the state. A refused
  /// customization fails the test; use ``customize(_:throws:fileID:filePath:line:column:)`` when
  /// the refusal is what the test expects.
  ///
  /// ```swift
  /// store.customize(.show("downloads", in: .tabBar))  // Media on an iPhone
  /// store.expectLayout(tabBar: [.watchNow, .library, .downloads, .search])
  /// ```
  ///
  /// - Parameters:
  ///   - operation: the change the person makes.
  ///   - updateStateToExpectedResult: mutates the state before the change into the expected
  ///     state (the selection moves when the selected tab is hidden); `nil` when nothing may change.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func customize(
    _ operation: TabCustomization.Operation,
    assert updateStateToExpectedResult: ((inout NavigationState<D>) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let label = "customize(\(Diffing.describe(operation)))"
    settle(before: label, at: location)
    let before = asserted
    if case let .failure(error) = navigator.customize(operation) {
      location.fail(
        """
        \(label) was refused: \(error).

        If the test expects this refusal, pass it as `throws:`, as in customize(_:throws:).
        """
      )
      checkUnchanged(before, after: label, at: location)
      return
    }
    expect(from: before, updateStateToExpectedResult, after: label, at: location)
  }

  /// Applies a tab customization the navigator must refuse with `expectedError`, leaving the
  /// state and the customization unchanged.
  ///
  /// ```swift
  /// store.customize(.hide("watch-now", in: .tabBar), throws: .notRemovable("watch-now", placement: .fixed))
  /// ```
  ///
  /// - Parameters:
  ///   - operation: the change the person tries.
  ///   - expectedError: the refusal the navigator must report.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func customize(
    _ operation: TabCustomization.Operation,
    throws expectedError: CustomizationError,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let label = "customize(\(Diffing.describe(operation)))"
    settle(before: label, at: location)
    let before = asserted
    let customizationBefore = navigator.customization
    switch navigator.customize(operation) {
    case .success:
      location.fail(
        """
        Expected \(label) to be refused with \(Diffing.dump(expectedError)), but it was applied.

        The state it produced and its events are accepted so that the next steps report only \
        their own problems.
        """
      )
      asserted = navigator.state
      _ = log.takeAll()
    case let .failure(error):
      if error != expectedError {
        location.fail(
          "\(label) was refused with a different error: \(error)."
            + (Diffing.difference(expected: expectedError, actual: error) ?? "")
        )
      }
      if navigator.customization != customizationBefore {
        location.fail("\(label) was refused but changed the customization.")
      }
      checkUnchanged(before, after: label, at: location)
    }
  }
}
