public import Waypoint

/// Asserts a restoration round trip: `state` saved as a snapshot, as JSON and as the
/// compact string `@SceneStorage` holds, restores to an equal state, ids included, with no
/// adjustment.
///
/// ```swift
/// var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
/// engine.send(.show(.rectangleItem(level: 4)))
/// expectRestorationRoundTrip(engine.state, in: Shapes.structure)
/// ```
///
/// - Parameters:
///   - state: the state to save and restore.
///   - structure: the app's structure.
///   - options: the restoration options (migration, guard, limits); the defaults otherwise.
///   - fileID: the file of the assertion, where a failure is reported.
///   - filePath: the file's path.
///   - line: the line.
///   - column: the column.
/// - Returns: the restored state, for further checks; `nil` when restoring failed.
@discardableResult
public func expectRestorationRoundTrip<D: Destination>(
  _ state: NavigationState<D>,
  in structure: AppStructure<D>,
  options: SessionSnapshot<D>.RestoreOptions = SessionSnapshot.RestoreOptions(),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> NavigationState<D>? {
  let restored = expectRestorationRoundTrip(
    SessionSnapshot(state: state), in: structure, options: options,
    fileID: fileID, filePath: filePath, line: line, column: column)
  return restored?.windows.first?.state
}

/// Asserts a whole session's restoration round trip: every window's state and the
/// customization, through JSON and through the compact string, with no adjustment.
///
/// ```swift
/// let main = NavigationState(selection: SocialDestination.timeline)
/// let detail = NavigationState(selection: SocialDestination.explore)
/// let snapshot = SessionSnapshot(windows: [
///   SessionSnapshot.Window(id: 0, state: main),
///   SessionSnapshot.Window(id: 1, state: detail),
/// ])
/// expectRestorationRoundTrip(snapshot, in: Social.structure())
/// ```
///
/// - Parameters:
///   - snapshot: the session to save and restore.
///   - structure: the app's structure.
///   - options: the restoration options; the defaults otherwise.
///   - fileID: the file of the assertion, where a failure is reported.
///   - filePath: the file's path.
///   - line: the line.
///   - column: the column.
/// - Returns: the restored snapshot, for further checks; `nil` when restoring failed.
@discardableResult
public func expectRestorationRoundTrip<D: Destination>(
  _ snapshot: SessionSnapshot<D>,
  in structure: AppStructure<D>,
  options: SessionSnapshot<D>.RestoreOptions = SessionSnapshot.RestoreOptions(),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> SessionSnapshot<D>? {
  let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let restoredFromJSON: SessionSnapshot<D>.RestoreOutcome
  let restoredFromString: SessionSnapshot<D>.RestoreOutcome
  do {
    restoredFromJSON = try SessionSnapshot.restore(from: snapshot.jsonData(), in: structure, options: options)
    restoredFromString = try SessionSnapshot.restore(
      fromCompactString: snapshot.compactString(), in: structure, options: options)
  } catch {
    location.fail("The snapshot could not be saved and restored: \(error).")
    return nil
  }
  for (format, outcome) in [("JSON", restoredFromJSON), ("the compact string", restoredFromString)] {
    if !outcome.adjustments.isEmpty {
      location.fail(
        "Restoring from \(format) adjusted the snapshot:\n\n"
          + outcome.adjustments.map { "  • \($0)" }.joined(separator: "\n")
      )
    }
    if outcome.snapshot.windows != snapshot.windows {
      location.fail(
        "The windows restored from \(format) differ from the saved ones: …"
          + (Diffing.difference(expected: comparable(snapshot.windows), actual: comparable(outcome.snapshot.windows)) ?? "")
      )
    }
  }
  return restoredFromJSON.snapshot
}

/// Windows with empty stacks removed, so a diff shows only what `==` compares.
private func comparable<D>(_ windows: [SessionSnapshot<D>.Window]) -> [SessionSnapshot<D>.Window] {
  windows.map { window in
    var copy = window
    copy.state = window.state.comparable
    return copy
  }
}
