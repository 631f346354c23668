import CallgrindClient
import Observation
import SideBySide

// Runs every side-by-side comparison under callgrind's client requests: collection is on only
// around each measured operation, and each run's counters are dumped under
// "<comparison> <subject> <count>". An empty operation measured the same way ("harness") is the
// cost of the measurement itself, which the report subtracts. Benchmarks/instructions runs this
// with `valgrind --tool=callgrind --collect-atstart=no` and reads the dumps.

@MainActor
func run(_ workload: Workload, count: Int, measured: Bool, observed: Bool = false) {
  workload.before()
  for index in 0..<count {
    if observed { observe(workload.views) }
    if measured { waypoint_callgrind_toggle() }
    workload.operation(index)
    if measured { waypoint_callgrind_toggle() }
    workload.reset?(index)
  }
  workload.after()
}

/// Registers each view's reads as SwiftUI does for a view's body: its observer is told of the
/// next change of what it read, once.
@MainActor
func observe(_ views: [() -> Void]) {
  for view in views {
    withObservationTracking(view, onChange: {})
  }
}

@MainActor
func measure(_ name: String, _ workload: Workload, count: Int, observed: Bool = false) {
  run(workload, count: count, measured: false, observed: observed)  // warms caches, grows storage, resolves metadata
  waypoint_callgrind_zero()
  run(workload, count: count, measured: true, observed: observed)
  waypoint_callgrind_dump(name)
}

@MainActor
func main() {
  guard waypoint_callgrind_available() == 1 else {
    print("side-by-side-instructions was built without valgrind's headers (apt-get install valgrind)")
    return
  }
  measure("harness - 1000", Workload(operation: { _ in }), count: 1_000)
  for comparison in comparisons {
    for subject in comparison.subjects {
      guard let workload = comparison.workload(subject) else { continue }
      measure("\(comparison.name) \(subject.rawValue) \(comparison.count)", workload, count: comparison.count)
      if !workload.views.isEmpty {
        measure("\(comparison.name) \(subject.rawValue)-observed \(comparison.count)", workload, count: comparison.count, observed: true)
      }
    }
  }
}

MainActor.assumeIsolated { main() }
