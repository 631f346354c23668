import Benchmark
import Fixtures
import Waypoint
import WaypointExamples

/// The entry counts measurement 4 plans between.
let planEntryCounts = [10, 100, 1_000, 10_000]

/// Measurement 4: planning the transition between two states by entry count (target: linear),
/// and planning a typical deep link.
///
/// The start state shows tab 0 with `n` entries; the target keeps the bottom half and replaces
/// the top half with other screens, so the planner has to find the common prefix (by id) before
/// it can pop to it and push the rest. The typical deep link is the Shapes app's
/// `show(.rectangleItem(level: 8))` from a tab with a screen pushed and a sheet up.
func registerPlanning() {
  for entries in planEntryCounts {
    let structure = BenchApp.stress
    let start = (try? BenchApp.state(in: structure, tab: 0, depth: entries)) ?? NavigationState(selection: .tab(0))
    // Built through the public engine (the pure reducer is internal to Waypoint).
    var engine =
      (try? NavigationEngine(structure: structure, state: start))
      ?? NavigationEngine(structure: structure, selection: .tab(0))
    engine.send(.pop(entries / 2))
    for index in 0..<(entries / 2) { engine.send(.push(.detail(index))) }
    let target = engine.state
    Benchmark("plan/entries-\(entries)") { benchmark in
      benchmark.startMeasurement()
      blackHole(TransitionPlan(from: start, to: target))
      benchmark.stopMeasurement()
    }
  }

  var shapes = NavigationEngine(structure: Shapes.structure, selection: .triangle)
  shapes.send(.push(.infinity))
  shapes.send(.present(.settings, style: .sheet))
  let start = shapes.state
  shapes.send(.show(.rectangleItem(level: 8)))
  let target = shapes.state
  Benchmark("plan/deep-link") { benchmark in
    benchmark.startMeasurement()
    blackHole(TransitionPlan(from: start, to: target))
    benchmark.stopMeasurement()
  }
}
