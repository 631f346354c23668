import Benchmark
import Fixtures
import Waypoint

/// The depths measurement 2 deep-links to.
let showDepths = [10, 100, 1_000, 10_000]

/// Measurement 2: `show` (a deep link) at depth 10, 100, 1,000 and 10,000 on the stress app
/// (target: linear growth).
///
/// Every iteration starts from the tab's root (reset unmeasured), so each `show` builds the whole
/// stack of `depth` entries, as a deep link from a cold start does.
func registerShow() {
  for depth in showDepths {
    let navigator = Fixture { Navigator(structure: BenchApp.stress, selection: .tab(1)) }
    mainActorBenchmark("show/depth-\(depth)") { benchmark in
      let navigator = navigator.current
      navigator.popToRoot()
      benchmark.startMeasurement()
      navigator.show(.item(tab: 1, level: depth))
      benchmark.stopMeasurement()
    }
  }
}
