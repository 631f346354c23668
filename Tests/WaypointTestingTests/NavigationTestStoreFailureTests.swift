import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

/// The harness fails when it should: each test provokes one mistake and proves that an issue is
/// recorded, with a message that says what went wrong.
@MainActor
@Suite struct NavigationTestStoreFailureTests {}

extension NavigationTestStoreFailureTests {
  @Test func anUnassertedChangeFails() {  // exhaustive: every change asserted
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    withExpectedIssues {
      store.send(.push(.infinity))
    } matching: { issue in
      message(of: issue).contains("State was not expected to change after send(.push(.infinity))")
        && message(of: issue).contains("+     .triangle: [")
    }
    store.skipEvents()
  }

  @Test func aWrongExpectationFailsWithADiff() {  // TCA §3.1.4 exhaustive; issue 8: readable diff
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    withExpectedIssues {
      store.send(.push(.infinity)) {
        $0.stacks[.triangle] = [Entry(id: 1, destination: .infinity)]
      }
    } matching: { issue in
      let text = message(of: issue)
      return text.contains("does not match expectation") && text.contains("−         id: 1,")
        && text.contains("+         id: 0,") && text.contains("(Expected: −, Actual: +)")
    }
    store.skipEvents()
  }

  @Test func aPartialExpectationFailsInExhaustiveMode() {  // D1: show changes more than the selection
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    withExpectedIssues {
      store.send(.show(.circleItem(level: 1))) {
        $0.selection = .circle
      }
    } matching: {
      message(of: $0).contains("previousSelection")
    }
    store.skipEvents()
  }

  @Test func aClosureThatChangesNothingFailsWhenNothingChanged() {  // TCA §3.1.4 exhaustive (TCA's "Expected state to change")
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    withExpectedIssues {
      store.send(.dismiss) { $0.selection = .triangle }
    } matching: {
      message(of: $0).contains("Expected state to change")
    }
    store.skipEvents()
  }

  @Test func anUnexpectedEventFailsAtTheNextAction() {  // TCA §3.1.4: every received action must be received
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.send(.push(.infinity)) {
      $0.stacks[.triangle] = [Entry(id: 0, destination: .infinity)]
    }
    withExpectedIssues {
      store.send(.pop(1)) { $0.stacks[.triangle] = nil }
    } matching: { issue in
      message(of: issue).contains("1 event that the test did not receive before send(.pop(1))")
        && message(of: issue).contains(".pushed(")
    }
    store.skipEvents()
  }

  @Test func anUnexpectedEventFailsAtFinish() {  // TCA §3.1.4: every received action must be received
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.send(.dismiss)
    withExpectedIssues {
      store.finish()
    } matching: {
      message(of: $0).contains(".nothingToDismiss")
    }
  }

  @Test func anUnexpectedEventFailsWhenTheStoreIsReleased() {  // TCA §3.1.4: checked when the store goes away, too
    withExpectedIssues {
      let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
      store.send(.dismiss)
    } matching: {
      message(of: $0).contains("before the test ended")
    }
  }

  @Test func aWrongEventFailsWithADiff() {  // TCA §3.1.4; issue 8: readable diff
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.send(.push(.infinity)) {
      $0.stacks[.triangle] = [Entry(id: 0, destination: .infinity)]
    }
    withExpectedIssues {
      store.receive(.pushed(Entry(id: 0, destination: .settings)))
    } matching: { issue in
      message(of: issue).contains("Received events do not match expectation")
        && message(of: issue).contains("−       destination: .settings")
    }
  }

  @Test func receivingWhenNothingIsPendingFails() {  // TCA §3.1.4
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    withExpectedIssues {
      store.receive(.nothingToDismiss)
    } matching: {
      message(of: $0).contains("Expected to receive 1 event, but none was pending.")
    }
  }

  @Test func anEventNotPendingFailsInNonExhaustiveMode() {  // TCA §3.1.4 non-exhaustive: what is asserted is still checked
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.exhaustivity = .off
    store.send(.push(.infinity))
    withExpectedIssues {
      store.receive(.pushed(Entry(id: 7, destination: .infinity)))
    } matching: {
      message(of: $0).contains("no pending event matches")
    }
  }

  @Test func anUnexpectedErrorFails() {  // D3
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    withExpectedIssues {
      store.send(.pop(3))
    } matching: { issue in
      message(of: issue).contains("send(.pop(3)) was rejected: cannot pop 3 screens: the stack holds 0.")
    }
    #expect(store.pendingEvents.isEmpty)
  }

  @Test func anExpectedErrorThatDoesNotHappenFails() {  // D3
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    withExpectedIssues {
      store.send(.push(.infinity), throws: .stackDepthExceeded(limit: 1))
    } matching: {
      message(of: $0).contains("but it succeeded")
    }
    #expect(store.pendingEvents.isEmpty)
  }

  @Test func aDifferentErrorFailsWithADiff() {  // D3: errors are compared, with a diff
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    withExpectedIssues {
      store.send(.pop(3), throws: .popPastRoot(requested: 2, available: 0))
    } matching: { issue in
      message(of: issue).contains("rejected with a different error") && message(of: issue).contains("−   requested: 2,")
    }
  }

  @Test func aWrongExpectationFailsInNonExhaustiveMode() {  // TCA §3.1.4 non-exhaustive: what is asserted is still checked
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.exhaustivity = .off
    withExpectedIssues {
      store.send(.show(.circleItem(level: 1))) {
        $0.selection = .rectangle
      }
    } matching: {
      message(of: $0).contains("does not match expectation")
    }
  }

  @Test func aChangeMadeOutsideTheStoreMustBeAsserted() {  // TCA §3.1.4 exhaustive: every state change asserted
    let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
    store.navigator.push(.infinity)
    store.receive(.pushed(Entry(id: 0, destination: .infinity)))
    withExpectedIssues {
      store.send(.dismissAll)
    } matching: {
      message(of: $0).contains("The state changed outside the store")
    }
    store.skipEvents()
  }

  @Test func aChangeMadeOutsideTheStoreFailsWhenTheStoreIsReleased() {  // TCA §3.1.4 exhaustive
    withExpectedIssues {
      let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
      store.navigator.push(.infinity)
      store.skipEvents()
    } matching: {
      message(of: $0).contains("The state changed outside the store after the last step")
    }
  }

  @Test func anInvalidStartingStateFails() {  // I1
    withExpectedIssues {
      _ = NavigationTestStore(structure: Social.structure(), selection: .post)
    } matching: {
      message(of: $0).contains("The starting selection post cannot be selected")
    }
  }
}
