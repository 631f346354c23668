import Waypoint
import WaypointExamples
import WaypointTesting
import XCTest

// NB: the one XCTest file in the package. It proves that the store runs under XCTest as well as
// Swift Testing (IssueReporting reports through XCTFail there); the rest of the suite, including
// the failure tests, uses Swift Testing.
final class XCTestCompatibilityTests: XCTestCase {
  // NB: swift-corelibs-xctest cannot discover `@MainActor` test methods (the cast of the method
  // fails at launch), so the body asserts the main actor instead; XCTest runs tests on the main
  // thread.
  func testTheStoreRunsUnderXCTest() {
    MainActor.assumeIsolated {
      let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
      store.send(.push(.infinity)) {
        $0.stacks[.triangle] = [Entry(id: 0, destination: .infinity)]
      }
      store.receive(.pushed(Entry(id: 0, destination: .infinity)))
      store.send(.pop(2), throws: .popPastRoot(requested: 2, available: 1))
      XCTAssertEqual(store.state.nextEntryID, 1)
    }
  }
}

/// A failing XCTest run only on purpose (`XCTestFailureFixture` names it in the environment), by
/// `XCTestFailureReportTests`, which reads what XCTest printed.
final class XCTestFailureFixture: XCTestCase {
  func testAWrongExpectation() {
    guard ProcessInfo.processInfo.environment["WAYPOINT_FAILURE_FIXTURE"] == "1" else { return }
    MainActor.assumeIsolated {
      let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
      store.send(.select(.circle))
      store.skipEvents()
    }
  }
}
