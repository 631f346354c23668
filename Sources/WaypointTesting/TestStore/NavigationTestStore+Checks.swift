import Waypoint

/// The comparisons behind every public step of the store.
extension NavigationTestStore {
  /// Before a step: in exhaustive mode, events the test did not receive and state changes made
  /// outside the store that it did not assert are failures; otherwise they are dropped (and, with
  /// `showSkippedAssertions`, shown as known issues).
  func settle(before label: String, at location: IssueLocation) {
    let pending = log.takeAll()
    let current = navigator.state
    let drifted = current != asserted
    if exhaustivity.isExhaustive {
      if !pending.isEmpty { location.fail(Self.unreceivedMessage(pending, before: label)) }
      if drifted {
        location.fail(
          """
          The state changed outside the store before \(label), and the test did not assert it: …\
          \(Diffing.difference(expected: asserted, actual: current))

          Assert changes made by other code with store.assert { … }.
          """
        )
      }
    } else if exhaustivity.showsSkippedAssertions {
      if !pending.isEmpty { location.note(Self.skippedMessage(pending, before: label)) }
      if drifted {
        location.note(
          "Skipped assertions: the state changed outside the store before \(label): …"
            + Diffing.difference(expected: asserted, actual: current)
        )
      }
    }
    asserted = current
  }

  /// After a successful step: compares the navigator's state with what `update` expects, from
  /// `before` (exhaustive) or from the actual state (non-exhaustive), then checks the invariants.
  func expect(
    from before: NavigationState<D>,
    _ update: ((inout NavigationState<D>) -> Void)?,
    after label: String,
    at location: IssueLocation
  ) {
    let actual = navigator.state
    var expectedFromBefore = before
    update?(&expectedFromBefore)
    if expectedFromBefore.nextEntryID == before.nextEntryID {
      expectedFromBefore.nextEntryID = actual.nextEntryID
    }
    if exhaustivity.isExhaustive {
      if expectedFromBefore != actual {
        let headline =
          update == nil
          ? "State was not expected to change after \(label), but a change occurred: …"
          : "A state change after \(label) does not match expectation: …"
        location.fail(headline + Diffing.difference(expected: expectedFromBefore, actual: actual))
      } else if update != nil, actual == before {
        location.fail(
          """
          Expected state to change after \(label), but no change occurred.

          The trailing closure made no observable modifications to the state. If no change is \
          expected, omit the closure.
          """
        )
      }
    } else {
      var expectedFromActual = actual
      update?(&expectedFromActual)
      if expectedFromActual != actual {
        location.fail(
          "A state change after \(label) does not match expectation: …"
            + Diffing.difference(expected: expectedFromActual, actual: actual)
        )
      } else if exhaustivity.showsSkippedAssertions, expectedFromBefore != actual {
        location.note(
          "Skipped assertions: state changes after \(label) that the test did not assert: …"
            + Diffing.difference(expected: expectedFromBefore, actual: actual)
        )
      }
    }
    asserted = actual
    checkInvariants(of: actual, after: label, at: location)
  }

  /// After a rejected step: the state must be as it was.
  func checkUnchanged(_ before: NavigationState<D>, after label: String, at location: IssueLocation) {
    let actual = navigator.state
    guard actual != before else { return }
    location.fail(
      "\(label) was rejected but changed the state: …" + Diffing.difference(expected: before, actual: actual)
    )
    asserted = actual
  }

  /// The invariants (a selectable selection, unique issued ids) and the navigation limits, checked after every step.
  func checkInvariants(of state: NavigationState<D>, after label: String, at location: IssueLocation) {
    let violations = NavigationInvariants.violations(of: state, in: navigator.structure)
    guard !violations.isEmpty else { return }
    location.fail(
      "The state after \(label) breaks the navigation invariants:\n\n"
        + violations.map { "  • \($0)" }.joined(separator: "\n")
    )
  }

  nonisolated static func unreceivedMessage(_ events: [NavigationEvent<D>], before label: String) -> String {
    """
    The navigator published \(events.count) event\(events.count == 1 ? "" : "s") that the test did \
    not receive before \(label): …

    \(events.map { Diffing.indent(Diffing.dump($0)) }.joined(separator: "\n"))

    Receive them with store.receive(…), skip them with store.skipEvents(), or set \
    store.exhaustivity = .off.
    """
  }

  nonisolated static func skippedMessage(_ events: [NavigationEvent<D>], before label: String) -> String {
    """
    Skipped assertions: \(events.count) event\(events.count == 1 ? "" : "s") not received before \
    \(label): …

    \(events.map { Diffing.indent(Diffing.dump($0)) }.joined(separator: "\n"))
    """
  }
}
