public import Foundation
public import Waypoint

extension NavigationTestStore {
  /// Opens a URL through the navigator's routes (a deep link) and asserts how the state
  /// changed, as ``send(_:assert:fileID:filePath:line:column:)`` does.
  ///
  /// ```swift
  /// let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes)
  /// store.open(try #require(URL(string: "waypoint-shapes:///circle/item/1"))) {
  ///   $0.selection = .circle
  ///   $0.previousSelection = .triangle
  ///   $0.stacks[.circle] = [Entry(id: 0, destination: .circleItem(level: 1))]
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - url: the URL.
  ///   - motion: how the screen moves there (see ``expectMotion(_:fileID:filePath:line:column:)``);
  ///     only the last step animates by default.
  ///   - updateStateToExpectedResult: mutates the state before the link into the expected state.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func open(
    _ url: URL,
    motion: NavigationAction<D>.Motion = .lastStepAnimated,
    assert updateStateToExpectedResult: ((inout NavigationState<D>) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    run(
      "open(\(url.absoluteString))",
      at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      assert: updateStateToExpectedResult
    ) { navigator.open(url, motion: motion) }
  }

  /// Opens a URL that the navigator must reject with `expectedError`, leaving the state unchanged.
  ///
  /// ```swift
  /// store.open(try #require(URL(string: "other:///triangle")), throws: .routing(.unknownScheme("other")))
  /// ```
  ///
  /// - Parameters:
  ///   - url: the URL.
  ///   - expectedError: the error the navigator must report.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func open(
    _ url: URL,
    throws expectedError: NavigationError<D>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    run(
      "open(\(url.absoluteString))",
      at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      throws: expectedError
    ) { navigator.open(url) }
  }

  /// Opens a path through the navigator's routes and asserts how the state changed.
  ///
  /// ```swift
  /// store.open(path: "/circle/item/1") {
  ///   $0.selection = .circle
  ///   $0.previousSelection = .triangle
  ///   $0.stacks[.circle] = [Entry(id: 0, destination: .circleItem(level: 1))]
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - path: the path, such as `/circle/item/1`.
  ///   - motion: how the screen moves there; only the last step animates by default.
  ///   - updateStateToExpectedResult: mutates the state before the link into the expected state.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func open(
    path: String,
    motion: NavigationAction<D>.Motion = .lastStepAnimated,
    assert updateStateToExpectedResult: ((inout NavigationState<D>) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    run(
      "open(path: \"\(path)\")",
      at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      assert: updateStateToExpectedResult
    ) { navigator.open(path: path, motion: motion) }
  }

  /// Opens a path that the navigator must reject with `expectedError`.
  ///
  /// ```swift
  /// store.open(path: "/nowhere", throws: .routing(.noMatchingRoute("/nowhere")))
  /// ```
  ///
  /// - Parameters:
  ///   - path: the path.
  ///   - expectedError: the error the navigator must report.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func open(
    path: String,
    throws expectedError: NavigationError<D>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    run(
      "open(path: \"\(path)\")",
      at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      throws: expectedError
    ) { navigator.open(path: path) }
  }
}
