public import Waypoint

extension NavigationTestStore {
  /// Replays a recording on the store's navigator, input by input, and fails the test at the
  /// first step whose state or events differ from what was recorded: a bug report's recording
  /// becomes a test. The store must start where the recording starts, with the app's guard
  /// installed (``setGuard(_:context:assert:fileID:filePath:line:column:)``); every state and
  /// event the recording checks counts as asserted.
  ///
  /// ```swift
  /// let recording = try NavigationEngine<SocialDestination>.Recording(jsonData: data)
  /// let store = NavigationTestStore(structure: Social.structure(), selection: .timeline, routes: Social.routes)
  /// store.setGuard(Social.signInGuard, context: .signedOut)
  /// store.replay(recording, guard: Social.signInGuard)
  /// ```
  ///
  /// - Parameters:
  ///   - recording: the recording.
  ///   - guard: the app's guard, bound to each context the recording installs.
  ///   - updates: the structures the recording's structure updates install.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func replay<Context: Decodable & Sendable>(
    _ recording: NavigationEngine<D>.Recording,
    guard: NavigationGuard<D, Context>,
    updates: [AppStructure<D>] = [],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    replay(
      recording, bind: NavigationEngine<D>.Recording.binder(for: `guard`), updates: updates,
      at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Replays a recording made without a guard on the store's navigator (see
  /// ``replay(_:guard:updates:fileID:filePath:line:column:)``).
  ///
  /// ```swift
  /// let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
  /// store.replay(recording)
  /// ```
  ///
  /// - Parameters:
  ///   - recording: the recording.
  ///   - updates: the structures the recording's structure updates install.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func replay(
    _ recording: NavigationEngine<D>.Recording,
    updates: [AppStructure<D>] = [],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    replay(recording, bind: nil, updates: updates, at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func replay(
    _ recording: NavigationEngine<D>.Recording,
    bind: NavigationEngine<D>.ContextBinder?,
    updates: [AppStructure<D>],
    at location: IssueLocation
  ) {
    defer {
      asserted = navigator.state
      _ = log.takeAll()
    }
    if let problem = recording.startProblem(in: navigator.structure) {
      return location.fail("The recording cannot be replayed: \(problem)")
    }
    if let mismatch = recording.startMismatch(on: navigator.engine) {
      return location.fail("The store does not start where the recording starts: \(mismatch)")
    }
    if let divergence = recording.startDivergence(of: navigator.engine) {
      return location.fail("The store does not start where the recording starts: \(divergence)")
    }
    let structures = NavigationEngine<D>.Recording.structures(navigator.structure, updates: updates)
    for (index, step) in recording.steps.enumerated() {
      do throws(NavigationEngine<D>.Recording.Problem) {
        if let divergence = try navigator.replay(step, number: index + 1, structures: structures, bind: bind) {
          return location.fail("The replay diverged from the recording: \(divergence)")
        }
      } catch {
        return location.fail("The recording cannot be replayed: \(error)")
      }
    }
  }
}
