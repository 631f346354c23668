import Benchmark
import Fixtures
import Waypoint

/// The pushes measured per iteration by the guarded-push benchmark.
let pushBatch = 1_000

/// A push with a guard installed (one that allows everything): every action is applied to a copy
/// of the state and checked before it is kept (I9). Plain pushes and pops are measured side by
/// side with a hand-written router (`SideBySide.swift`).
///
/// The stack starts one entry deep and is never emptied, so that every iteration after the first
/// reuses the stack's storage, as a long-running app does.
func registerPushPop() {
  let values = (0..<pushBatch).map { BenchDestination.detail($0) }
  let guardedNavigator = Fixture { () -> Navigator<BenchDestination> in
    let navigator = Navigator(structure: BenchApp.stress, selection: .tab(0))
    navigator.setGuard(NavigationGuard<BenchDestination, Bool> { _, _, _ in .allow }, context: true)
    navigator.push(.detail(-1))
    return navigator
  }
  mainActorBenchmark("push/navigator-guarded") { benchmark in
    let navigator = guardedNavigator.current
    benchmark.startMeasurement()
    for value in values { navigator.push(value) }
    benchmark.stopMeasurement()
    navigator.pop(pushBatch)
  }
}
