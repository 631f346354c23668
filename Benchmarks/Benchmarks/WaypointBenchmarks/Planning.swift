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
    var target = start
    _ = try? target.apply(.pop(entries / 2), in: structure)
    for index in 0..<(entries / 2) { _ = try? target.apply(.push(.detail(index)), in: structure) }
    Benchmark("plan/entries-\(entries)") { benchmark in
      benchmark.startMeasurement()
      blackHole(TransitionPlan(from: start, to: target))
      benchmark.stopMeasurement()
    }
  }

  var start = NavigationState<ShapesDestination>(selection: .triangle)
  _ = try? start.apply(.push(.infinity), in: Shapes.structure)
  _ = try? start.apply(.present(.settings, style: .sheet), in: Shapes.structure)
  var target = start
  _ = try? target.apply(.show(.rectangleItem(level: 8)), in: Shapes.structure)
  Benchmark("plan/deep-link") { benchmark in
    benchmark.startMeasurement()
    blackHole(TransitionPlan(from: start, to: target))
    benchmark.stopMeasurement()
  }
}
