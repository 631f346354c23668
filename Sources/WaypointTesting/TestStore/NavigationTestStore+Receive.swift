public import Waypoint

extension NavigationTestStore {
  /// Asserts the next events the navigator published, oldest first.
  ///
  /// In exhaustive mode the pending events must begin with exactly these, in order; a mismatch
  /// fails with a diff. In non-exhaustive mode each expected event is looked for among the
  /// pending ones, and the events before it are skipped.
  ///
  /// ```swift
  /// store.send(.select(.post)) {
  ///   $0.modals = [Modal(id: 0, destination: .compose, style: .sheet)]
  /// }
  /// store.receive(
  ///   .intercepted(.post),
  ///   .presented(Modal(id: 0, destination: .compose, style: .sheet))
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - first: the next event.
  ///   - rest: the events after it.
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func receive(
    _ first: NavigationEvent<D>,
    _ rest: NavigationEvent<D>...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let expected = [first] + rest
    if exhaustivity.isExhaustive {
      receiveExhaustively(expected, at: location)
    } else {
      for event in expected { receiveSkipping(event, at: location) }
    }
  }

  /// Drops every pending event, so that the next step does not fail on them. Use it when the test
  /// cares about the state only.
  ///
  /// ```swift
  /// store.send(.show(.player(id: 7))) {
  ///   $0.stacks[.watchNow] = [Entry(id: 0, destination: .video(id: 7))]
  ///   $0.modals = [Modal(id: 1, destination: .player(id: 7), style: .fullScreenCover)]
  /// }
  /// store.skipEvents()
  /// ```
  public func skipEvents() {
    _ = log.takeAll()
  }

  /// Ends the test's use of the store: in exhaustive mode, events that were not received and state
  /// changes made outside the store that were not asserted fail. The store checks both again when
  /// it is released, and reports them at the line that made it; `finish()` reports them here.
  ///
  /// ```swift
  /// store.send(.push(.infinity)) { $0.stacks[.triangle] = [Entry(id: 0, destination: .infinity)] }
  /// store.receive(.pushed(Entry(id: 0, destination: .infinity)))
  /// store.finish()
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: the file of the assertion, where a failure is reported.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public func finish(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    settle(
      before: "finish()",
      at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  private func receiveExhaustively(_ expected: [NavigationEvent<D>], at location: IssueLocation) {
    let pending = log.pending
    let received = Array(pending.prefix(expected.count))
    log.remove(first: received.count)
    if received.count < expected.count {
      let count = expected.count
      location.fail(
        "Expected to receive \(count) event\(count == 1 ? "" : "s"), but "
          + (received.isEmpty ? "none was pending." : "only \(received.count) \(received.count == 1 ? "was" : "were") pending: …")
          + (Diffing.difference(expected: expected, actual: received) ?? "")
      )
    } else if received != expected {
      location.fail(
        "Received events do not match expectation: …" + (Diffing.difference(expected: expected, actual: received) ?? "")
      )
    }
  }

  private func receiveSkipping(_ event: NavigationEvent<D>, at location: IssueLocation) {
    let pending = log.pending
    guard let index = pending.firstIndex(of: event) else {
      location.fail(
        """
        Expected to receive an event matching:

        \(Diffing.indent(Diffing.dump(event)))

        but no pending event matches. Pending:

        \(pending.isEmpty ? "    (none)" : pending.map { Diffing.indent(Diffing.dump($0)) }.joined(separator: "\n"))
        """
      )
      return
    }
    let skipped = Array(pending[..<index])
    log.remove(first: index + 1)
    if exhaustivity.showsSkippedAssertions, !skipped.isEmpty {
      location.note(Self.skippedMessage(skipped, before: "receiving \(Diffing.dump(event))"))
    }
  }
}
